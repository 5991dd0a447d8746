import type { Core } from '@strapi/strapi';
import { job } from '../jobs/job';
import { registerUid } from './confirmation';
import { matchableListing } from './matchable-listing';
import { countSearchersForListing, forgetSearcherAnswers } from './searchers';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

/** Where the daily counts are kept: a number per listing, no person (decision 043). */
export const listingSearcherUid = 'api::listing-searcher.listing-searcher';

/** Published listings read per query while counting. */
const pageSize = 200;

/**
 * Counts, for every published listing, the confirmed and subscribed standing searches it answers
 * (the alerts' own match) and keeps the number per listing for the owner portal; a listing no
 * longer published loses its count. Returns how many listings were counted.
 */
export async function countListingSearchers(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const counted = new Set<string>();
  let after = 0;
  for (;;) {
    const rows = (await strapi.db.query('api::property.property').findMany({
      where: { publishedAt: { $notNull: true }, id: { $gt: after } },
      select: ['id', 'documentId'],
      orderBy: { id: 'asc' },
      limit: pageSize,
    })) as { id: number; documentId: string }[];
    for (const row of rows) {
      if (counted.has(row.documentId)) continue;
      counted.add(row.documentId);
      const listing = await matchableListing(strapi, row.documentId);
      if (!listing) continue;
      const searchers = await countSearchersForListing(strapi, listing);
      const kept = (await strapi.db.query(listingSearcherUid).findOne({
        where: { propertyDocumentId: row.documentId },
        select: ['id'],
      })) as { id: number } | null;
      if (kept)
        await strapi.db
          .query(listingSearcherUid)
          .update({ where: { id: kept.id }, data: { searchers, countedAt: now } });
      else
        await strapi.db.query(listingSearcherUid).create({
          data: { propertyDocumentId: row.documentId, searchers, countedAt: now },
        });
    }
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1]!.id;
  }
  await strapi.db.query(listingSearcherUid).deleteMany({ where: { countedAt: { $lt: now } } });
  return counted.size;
}

/** The kept counts of some listings, by documentId (the owner portal's). */
export async function listingSearchers(
  strapi: Core.Strapi,
  documentIds: readonly string[],
): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = (await strapi.db.query(listingSearcherUid).findMany({
    where: { propertyDocumentId: { $in: [...documentIds] } },
    select: ['propertyDocumentId', 'searchers'],
  })) as { propertyDocumentId: string; searchers: number }[];
  return new Map(rows.map((row) => [row.propertyDocumentId, row.searchers]));
}

const countJob = job({
  name: 'listing-searchers',
  log: '[searchers] count',
  work: countListingSearchers,
  notRun: () => 0,
  // Daily at 04:15, or LISTING_SEARCHERS_CRON.
  rule: () => process.env.LISTING_SEARCHERS_CRON || '0 15 4 * * *',
});

/** One run of the count; runs never overlap within an instance (the counts are the same whoever writes them). */
export const runListingSearchers = countJob.run;
/** Lets the run in progress finish and starts no other (Strapi's destroy). */
export const stopListingSearchers = countJob.stop;
/** Schedules the count in Strapi's cron. */
export const scheduleListingSearchers = countJob.schedule;

/**
 * The counts kept out of GraphQL's generated queries, and the visitors' answers of this instance
 * forgotten whenever the register changes (a confirmation, an unsubscribe, an erased address), so
 * a kept answer is never older than the register by more than its minute elsewhere.
 */
export function registerSearchers(strapi: Core.Strapi): void {
  graphqlExtension(strapi).shadowCRUD(listingSearcherUid).disable();
  strapi.db.lifecycles.subscribe({
    models: [registerUid],
    afterCreate: forgetSearcherAnswers,
    afterUpdate: forgetSearcherAnswers,
    afterUpdateMany: forgetSearcherAnswers,
    afterDelete: forgetSearcherAnswers,
    afterDeleteMany: forgetSearcherAnswers,
  });
}
