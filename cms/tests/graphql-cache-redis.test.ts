import { randomBytes } from 'node:crypto';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMemoryStore, createRedisStore, graphqlCachePlugins, type GraphqlCacheStore } from '../src/graphql-cache';

// Issue 14: the response cache's plugins (src/graphql-cache, as config/plugins.ts installs them in
// Strapi) on the machine's real Redis, shared by two servers as two Strapi instances share it,
// each with its own connection; and the same in memory. The resolver counts how often the data is
// read: a cache hit reads nothing. Every run uses its own key prefix and removes its keys.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `vitrine-test:graphql-cache:${randomBytes(6).toString('hex')}:`;
let inspector: Redis;

type Instance = { server: ApolloServer; store: GraphqlCacheStore; reads: () => number };
const instances: Instance[] = [];
/** What the "database" holds: the price the resolver reads. */
let price = 100_000;

async function instance(store: GraphqlCacheStore): Promise<Instance> {
  let reads = 0;
  const server = new ApolloServer({
    typeDefs: `type Listing { reference: String!, price: Int! }
      type Query { listing(reference: String!): Listing }`,
    resolvers: {
      Query: {
        listing: (_: unknown, { reference }: { reference: string }) => {
          reads += 1;
          return { reference, price };
        },
      },
    },
    plugins: graphqlCachePlugins({ store: () => store, maxAge: 60 }),
  });
  await server.start();
  const made = { server, store, reads: () => reads };
  instances.push(made);
  return made;
}

/** Runs a document through the server's full request pipeline, as an HTTP request would. */
async function ask(on: Instance, query: string, variables: Record<string, unknown> = {}, authorization?: string) {
  const headers = new HeaderMap([['content-type', 'application/json']]);
  if (authorization) headers.set('authorization', authorization);
  const response = await on.server.executeOperation(
    { query, variables, http: { method: 'POST', headers, search: '', body: { query, variables } } },
    { contextValue: { state: {} } },
  );
  const body = response.body.kind === 'single' ? response.body.singleResult : undefined;
  const header = (name: string) => response.http.headers.get(name) ?? null;
  return { cache: header('x-graphql-cache'), age: header('age'), body };
}

const listing = `query ($reference: String!) { listing(reference: $reference) { reference price } }`;

/** The keys this run left in Redis. */
async function keys(): Promise<string[]> {
  return inspector.keys(`${prefix}*`);
}

beforeAll(async () => {
  inspector = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await inspector.ping();
});

afterAll(async () => {
  for (const { server, store } of instances) {
    await server.stop();
    await store.close();
  }
  const left = await keys();
  if (left.length > 0) await inspector.del(...left);
  await inspector.quit();
});

describe('on Redis, shared by two servers', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await instance(createRedisStore({ url: redisUrl, prefix }));
    b = await instance(createRedisStore({ url: redisUrl, prefix }));
    // Each store connects on its own (commands fail until then): wait until both answer.
    for (const { store } of [a, b]) {
      for (let tries = 0; (await store.generation()) === undefined; tries++) {
        if (tries > 50) throw new Error(`Redis at ${redisUrl} does not answer`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  test('a second identical anonymous query is a hit, on either server, and reads nothing', async () => {
    const first = await ask(a, listing, { reference: 'R1' });
    expect(first.cache).toBe('miss');
    expect(first.body?.data).toEqual({ listing: { reference: 'R1', price: 100_000 } });
    expect(a.reads()).toBe(1);
    // The write to Redis is not awaited by the plugin: wait until the answer is there.
    await expect.poll(async () => (await keys()).some((key) => key.includes(':answer:'))).toBe(true);
    const again = await ask(a, listing, { reference: 'R1' });
    expect(again.cache).toBe('hit');
    expect(again.age).toMatch(/^\d+$/);
    expect(again.body?.data).toEqual(first.body?.data);
    const other = await ask(b, listing, { reference: 'R1' });
    expect(other.cache).toBe('hit');
    expect(other.body?.data).toEqual(first.body?.data);
    expect(a.reads() + b.reads()).toBe(1);
  });

  test('an authenticated query is never cached: every one reads, none is kept', async () => {
    const before = (await keys()).length;
    for (let i = 0; i < 3; i++) {
      const answer = await ask(b, listing, { reference: 'R2' }, 'Bearer an-owner');
      expect(answer.cache).toBe('bypass');
      expect(answer.age).toBeNull();
    }
    expect(b.reads()).toBe(3);
    // An anonymous read of the same document is a miss: the authenticated ones kept nothing.
    expect((await ask(b, listing, { reference: 'R2' })).cache).toBe('miss');
    await expect.poll(async () => (await keys()).length).toBe(before + 1);
  });

  test('a purge on one server is seen by the other: the next read shows the new price', async () => {
    await ask(a, listing, { reference: 'R3' });
    await expect.poll(async () => (await ask(a, listing, { reference: 'R3' })).cache).toBe('hit');
    price = 95_000;
    // Still the kept answer until a purge: the cache really serves it.
    expect((await ask(a, listing, { reference: 'R3' })).body?.data).toEqual({
      listing: { reference: 'R3', price: 100_000 },
    });
    await b.store.purge();
    const after = await ask(a, listing, { reference: 'R3' });
    expect(after.cache).toBe('miss');
    expect(after.body?.data).toEqual({ listing: { reference: 'R3', price: 95_000 } });
  });

  test('a purge sent as a store connects (a start) is not lost', async () => {
    const before = Number(await a.store.generation());
    const starting = createRedisStore({ url: redisUrl, prefix });
    try {
      await starting.purge();
    } finally {
      await starting.close();
    }
    expect(Number(await a.store.generation())).toBe(before + 1);
  });
});

describe('in memory', () => {
  test('a hit, no cache for an authenticated query, and a purge drops the answers', async () => {
    const one = await instance(createMemoryStore());
    price = 200_000;
    expect((await ask(one, listing, { reference: 'M1' })).cache).toBe('miss');
    expect((await ask(one, listing, { reference: 'M1' })).cache).toBe('hit');
    expect((await ask(one, listing, { reference: 'M1' }, 'Bearer agent')).cache).toBe('bypass');
    expect(one.reads()).toBe(2);
    price = 180_000;
    await one.store.purge();
    const after = await ask(one, listing, { reference: 'M1' });
    expect(after.cache).toBe('miss');
    expect(after.body?.data).toEqual({ listing: { reference: 'M1', price: 180_000 } });
  });
});

describe('with Redis unreachable', () => {
  test('reads are answered, uncached, and a purge fails loudly for its caller to log', async () => {
    const down = await instance(createRedisStore({ url: 'redis://127.0.0.1:1', prefix }));
    for (let i = 0; i < 2; i++) {
      const answer = await ask(down, listing, { reference: 'D1' });
      expect(answer.body?.data).toEqual({ listing: { reference: 'D1', price } });
      expect(answer.cache).toBe('bypass');
    }
    expect(down.reads()).toBe(2);
    await expect(down.store.purge()).rejects.toThrow();
  });
});
