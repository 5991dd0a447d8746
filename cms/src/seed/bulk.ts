import type { Core } from '@strapi/strapi';
import { ListingWriter } from '../strapi-patches/listing-writer';
import { generateListings } from './listings';
import { createRandom } from './random';

/**
 * Adds `count` generated listings (60% for sale, 40% for rent), published in all four languages,
 * for benchmarks: batched inserts below the Document Service (see strapi-patches/listing-writer.ts), one
 * transaction per `batchSize` listings (8 rows each), so memory stays flat whatever the count.
 * Needs the demo content (property types, agents, photos) to be there already.
 */
export async function seedBulkListings(
  strapi: Core.Strapi,
  count: number,
  options: { batchSize?: number; report?: (message: string) => void } = {},
): Promise<{ listings: number; rows: number; seconds: number }> {
  const report = options.report ?? ((message: string) => strapi.log.info(`[bulk seed] ${message}`));
  const batchSize = options.batchSize ?? 60;
  const types = (await strapi.db.query('api::property-type.property-type').findMany({
    where: { locale: 'nl' },
    select: ['documentId', 'classificationId'],
  })) as { documentId: string; classificationId: number }[];
  const agents = (await strapi.db.query('api::agent.agent').findMany({
    where: { locale: 'nl' },
    select: ['documentId'],
    orderBy: { order: 'asc' },
  })) as { documentId: string }[];
  if (types.length === 0 || agents.length === 0)
    throw new Error('Seed the demo content first (SEED_DEMO=true): bulk listings need property types and agents');
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { name: { $startsWith: 'vitrine-' } },
    select: ['id', 'name'],
  })) as { id: number; name: string }[];
  const fileByKey = new Map(files.map((file) => [file.name.replace(/^vitrine-|\.jpg$/g, ''), file.id]));
  const typeByClassification = new Map(types.map((type) => [type.classificationId, type.documentId]));

  // Bulk references continue after the ones already there: VB100001… (sale), VR100001… (rent).
  const existing = await strapi.db
    .query('api::property.property')
    .count({ where: { reference: { $startsWith: 'VB' }, locale: 'nl', publishedAt: { $notNull: true } } });
  const existingRent = await strapi.db
    .query('api::property.property')
    .count({ where: { reference: { $startsWith: 'VR' }, locale: 'nl', publishedAt: { $notNull: true } } });
  const sale = Math.round(count * 0.6);
  const random = createRandom(7_000_000 + existing + existingRent);
  const listings = generateListings(random, {
    sale,
    rent: count - sale,
    firstSaleNumber: 100_001 + existing,
    firstRentNumber: 100_001 + existingRent,
    referencePrefix: { sale: 'VB', rent: 'VR' },
    today: new Date(),
  });

  const writer = await ListingWriter.create(strapi);
  const started = Date.now();
  let batch: Parameters<ListingWriter['write']>[0] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await writer.write(batch);
    batch = [];
    const seconds = (Date.now() - started) / 1000;
    if (writer.stats.listings % (batchSize * 20) < batchSize || writer.stats.listings === count) {
      report(
        `${writer.stats.listings}/${count} listings, ${writer.stats.rows} rows, ${Math.round(writer.stats.rows / seconds)} rows/s, rss ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB`,
      );
    }
  };
  for (const listing of listings) {
    batch.push({
      listing,
      relations: {
        propertyType: typeByClassification.get(listing.type.classificationId),
        agent: agents[listing.agent % agents.length]!.documentId,
        photos: listing.photos.map((key) => fileByKey.get(key)).filter((id): id is number => id !== undefined),
        documents: [],
      },
    });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await writer.finish();
  // The planner's statistics still describe the tables before the load: on PostgreSQL at 100,000
  // listings its estimates were off by five orders of magnitude and every search count took 15-23 s
  // (100-350 ms once analysed). Autovacuum gets there eventually; a benchmark should not wait for it.
  report('updating the query planner statistics (ANALYZE)');
  await strapi.db.connection.raw('ANALYZE');
  const seconds = (Date.now() - started) / 1000;
  return { listings: writer.stats.listings, rows: writer.stats.rows, seconds };
}
