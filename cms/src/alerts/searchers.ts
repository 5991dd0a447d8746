import type { Core } from '@strapi/strapi';
import {
  matchesDemand,
  matchesDescribedHome,
  searchPrefilter,
  searcherCount,
  type DemandCriteria,
  type DescribedHome,
  type MatchableListing,
  type SearcherCount,
} from '@vitrine/domain';
import { consume, limitStore, type LimitStore } from '@vitrine/domain/server';
import { clientIp, type RequestLike } from '../abuse/client-ip';
import { placeChain, typeChain } from './classification-chains';
import { registerUid } from './confirmation';
import { criteriaAttributes, criteriaOf, type StoredCriteria } from './criteria';

/**
 * "N searchers want a home like yours" (issue 22, item 2, decision 043): how many confirmed,
 * subscribed standing searches want a home a seller describes, or a published listing. The
 * database narrows the rows by every scalar bound (confirmed, not unsubscribed, goal, prices,
 * budget, bedrooms); the type and region lists are JSON no portable query reads, so the rows
 * left are read a page at a time (their criteria only, never who) and decided by the demand
 * register's own matcher. Only the number leaves this module, as the site may say it.
 */

/** Rows read per query: memory stays bounded whatever the register holds. */
const pageSize = 1000;

type CriteriaRow = StoredCriteria & { id: number };

/** "Null or at most / at least": a search without the bound does not narrow. */
const orNull = (field: string, operator: '$lte' | '$gte', bound: number | null) =>
  bound === null ? [] : [{ $or: [{ [field]: null }, { [field]: { [operator]: bound } }] }];

/** The confirmed, subscribed searches passing the home's scalar bounds whose criteria `wants` accepts, counted. */
async function countMatching(
  strapi: Core.Strapi,
  home: DescribedHome,
  wants: (criteria: DemandCriteria) => boolean,
): Promise<number> {
  const bounds = searchPrefilter(home);
  const narrowing = [
    ...orNull('minPrice', '$lte', bounds.minPriceAtMost),
    ...orNull('maxPrice', '$gte', bounds.maxPriceAtLeast),
    ...orNull('budget', '$gte', bounds.maxPriceAtLeast),
    ...orNull('minBedrooms', '$lte', bounds.minBedroomsAtMost),
    ...orNull('maxBedrooms', '$gte', bounds.maxBedroomsAtLeast),
  ];
  let count = 0;
  let after = 0;
  for (;;) {
    const rows = (await strapi.db.query(registerUid).findMany({
      where: {
        confirmedAt: { $notNull: true },
        unsubscribedAt: null,
        goal: home.goal === 0 ? 0 : { $ne: 0 },
        id: { $gt: after },
        // An empty `$and` is left out rather than trusted to mean "no condition".
        ...(narrowing.length > 0 ? { $and: narrowing } : {}),
      },
      select: ['id', ...criteriaAttributes],
      orderBy: { id: 'asc' },
      limit: pageSize,
    })) as CriteriaRow[];
    for (const row of rows) {
      if (wants(criteriaOf(row))) count += 1;
    }
    if (rows.length < pageSize) return count;
    after = rows[rows.length - 1]!.id;
  }
}

/** A home as the valuation page describes it, before its type and postal code are placed in the trees. */
export interface HomeQuestion {
  goal: number;
  type: number;
  zip: string;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
}

/** How many confirmed, subscribed searches want the described home (the exact number: the cms's own). */
export async function countSearchersForHome(strapi: Core.Strapi, question: HomeQuestion): Promise<number> {
  const home: DescribedHome = {
    goal: question.goal,
    typeIds: await typeChain(strapi, question.type),
    placeIds: await placeChain(strapi, { zip: question.zip }),
    minPrice: question.minPrice,
    maxPrice: question.maxPrice,
    bedrooms: question.bedrooms,
  };
  if (home.placeIds.length === 0) return 0;
  return countMatching(strapi, home, (criteria) => matchesDescribedHome(criteria, home));
}

/** How many confirmed, subscribed searches a published listing answers: the alerts' own match. */
export async function countSearchersForListing(strapi: Core.Strapi, listing: MatchableListing): Promise<number> {
  const home: DescribedHome = {
    goal: listing.goal,
    typeIds: listing.typeIds,
    placeIds: listing.placeIds,
    minPrice: listing.price,
    maxPrice: listing.price,
    bedrooms: listing.bedrooms,
  };
  return countMatching(strapi, home, (criteria) => matchesDemand(criteria, listing));
}

/** Largest price and bedrooms a question may hold (the valuation form's bounds). */
const maxAmount = 99_999_999;
const maxBedrooms = 50;

const whole = (value: unknown, max: number): number | null | undefined => {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
};

/**
 * The question of `GET /api/searchers`: `type` (a property-type classification id) and `zip`
 * (a Belgian postal code) required, `goal` 0 (sale, the default) or 1, `minPrice`, `maxPrice`
 * (whole euros, min ≤ max) and `bedrooms` optional; null for anything else.
 *
 * @example
 * readHomeQuestion({ type: '1', zip: '9000', minPrice: '300000', maxPrice: '400000' });
 * // { goal: 0, type: 1, zip: '9000', minPrice: 300000, maxPrice: 400000, bedrooms: null }
 */
export function readHomeQuestion(query: Record<string, unknown>): HomeQuestion | null {
  const goal = whole(query.goal, 1);
  const type = whole(query.type, 2_147_483_647);
  const minPrice = whole(query.minPrice, maxAmount);
  const maxPrice = whole(query.maxPrice, maxAmount);
  const bedrooms = whole(query.bedrooms, maxBedrooms);
  const zip = typeof query.zip === 'string' ? query.zip.trim() : '';
  if (goal === undefined || !type || minPrice === undefined || maxPrice === undefined || bedrooms === undefined)
    return null;
  if (!/^\d{4}$/.test(zip)) return null;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return null;
  return { goal: goal ?? 0, type, zip, minPrice, maxPrice, bedrooms };
}

/** How long an answer is kept: a new confirmation shows within a minute. */
const cacheMs = 60_000;
/** Answers kept at most, the oldest dropped first. */
const cacheEntries = 1000;
const answers = new Map<string, { at: number; count: SearcherCount }>();

/** The answer the site may show for a question, kept a minute per question. */
export async function searchersWanting(
  strapi: Core.Strapi,
  question: HomeQuestion,
  now = Date.now(),
): Promise<SearcherCount> {
  const key = JSON.stringify(question);
  const kept = answers.get(key);
  if (kept && now - kept.at < cacheMs) return kept.count;
  const count = searcherCount(await countSearchersForHome(strapi, question));
  answers.delete(key);
  answers.set(key, { at: now, count });
  if (answers.size > cacheEntries) answers.delete(answers.keys().next().value!);
  return count;
}

/** Forgets every kept answer (tests that change the register in between). */
export function forgetSearcherAnswers(): void {
  answers.clear();
}

let limiters: LimitStore | undefined;

/** Counts one question against the visitor's address; the seconds to wait when over the limit, else 0. */
export async function searcherQuestionWait(strapi: Core.Strapi, request: RequestLike): Promise<number> {
  limiters ??= limitStore(process.env.REDIS_URL);
  const refusal = await consume(limiters, [['searcherCount', clientIp(request)]]).catch((error: unknown) => {
    strapi.log.warn(`[searchers] questions could not be counted: ${String(error)}`);
    return null;
  });
  return refusal?.retryAfter ?? 0;
}

/** Closes the limiter's Redis connection (Strapi's destroy). */
export async function closeSearcherLimits(): Promise<void> {
  const set = limiters;
  limiters = undefined;
  await set?.close();
}
