import { createHmac, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limits, type LimitName } from './limits.js';

/**
 * The limiters of one process, web or Strapi, built from the one table ({@link limits}): in Redis
 * when a URL is given (shared by every instance), each with a memory limiter as insurance (a Redis
 * outage never lets everything through nor blocks a visitor), in memory otherwise.
 */
export interface LimitStore {
  /**
   * Settles once the store can count (Redis: its connection is up, has failed, or `connectWaitMs`
   * is over; memory: at once). Every function below waits for it.
   */
  readonly ready: Promise<void>;
  /** The limiter of `name` (made once per store). */
  limiter(name: LimitName): RateLimiterAbstract;
  /** What a counted value (an address, an e-mail address, a proof) is kept under: its keyed hash. */
  key(value: string): string;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/** Options of {@link limitStore}. */
export interface LimitStoreOptions {
  /** Before each limit's name in the keys: `<prefix>:<name>:<key>` (default `vitrine:limits`). */
  readonly prefix?: string;
  /** How long the first counts of a fresh process wait for the Redis connection (default 2000 ms). */
  readonly connectWaitMs?: number;
  /** Says once per outage that Redis is down (default: console.warn). */
  readonly warn?: (message: string) => void;
  /**
   * The secret of the keyed hash every counted value is kept under (default: RATE_LIMIT_KEY_SECRET,
   * else Strapi's first APP_KEYS, else the web's FORM_SECRET, else one of this process). Every
   * instance sharing a Redis needs the same one to count together.
   */
  readonly keySecret?: string;
}

/** A secret of this process, when none is configured: its counts are its own. */
const processSecret = randomBytes(32).toString('hex');

function configuredSecret(): string {
  const env = process.env;
  return env.RATE_LIMIT_KEY_SECRET || env.APP_KEYS?.split(',')[0]?.trim() || env.FORM_SECRET || processSecret;
}

/**
 * The key a counted value is kept under: an HMAC-SHA256 under a server secret (base64url, 192
 * bits), so Redis never holds a visitor's e-mail or IP address for the window of a limit, and
 * nobody without the secret can test a list of known addresses against its keys.
 *
 * @example
 * hashedKey('s3cret', 'an@example.be'); // 'Qm…' (32 characters), the same for the same secret
 */
export function hashedKey(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32);
}

/**
 * The longest a memory limiter may count (about 24.8 days): it forgets a key with setTimeout, and
 * Node turns a longer timeout (the 30 days of `once`) into 1 ms, so "already done" was forgotten
 * at once.
 */
const memoryMaxSeconds = Math.floor((2 ** 31 - 1) / 1000);

/**
 * Settles when `redis` is ready, reports an error, or after `waitMs`. With `enableOfflineQueue:
 * false` a command sent before the connection is up fails at once and the insurance counts it:
 * without this wait, the first counts of a fresh process never reach Redis, and two instances
 * each count them alone.
 */
function connection(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** A Redis client for limits: fails fast while down (the insurance counts) and says so once per outage. */
function limitRedis(url: string, warn: (message: string) => void): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) warn(`[rate limits] Redis unavailable, counting in memory: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

/**
 * The limiters of one process: Redis when `redisUrl` is given, memory otherwise.
 *
 * @example
 * const store = limitStore(process.env.REDIS_URL);
 * await consume(store, [['leadBurst', '203.0.113.9']]); // 0 (free), later the seconds to wait
 */
export function limitStore(redisUrl: string | undefined, options: LimitStoreOptions = {}): LimitStore {
  const prefix = options.prefix ?? 'vitrine:limits';
  const redis = redisUrl ? limitRedis(redisUrl, options.warn ?? console.warn) : undefined;
  const made = new Map<LimitName, RateLimiterAbstract>();
  const secret = options.keySecret ?? configuredSecret();
  const make = (name: LimitName): RateLimiterAbstract => {
    const limit = { keyPrefix: `${prefix}:${name}`, ...limits[name] };
    const memory = new RateLimiterMemory({ ...limit, duration: Math.min(limit.duration, memoryMaxSeconds) });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory, ...limit })
      : memory;
  };
  return {
    ready: redis ? connection(redis, options.connectWaitMs ?? 2000) : Promise.resolve(),
    limiter(name) {
      let limiter = made.get(name);
      if (!limiter) made.set(name, (limiter = make(name)));
      return limiter;
    },
    key: (value) => hashedKey(secret, value),
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** One count: a limit's name and the value it counts (an address, an e-mail address, a proof), kept hashed. */
export type LimitKey = readonly [LimitName, string];

/**
 * A used-up limit rejects with a RateLimiterRes; anything else is a store error. Checked by shape:
 * the package's CommonJS and ES builds each have their own class, and Strapi loads both.
 */
const isLimiterResult = (value: unknown): value is { msBeforeNext: number; consumedPoints: number } =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value && 'consumedPoints' in value;

/**
 * The `Retry-After` of a refusal: whole seconds until the key may count again, at least 1 (a
 * header of 0 would say "at once" to a key that is still refused).
 */
export const retryAfterSeconds = (msBeforeNext: number): number => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** A refused count: the limit that refused and its Retry-After. */
export interface Refusal {
  readonly name: LimitName;
  readonly retryAfter: number;
}

/**
 * Counts one point against each key; the refusal with the longest wait, or null when every key
 * was within its limit. All keys are counted, so a refused burst keeps counting against itself.
 * A store error (neither Redis nor its insurance could count) is thrown.
 */
export async function consume(store: LimitStore, keys: readonly LimitKey[]): Promise<Refusal | null> {
  await store.ready;
  let refused: Refusal | null = null;
  for (const [name, key] of keys) {
    try {
      await store.limiter(name).consume(store.key(key));
    } catch (rejection) {
      if (!isLimiterResult(rejection)) throw rejection;
      const retryAfter = retryAfterSeconds(rejection.msBeforeNext);
      if (!refused || retryAfter > refused.retryAfter) refused = { name, retryAfter };
    }
  }
  return refused;
}

/** How many points `key` has used in `name`'s window (0 when none, or when the store cannot say). */
export async function used(store: LimitStore, name: LimitName, key: string): Promise<number> {
  await store.ready;
  const state = await store
    .limiter(name)
    .get(store.key(key))
    .catch(() => null);
  return state?.consumedPoints ?? 0;
}

/** Seconds `keys` must still wait (0: free), read without counting: the longest of the used-up ones. */
export async function waitBefore(store: LimitStore, keys: readonly LimitKey[]): Promise<number> {
  await store.ready;
  let wait = 0;
  for (const [name, key] of keys) {
    const state = await store
      .limiter(name)
      .get(store.key(key))
      .catch(() => null);
    if (state && state.consumedPoints > limits[name].points)
      wait = Math.max(wait, retryAfterSeconds(state.msBeforeNext));
  }
  return wait;
}

/** Forgets the counts of `keys` (a correct password; a proof freed because its lead was not stored). */
export async function forget(store: LimitStore, keys: readonly LimitKey[]): Promise<void> {
  await store.ready;
  for (const [name, key] of keys)
    await store
      .limiter(name)
      .delete(store.key(key))
      .catch(() => false);
}
