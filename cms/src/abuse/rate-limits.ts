import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { consume, limitStore, type LimitName, type LimitStore } from '@vitrine/domain/server';

/**
 * The limits on what visitors create, by what they count, and the entry of the site's one table of
 * limits (`domain/src/server/limits.ts`) each one is: a person sends a form or two, a script
 * sends hundreds.
 */
const tableNames = {
  /** Any lead from one address: a burst… */
  ipBurst: 'leadBurst',
  /** …then a ceiling per hour. */
  ipHourly: 'leadHourly',
  /** The same e-mail address in the same form. */
  address: 'leadEmail',
  /** Send-to-friend: mails one friend's address may receive a day. */
  friend: 'leadFriend',
} as const satisfies Record<string, LimitName>;

export type LimitScope = keyof typeof tableNames;

/**
 * One set of lead limiters, as one Strapi instance holds it: in Redis when `redisUrl` is given
 * (shared by every instance, memory as insurance), in memory otherwise (the domain's wrapper).
 */
export type LeadLimiters = LimitStore;

/** Lead limiters on `redisUrl` (memory without); `connectWaitMs` bounds the first counts' wait. */
export function createLeadLimiters(redisUrl: string | undefined, connectWaitMs?: number): LeadLimiters {
  return limitStore(redisUrl, { connectWaitMs });
}

let shared: LeadLimiters | undefined;

/** The process's limiters, made on first use from REDIS_URL as it is then. */
function sharedLimiters(): LeadLimiters {
  shared ??= createLeadLimiters(process.env.REDIS_URL);
  return shared;
}

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
 * used up (the longest wait). All pairs are counted, so a refused burst keeps counting against
 * itself. A store that cannot count at all lets the lead through, with a warning.
 */
export async function consumeLeadLimits(
  strapi: Core.Strapi,
  keys: readonly (readonly [LimitScope, string])[],
  set: LeadLimiters = sharedLimiters(),
): Promise<void> {
  const refusal = await consume(
    set,
    keys.map(([scope, key]) => [tableNames[scope], key.toLowerCase()] as const),
  ).catch((error: unknown) => {
    strapi.log.warn(`[rate limits] leads could not be counted: ${String(error)}`);
    return null;
  });
  if (!refusal) return;
  const scope = (Object.keys(tableNames) as LimitScope[]).find((name) => tableNames[name] === refusal.name)!;
  throw new LeadRateLimited(scope, refusal.retryAfter);
}
