import {
  consume,
  forget as forgetKeys,
  limitStore,
  used,
  waitBefore as waitOf,
  type LimitName,
  type LimitStore,
} from '@vitrine/domain/server';

/**
 * The owner login's limits, by what they count, and the entry of the site's one table of limits
 * (`domain/src/server/limits.ts`, where each number's reason is) each one is. Only failures count
 * (a correct password clears the pair's count), so an owner who types the password right is never
 * counted; an attacker is slowed, not the owner:
 * - `pair`: failures from one address on one account, then that address waits for that account;
 * - `account`: failures on one account from anywhere, then a pause for every address that has
 *   failed (on any account): attackers wait, while the owner at a clean address still signs in
 *   (src/owner/auth.ts);
 * - `address`: failures from one address over any accounts;
 * - `forgotAddress` / `forgotAccount`: password-reset mails asked per address and per e-mail;
 * - `linkAddress` / `linkAccount`: sign-in link mails asked per address and per e-mail.
 */
const tableNames = {
  pair: 'loginPair',
  account: 'loginAccount',
  address: 'loginAddress',
  forgotAddress: 'resetAddress',
  forgotAccount: 'resetAccount',
  linkAddress: 'linkAddress',
  linkAccount: 'linkAccount',
} as const satisfies Record<string, LimitName>;

export type LoginScope = keyof typeof tableNames;

/** The login limiters of one Strapi instance (the domain's wrapper: Redis with memory insurance, or memory). */
export type LoginLimiters = LimitStore;

type LoginKeys = readonly (readonly [LoginScope, string])[];

const inTable = (keys: LoginKeys) => keys.map(([scope, key]) => [tableNames[scope], key] as const);

/** Counters in Redis (REDIS_URL, shared by every Strapi instance, memory as insurance) or in memory. */
export function createLoginLimiters(redisUrl: string | undefined): LoginLimiters {
  return limitStore(redisUrl);
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

/** Seconds to wait before `keys` may try again (0: free). Reads without counting. */
export function waitBefore(set: LoginLimiters, keys: LoginKeys): Promise<number> {
  return waitOf(set, inTable(keys));
}

/** How many failures (or requests) `key` has on record in `scope` (0 when the store cannot say). */
export function failures(set: LoginLimiters, scope: LoginScope, key: string): Promise<number> {
  return used(set, tableNames[scope], key);
}

/**
 * Counts one failure (or one request) against each key; the wait it causes, in seconds (0: none,
 * also when the store cannot count: a login is never refused for a store error).
 */
export async function count(set: LoginLimiters, keys: LoginKeys): Promise<number> {
  const refusal = await consume(set, inTable(keys)).catch(() => null);
  return refusal?.retryAfter ?? 0;
}

/** Forgets the failures of `keys` (after a correct password). */
export function forget(set: LoginLimiters, keys: LoginKeys): Promise<void> {
  return forgetKeys(set, inTable(keys));
}
