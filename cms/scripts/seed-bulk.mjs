// Adds N generated listings in all four languages, published, for benchmarks:
//   npm run seed:bulk -- 10000
// Uses the app's database settings (DATABASE_URL for PostgreSQL, else the SQLite file). Seeds the
// demo content first when the database is empty. The work is done by src/seed/bulk.ts.
import { withStrapi } from './with-strapi.mjs';

const count = Number.parseInt(process.argv[2] ?? '', 10);
if (!Number.isInteger(count) || count <= 0) {
  console.error('Usage: npm run seed:bulk -- <number of listings>');
  process.exit(2);
}
await withStrapi({ SEED_DEMO: 'true' }, async (strapi, load) => {
  const { seedBulkListings } = load('src/seed/bulk.js');
  const result = await seedBulkListings(strapi, count, { report: (message) => console.log(`[bulk seed] ${message}`) });
  console.log(
    `[bulk seed] done: ${result.listings} listings, ${result.rows} rows in ${result.seconds.toFixed(1)} s ` +
      `(${Math.round(result.rows / result.seconds)} rows/s), rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
});
