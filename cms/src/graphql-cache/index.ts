import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import {
  ErrorsAreMissesCache,
  InMemoryLRUCache,
  type KeyValueCache,
  type KeyValueCacheSetOptions,
} from '@apollo/utils.keyvaluecache';
import { Redis } from 'ioredis';

/**
 * Anonymous GraphQL reads answered from a response cache (issue 14), through Apollo Server's
 * response-cache plugin: in Redis when `REDIS_URL` is set (shared by every Strapi instance), in
 * this process's memory otherwise.
 * - Only a visitor's query is cached: no `Authorization` header (an owner, an agent, the site's
 *   preview token, an API token), no signed-in user, and no `DRAFT` anywhere in the query or its
 *   variables. Mutations, answers with errors and everyone else's reads are never read from nor
 *   written to the cache.
 * - Every answer is kept under the cache's current generation: a purge (src/cache-purge, on every
 *   change of public content, of a role's permissions, of an upload or a locale, and at each
 *   start) makes the next generation current, so no answer read before the change is served after
 *   it, on any instance that shares the Redis. Old generations expire by their TTL.
 * - Answers keep `cache-control: no-store` towards HTTP (no proxy may keep them); the response
 *   header `x-graphql-cache` says `hit`, `miss` or `bypass`, and `age` the seconds a hit was kept.
 * Variables: GRAPHQL_CACHE (`off` disables it), GRAPHQL_CACHE_MAX_AGE (seconds, 300),
 * GRAPHQL_CACHE_PREFIX (Redis key prefix, `vitrine:graphql-cache:`); .env.example.
 */

/** Where answers are kept, and the generation that makes a purge drop them all. */
export interface GraphqlCacheStore {
  /** The answers, keyed by Apollo's response-cache plugin. */
  readonly entries: KeyValueCache<string>;
  /** The current generation; undefined when it cannot be read (then nothing is read or written). */
  generation(): Promise<string | undefined>;
  /** Drops every answer kept so far, for every instance that shares the store. */
  purge(): Promise<void>;
  close(): Promise<void>;
}

/** In this process only (one Strapi, or tests). */
export function createMemoryStore(maxSize = 64 * 1024 * 1024): GraphqlCacheStore {
  const answers = new InMemoryLRUCache<string>({ maxSize });
  let generation = 0;
  return {
    entries: answers,
    generation: async () => String(generation),
    async purge() {
      generation += 1;
      answers.clear();
    },
    async close() {
      answers.clear();
    },
  };
}

/** Apollo's key-value cache interface on Redis (TTL in seconds, as Apollo passes it). */
class RedisAnswers implements KeyValueCache<string> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const ttl = options?.ttl;
    if (ttl && ttl > 0) await this.redis.set(this.prefix + key, value, 'EX', Math.ceil(ttl));
    else await this.redis.set(this.prefix + key, value);
  }

  async delete(key: string): Promise<boolean> {
    return (await this.redis.del(this.prefix + key)) > 0;
  }
}

/**
 * In Redis, shared by every Strapi instance: the generation is a counter in Redis (`INCR` on a
 * purge). Commands fail at once while Redis is unreachable (no offline queue): a failed read is
 * a miss, a failed generation read bypasses the cache, a failed purge is thrown to the caller.
 */
export function createRedisStore(options: { url?: string; redis?: Redis; prefix?: string }): GraphqlCacheStore {
  const prefix = options.prefix ?? 'vitrine:graphql-cache:';
  const redis = options.redis ?? new Redis(options.url ?? '', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Each failed command says so where it matters (a miss, a bypass, a purge's warning).
  if (!options.redis) redis.on('error', () => undefined);
  const generationKey = `${prefix}generation`;
  /** Until the connection is up (at most 2 s): a start's purge is sent as Strapi registers. */
  const connected = () =>
    redis.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(done, 2000);
          function done() {
            clearTimeout(timer);
            redis.off('ready', done);
            resolve();
          }
          redis.once('ready', done);
        });
  return {
    entries: new ErrorsAreMissesCache(new RedisAnswers(redis, `${prefix}answer:`)),
    async generation() {
      try {
        return (await redis.get(generationKey)) ?? '0';
      } catch {
        return undefined;
      }
    },
    async purge() {
      await connected();
      await redis.incr(generationKey);
    },
    async close() {
      if (!options.redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** True for a visitor's read: no credentials of any kind, no drafts. */
export function isAnonymousRead(requestContext: GraphQLRequestContext<BaseContext>): boolean {
  const headers = requestContext.request.http?.headers;
  if (!headers || headers.get('authorization')) return false;
  const state = (requestContext.contextValue as { state?: { user?: unknown; auth?: { credentials?: unknown } } }).state;
  if (state?.user || state?.auth?.credentials) return false;
  const variables = JSON.stringify(requestContext.request.variables ?? {});
  return !(requestContext.source ?? '').includes('DRAFT') && !variables.includes('DRAFT');
}

export const cacheStatusHeader = 'x-graphql-cache';

/**
 * The Apollo plugins of the response cache, in their order: cache hints for every field
 * (`maxAge` seconds, public), the cache itself, and the response headers. `store` is asked for on
 * each request, so the Redis connection is made on first use.
 */
export function graphqlCachePlugins(options: { store: () => GraphqlCacheStore; maxAge: number }): ApolloServerPlugin[] {
  /** The generation a request reads and writes under; absent when it bypasses the cache. */
  const generations = new WeakMap<object, string>();
  const decided = (requestContext: GraphQLRequestContext<BaseContext>) =>
    Promise.resolve(generations.has(requestContext.request));
  const headers: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async willSendResponse(requestContext) {
          const http = requestContext.response.http;
          const status = requestContext.metrics.responseCacheHit
            ? 'hit'
            : generations.has(requestContext.request)
              ? 'miss'
              : 'bypass';
          http.headers.set(cacheStatusHeader, status);
          // Kept by Strapi, never by a proxy on the way (as Apollo answered without the cache).
          http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
  return [
    ApolloServerPluginCacheControl({ defaultMaxAge: options.maxAge, calculateHttpHeaders: false }),
    responseCachePlugin({
      cache: {
        get: (key) => options.store().entries.get(key),
        set: (key, value, setOptions) => options.store().entries.set(key, value, setOptions),
        delete: (key) => options.store().entries.delete(key),
      },
      // Asked first: decides whether the request uses the cache, and under which generation.
      async extraCacheKeyData(requestContext) {
        if (!isAnonymousRead(requestContext)) return null;
        const generation = await options.store().generation();
        if (generation !== undefined) generations.set(requestContext.request, generation);
        return generation ?? null;
      },
      shouldReadFromCache: decided,
      shouldWriteToCache: decided,
    }),
    headers,
  ];
}

/** GRAPHQL_CACHE and GRAPHQL_CACHE_MAX_AGE: the TTL in seconds, or 0 when the cache is off. */
export function graphqlCacheMaxAge(env: NodeJS.ProcessEnv = process.env): number {
  if ((env.GRAPHQL_CACHE ?? 'on').trim().toLowerCase() === 'off') return 0;
  const seconds = Number(env.GRAPHQL_CACHE_MAX_AGE ?? 300);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 300;
}

let shared: GraphqlCacheStore | undefined;

/** The process's store, made on first use from REDIS_URL as it is then. */
export function sharedGraphqlCache(env: NodeJS.ProcessEnv = process.env): GraphqlCacheStore {
  shared ??= env.REDIS_URL
    ? createRedisStore({ url: env.REDIS_URL, prefix: env.GRAPHQL_CACHE_PREFIX || undefined })
    : createMemoryStore();
  return shared;
}

/** The plugins for config/plugins.ts: none when the cache is off (Apollo's defaults then apply). */
export function graphqlResponseCache(env: NodeJS.ProcessEnv = process.env): ApolloServerPlugin[] {
  const maxAge = graphqlCacheMaxAge(env);
  return maxAge > 0 ? graphqlCachePlugins({ store: () => sharedGraphqlCache(env), maxAge }) : [];
}

/** Drops every cached answer (src/cache-purge); resolves when done, rejects when Redis refused. */
export async function purgeGraphqlCache(): Promise<void> {
  await sharedGraphqlCache().purge();
}

/** Closes the Redis connection, if any (Strapi's destroy). */
export async function closeGraphqlCache(): Promise<void> {
  const store = shared;
  shared = undefined;
  await store?.close();
}
