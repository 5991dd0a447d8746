import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

interface Limit {
  points: number;
  duration: number;
  blockDuration?: number;
}

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * The owner login's limits. Only failures count (a correct password clears the pair's count), so
 * an owner who types the password right is never counted; an attacker is slowed, not the owner:
 * - `pair`: 5 failures from one address on one account, then that address waits 15 minutes for
 *   that account (the owner at home is not locked out by a guesser elsewhere);
 * - `account`: 20 failures on one account from anywhere within an hour, then a 10-minute pause
 *   for every address that has failed (on any account): attackers wait, while the owner at an
 *   address with no failures still signs in (src/owner/auth.ts);
 * - `address`: 50 failures from one address over any accounts a day, then an hour's wait;
 * - `forgotAddress` / `forgotAccount`: password-reset mails asked per address and per e-mail;
 * - `linkAddress` / `linkAccount`: sign-in link mails asked per address and per e-mail.
 */
export function loginLimits(): Record<LoginScope, Limit> {
  return {
    pair: { points: int('OWNER_LOGIN_LIMIT_PAIR', 5), duration: 3600, blockDuration: 15 * 60 },
    account: { points: int('OWNER_LOGIN_LIMIT_ACCOUNT', 20), duration: 3600, blockDuration: 10 * 60 },
    address: { points: int('OWNER_LOGIN_LIMIT_ADDRESS', 50), duration: 86_400, blockDuration: 3600 },
    forgotAddress: { points: int('OWNER_RESET_LIMIT_ADDRESS', 10), duration: 3600 },
    forgotAccount: { points: int('OWNER_RESET_LIMIT_ACCOUNT', 3), duration: 3600 },
    linkAddress: { points: int('OWNER_LINK_LIMIT_ADDRESS', 10), duration: 3600 },
    linkAccount: { points: int('OWNER_LINK_LIMIT_ACCOUNT', 3), duration: 3600 },
  };
}

export type LoginScope =
  'pair' | 'account' | 'address' | 'forgotAddress' | 'forgotAccount' | 'linkAddress' | 'linkAccount';

export interface LoginLimiters {
  readonly limiters: Readonly<Record<LoginScope, RateLimiterAbstract>>;
  close(): Promise<void>;
}

/** Counters in Redis (REDIS_URL, shared by every Strapi instance, memory as insurance) or in memory. */
export function createLoginLimiters(redisUrl: string | undefined): LoginLimiters {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  redis?.on('error', () => undefined);
  const limits = loginLimits();
  const make = (scope: LoginScope): RateLimiterAbstract => {
    const keyPrefix = `vitrine:owner-login:${scope}`;
    const memory = new RateLimiterMemory({ keyPrefix, ...limits[scope] });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, ...limits[scope], insuranceLimiter: memory })
      : memory;
  };
  return {
    limiters: {
      pair: make('pair'),
      account: make('account'),
      address: make('address'),
      forgotAddress: make('forgotAddress'),
      forgotAccount: make('forgotAccount'),
      linkAddress: make('linkAddress'),
      linkAccount: make('linkAccount'),
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

let shared: LoginLimiters | undefined;

export function ownerLoginLimiters(): LoginLimiters {
  shared ??= createLoginLimiters(process.env.REDIS_URL);
  return shared;
}

export async function closeOwnerLoginLimiters(): Promise<void> {
  const set = shared;
  shared = undefined;
  await set?.close();
}

const isLimiterResult = (value: unknown): value is { msBeforeNext: number } =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value && 'consumedPoints' in value;

/** Seconds to wait before `keys` may try again (0: free). Reads without counting. */
export async function waitBefore(
  set: LoginLimiters,
  keys: readonly (readonly [LoginScope, string])[],
): Promise<number> {
  let wait = 0;
  for (const [scope, key] of keys) {
    const limiter = set.limiters[scope];
    const state = await limiter.get(key).catch(() => null);
    if (state && state.consumedPoints > limiter.points) wait = Math.max(wait, Math.ceil(state.msBeforeNext / 1000));
  }
  return wait;
}

/** How many failures (or requests) `key` has on record in `scope` (0 when the store cannot say). */
export async function failures(set: LoginLimiters, scope: LoginScope, key: string): Promise<number> {
  const state = await set.limiters[scope].get(key).catch(() => null);
  return state?.consumedPoints ?? 0;
}

/** Counts one failure (or one request) against each key; the wait it causes, in seconds (0: none). */
export async function count(set: LoginLimiters, keys: readonly (readonly [LoginScope, string])[]): Promise<number> {
  let wait = 0;
  for (const [scope, key] of keys) {
    try {
      await set.limiters[scope].consume(key);
    } catch (rejection) {
      if (isLimiterResult(rejection)) wait = Math.max(wait, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
  return wait;
}

/** Forgets the failures of `keys` (after a correct password). */
export async function forget(set: LoginLimiters, keys: readonly (readonly [LoginScope, string])[]): Promise<void> {
  for (const [scope, key] of keys) await set.limiters[scope].delete(key).catch(() => undefined);
}
