import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * How many submissions pass without a captcha. Past a limit a submission is not dropped: the
 * form asks for the captcha (a person answers it, a script does not).
 */
export const formLimits = {
  /**
   * Per visitor address, every form together: an office of ten behind one address sends ten
   * requests in an hour unasked (each costs its browser a proof of work, or a person's fill time).
   */
  ip: { points: 30, duration: 60 * 60 },
  /** Per e-mail address a visitor gives, every form together. */
  address: { points: 5, duration: 60 * 60 },
  /** Per friend's address of send-to-friend: one address receives at most a few such mails a day. */
  friend: { points: 3, duration: 24 * 60 * 60 },
  /** A solved captcha counts once: its nonce is spent (captcha lifetime). */
  captcha: { points: 1, duration: 10 * 60 },
  /**
   * Proofs a submission is stored with, each once: a proof of work, a fill-time token, a solved
   * captcha (`pow:…`, `fill:…`, `captcha:…`), for a day (the longest any of them lives).
   */
  spent: { points: 1, duration: 24 * 60 * 60 },
  /** Requests a visitor makes once (a listing's documents per address): 30 days. */
  once: { points: 1, duration: 30 * 24 * 60 * 60 },
} as const;

export type LimitName = keyof typeof formLimits;

/**
 * The limiters of the forms, in one store; `ready` settles once that store can count (Redis: its
 * connection is up, has failed, or a short wait is over).
 */
export type FormLimiters = Readonly<Record<LimitName, RateLimiterAbstract>> & { readonly ready?: Promise<void> };

/**
 * Settles when `redis` is ready, reports an error, or after `waitMs`. A limiter with
 * `rejectIfRedisNotReady` counts in its memory insurance while the connection is still being made:
 * without this wait, the first submissions of a fresh process never reach Redis, and two instances
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

/**
 * The longest a memory limiter may count (about 24.8 days): it forgets a key with setTimeout, and
 * Node turns a longer timeout (the 30 days of `once`) into 1 ms, so "already requested" was
 * forgotten at once.
 */
const memoryMaxDuration = Math.floor((2 ** 31 - 1) / 1000);

/** Limiters kept in this process's memory (one instance, development, tests). */
export function memoryLimiters(prefix = 'forms'): FormLimiters {
  const make = (name: LimitName) =>
    new RateLimiterMemory({
      keyPrefix: `${prefix}:${name}`,
      ...formLimits[name],
      duration: Math.min(formLimits[name].duration, memoryMaxDuration),
    });
  return {
    ip: make('ip'),
    address: make('address'),
    friend: make('friend'),
    captcha: make('captcha'),
    spent: make('spent'),
    once: make('once'),
  };
}

/**
 * Limiters in Redis, shared by every web instance; while Redis does not answer, each falls back to
 * memory (rate-limiter-flexible's insurance limiter), so a Redis outage never blocks a form.
 */
export function redisLimiters(redis: Redis, prefix = 'vitrine:forms', connectWaitMs = 2000): FormLimiters {
  const memory = memoryLimiters(prefix);
  const make = (name: LimitName) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:${name}`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory[name],
      ...formLimits[name],
    });
  return {
    ip: make('ip'),
    address: make('address'),
    friend: make('friend'),
    captcha: make('captcha'),
    spent: make('spent'),
    once: make('once'),
    ready: connection(redis, connectWaitMs),
  };
}

/** A Redis client for the limiters: says once per outage that Redis is down (memory counts meanwhile). */
export function limiterRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) console.warn(`[rate limits] Redis unavailable, counting in memory: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  return redis;
}

let shared: FormLimiters | undefined;

/** The process's limiters: Redis when `redisUrl` is given, memory otherwise (made once). */
export function formLimiters(redisUrl: string | undefined): FormLimiters {
  if (!shared) {
    shared = redisUrl ? redisLimiters(limiterRedis(redisUrl)) : memoryLimiters();
  }
  return shared;
}

/**
 * Counts one submission against each named key; true when any of them is past its limit.
 *
 * @example
 * await overLimit(limiters, [['ip', '203.0.113.9'], ['address', 'an@example.be']]); // false, then true past 5
 */
export async function overLimit(
  limiters: FormLimiters,
  keys: ReadonlyArray<readonly [LimitName, string]>,
): Promise<boolean> {
  await limiters.ready;
  const results = await Promise.all(
    keys.map(async ([name, key]) => {
      try {
        await limiters[name].consume(key);
        return false;
      } catch (error) {
        if (error instanceof RateLimiterRes) return true;
        throw error;
      }
    }),
  );
  return results.includes(true);
}

/** Whether `key` was already spent in the `once` limiter (without spending it). */
export async function alreadyDone(limiters: FormLimiters, key: string): Promise<boolean> {
  await limiters.ready;
  const result = await limiters.once.get(key);
  return result !== null && result.consumedPoints >= formLimits.once.points;
}

/** Marks `key` as done in the `once` limiter. */
export async function markDone(limiters: FormLimiters, key: string): Promise<void> {
  await overLimit(limiters, [['once', key]]);
}

/**
 * Spends proof `key` (a proof of work, a fill-time token, a solved captcha) in the `spent` limiter,
 * atomically (Redis: one INCR): true when it was fresh. One spent by an earlier or a concurrent
 * submission gives false. {@link releaseProof} frees it when the lead could not be stored.
 */
export async function spendProof(limiters: FormLimiters, key: string): Promise<boolean> {
  return !(await overLimit(limiters, [['spent', key]]));
}

/** Whether proof `key` was already spent (without spending it). */
export async function proofSpent(limiters: FormLimiters, key: string): Promise<boolean> {
  await limiters.ready;
  const result = await limiters.spent.get(key);
  return result !== null && result.consumedPoints >= formLimits.spent.points;
}

/** Frees a proof spent for a submission that was not stored (the visitor may send it again). */
export async function releaseProof(limiters: FormLimiters, key: string): Promise<void> {
  await limiters.ready;
  await limiters.spent.delete(key).catch(() => false);
}
