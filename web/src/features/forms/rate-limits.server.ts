import { consume, forget, limitStore, limits, used, type LimitStore } from '@vitrine/domain/server';

/**
 * The forms' limits, by what they count, and the entry of the site's one table of limits
 * (`domain/src/server/limits.ts`) each one is. Past a limit a submission is not dropped: the form
 * asks for the captcha (a person answers it, a script does not).
 */
const tableNames = {
  /** Per visitor address, every form together. */
  ip: 'formAddress',
  /** Per e-mail address a visitor gives, every form together. */
  address: 'formEmail',
  /** Per friend's address of send-to-friend. */
  friend: 'formFriend',
  /** A solved captcha counts once. */
  captcha: 'captcha',
  /** Proofs a submission is stored with, each once (`pow:…`, `fill:…`, `captcha:…`). */
  spent: 'spentProof',
  /** Requests a visitor makes once (a listing's documents per address). */
  once: 'once',
  /** Fill-time cookies asked per visitor address (`/_forms/started.css`). */
  stylesheet: 'fillTimeCookie',
} as const;

export type LimitName = keyof typeof tableNames;

/** The limiters of the forms, in one store (Redis when REDIS_URL is set, memory otherwise). */
export type FormLimiters = LimitStore;

/** Limiters kept in this process's memory (tests); `prefix` keeps one test's counts apart. */
export function memoryLimiters(prefix?: string): FormLimiters {
  return limitStore(undefined, { prefix });
}

let shared: FormLimiters | undefined;

/** The process's limiters: Redis when `redisUrl` is given, memory otherwise (made once). */
export function formLimiters(redisUrl: string | undefined): FormLimiters {
  shared ??= limitStore(redisUrl);
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
  return (
    (await consume(
      limiters,
      keys.map(([name, key]) => [tableNames[name], key] as const),
    )) !== null
  );
}

/** Whether `key` was already spent in the `once` limiter (without spending it). */
export async function alreadyDone(limiters: FormLimiters, key: string): Promise<boolean> {
  return (await used(limiters, tableNames.once, key)) >= limits[tableNames.once].points;
}

/** Marks `key` as done in the `once` limiter. */
export async function markDone(limiters: FormLimiters, key: string): Promise<void> {
  await overLimit(limiters, [['once', key]]);
}

/**
 * Spends proof `key` (a proof of work, a fill-time cookie, a solved captcha) in the `spent` limiter,
 * atomically (Redis: one INCR): true when it was fresh. One spent by an earlier or a concurrent
 * submission gives false. {@link releaseProof} frees it when the lead could not be stored.
 */
export async function spendProof(limiters: FormLimiters, key: string): Promise<boolean> {
  return !(await overLimit(limiters, [['spent', key]]));
}

/** Whether proof `key` was already spent (without spending it). */
export async function proofSpent(limiters: FormLimiters, key: string): Promise<boolean> {
  return (await used(limiters, tableNames.spent, key)) >= limits[tableNames.spent].points;
}

/** Frees a proof spent for a submission that was not stored (the visitor may send it again). */
export async function releaseProof(limiters: FormLimiters, key: string): Promise<void> {
  await forget(limiters, [[tableNames.spent, key]]);
}
