import type { Core } from '@strapi/strapi';
import { listingTag, listTag, priceLoweredEndingBetween, type CacheTag } from '@vitrine/domain';
import { sendPurge } from '../cache-purge';
import { job } from '../jobs/job';

const propertyUid = 'api::property.property';

/** How often the job looks (minutes) and how far back: more than its interval, so a late tick misses nothing. */
const intervalMinutes = 10;
const lookBackMs = 15 * 60_000;
/** At most this many listings a run: a burst of drops a month ago is purged over a few runs' overlap, or by the pages' own lifetime. */
const batch = 500;

/**
 * The pages that show a "price lowered" mark whose 30 days have just ended: each such listing's
 * page and its list, the home page and the map. A page that shows the mark otherwise keeps it for
 * its cached lifetime (5 minutes fresh, then one stale answer); this purge ends it on time on every
 * cache layer that takes purges (the web's page cache, Varnish). Decision 045.
 */
export async function purgeEndedPriceMarks(
  strapi: Core.Strapi,
  now: Date = new Date(),
  send: (strapi: Core.Strapi, tags: readonly CacheTag[]) => Promise<void> = sendPurge,
): Promise<number> {
  const { from, to } = priceLoweredEndingBetween(now, lookBackMs);
  const rows = (await strapi.db.query(propertyUid).findMany({
    where: { publishedAt: { $notNull: true }, priceLoweredAt: { $gt: new Date(from), $lte: new Date(to) } },
    select: ['reference', 'goal'],
    limit: batch,
  })) as { reference: string | null; goal: number | null }[];
  const tags = new Set<CacheTag>();
  for (const row of rows) {
    if (row.reference) tags.add(listingTag(row.reference));
    if (typeof row.goal === 'number') tags.add(listTag(row.goal === 0 ? 'sale' : 'rent'));
  }
  if (tags.size === 0) return 0;
  await send(strapi, [...tags, 'home', 'map']);
  return rows.length;
}

const expiryJob = job({
  name: 'price-lowered-expiry',
  log: '[price lowered] purge',
  work: (strapi) => purgeEndedPriceMarks(strapi),
  notRun: () => 0,
  rule: () => `0 */${intervalMinutes} * * * *`,
});

/** Schedules the purge of ended "price lowered" marks in Strapi's cron; a tick while a run goes on is skipped. */
export const schedulePriceLoweredExpiry = expiryJob.schedule;
/** Lets the run in progress finish and starts no other (Strapi's destroy). */
export const stopPriceLoweredExpiry = expiryJob.stop;
