import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { Redis } from 'ioredis';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A limit: at most `points` submissions per `duration` seconds for one key. */
interface Limit {
  points: number;
  duration: number;
}

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * The limits on what visitors create (each overridable by environment, see .env.example):
 * a person sends a form or two; a script sends hundreds.
 */
export function leadLimits(): Record<LimitScope, Limit> {
  return {
    // Any lead from one address: a burst, then a ceiling per hour.
    ipBurst: { points: int('LEAD_LIMIT_IP_PER_MINUTE', 10), duration: 60 },
    ipHourly: { points: int('LEAD_LIMIT_IP_PER_HOUR', 60), duration: 3600 },
    // The same e-mail address in the same form.
    address: { points: int('LEAD_LIMIT_ADDRESS_PER_HOUR', 3), duration: 3600 },
    // Send-to-friend: mails one friend's address may receive a day.
    friend: { points: int('LEAD_LIMIT_FRIEND_PER_DAY', 3), duration: 86_400 },
  };
}

export type LimitScope = 'ipBurst' | 'ipHourly' | 'address' | 'friend';

/** One set of lead limiters, as one Strapi instance holds it. */
export interface LeadLimiters {
  readonly limiters: Readonly<Record<LimitScope, RateLimiterAbstract>>;
  /** Settles once the Redis connection is up, or has failed, or after `connectWaitMs` (memory: at once). */
  readonly ready: Promise<void>;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/**
 * Counters in Redis when `redisUrl` is given (shared by every Strapi instance), in memory otherwise.
 * If Redis fails, the memory counters stand in (the insurance limiter) rather than letting everything
 * through. With `enableOfflineQueue: false`, a command sent before the connection is up fails at
 * once, so the insurance would count it instead of Redis: the first submissions of a fresh process
 * wait (`ready`, at most `connectWaitMs`) for the connection.
 */
export function createLeadLimiters(redisUrl: string | undefined, connectWaitMs = 2000): LeadLimiters {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  // A refused connection is logged by the warning of each count that falls back to memory.
  redis?.on('error', () => undefined);
  const make = (scope: LimitScope, limit: Limit): RateLimiterAbstract => {
    const keyPrefix = `vitrine:leads:${scope}`;
    const memory = new RateLimiterMemory({ keyPrefix, ...limit });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, ...limit, insuranceLimiter: memory }) : memory;
  };
  const limits = leadLimits();
  let timer: NodeJS.Timeout | undefined;
  const ready = redis
    ? Promise.race([
        redis.connect().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, connectWaitMs);
        }),
      ]).finally(() => clearTimeout(timer))
    : Promise.resolve();
  return {
    limiters: {
      ipBurst: make('ipBurst', limits.ipBurst),
      ipHourly: make('ipHourly', limits.ipHourly),
      address: make('address', limits.address),
      friend: make('friend', limits.friend),
    },
    ready,
    async close() {
      clearTimeout(timer);
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

let shared: LeadLimiters | undefined;

/** The process's limiters, made on first use from REDIS_URL as it is then. */
function sharedLimiters(): LeadLimiters {
  shared ??= createLeadLimiters(process.env.REDIS_URL);
  return shared;
}

const isLimiterResult = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value && 'consumedPoints' in value;

/** Closes the Redis connection (Strapi's destroy). */
export async function closeRateLimits(): Promise<void> {
  const set = shared;
  shared = undefined;
  await set?.close();
}

/** The refusal the site translates: REST 429, GraphQL `extensions.error.details.code`. */
export class LeadRateLimited extends errors.RateLimitError {
  constructor(scope: LimitScope, retryAfterSeconds: number) {
    super('Too many submissions: please try again later', {
      code: 'RATE_LIMITED',
      scope,
      retryAfter: retryAfterSeconds,
    });
  }
}

/** What a 429 says when its refusal names no wait. */
export const defaultRetryAfterSeconds = 60;

const detailsOf = (value: unknown): { retryAfter?: unknown } | undefined =>
  (value as { details?: { retryAfter?: unknown } } | null)?.details;

/**
 * The `Retry-After` seconds of a refusal: a thrown rate-limit error (`details.retryAfter`, Strapi's
 * `RateLimitError`: the lead and owner-login limits) or a 429 answer's body (`error.details`);
 * null for anything else. Every 429 Strapi sends carries the header (src/middlewares/request-errors).
 */
export function retryAfterOf(refusal: unknown, status?: number): number | null {
  const error = refusal as { name?: unknown; status?: unknown; error?: unknown } | null;
  const limited = status === 429 || error?.name === 'RateLimitError' || error?.status === 429;
  if (!limited) return null;
  const seconds = Number(detailsOf(error)?.retryAfter ?? detailsOf(error?.error)?.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : defaultRetryAfterSeconds;
}

/**
 * Takes one point from each (scope, key) pair; refuses with {@link LeadRateLimited} when one is
 * used up. All pairs are counted, so a refused burst keeps counting against itself.
 */
export async function consumeLeadLimits(
  strapi: Core.Strapi,
  keys: readonly (readonly [LimitScope, string])[],
  set: LeadLimiters = sharedLimiters(),
): Promise<void> {
  await set.ready;
  let refused: { scope: LimitScope; retry: number } | undefined;
  for (const [scope, key] of keys) {
    try {
      await set.limiters[scope].consume(key.toLowerCase());
    } catch (rejection) {
      // A used-up limit rejects with a RateLimiterRes; anything else is a store error. (Checked by
      // shape: the package's CommonJS and ES builds each have their own class.)
      if (!isLimiterResult(rejection)) {
        strapi.log.warn(`[rate limits] ${scope} could not be counted: ${String(rejection)}`);
        continue;
      }
      const retry = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      if (!refused || retry > refused.retry) refused = { scope, retry };
    }
  }
  if (refused) throw new LeadRateLimited(refused.scope, refused.retry);
}
