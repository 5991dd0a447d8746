// Adds N generated listings in all four languages, published, for benchmarks:
//   npm run seed:bulk -- 10000
// Uses the app's database settings (DATABASE_URL for PostgreSQL, else the SQLite file). Seeds the
// demo content first when the database is empty. Plain JavaScript: the cms has no TypeScript
// runner; the work is done by src/seed/bulk.ts, compiled with the app.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const count = Number.parseInt(process.argv[2] ?? '', 10);
if (!Number.isInteger(count) || count <= 0) {
  console.error('Usage: npm run seed:bulk -- <number of listings>');
  process.exit(2);
}
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(appDir);
process.env.SEED_DEMO = 'true';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

// The CommonJS build of Strapi (its ESM build fails on lodash/fp).
const require = createRequire(import.meta.url);
const { compileStrapi, createStrapi } = require('@strapi/strapi');
const context = await compileStrapi({ appDir });
const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
try {
  const { seedBulkListings } = require(path.join(context.distDir, 'src/seed/bulk.js'));
  const result = await seedBulkListings(strapi, count, { report: (message) => console.log(`[bulk seed] ${message}`) });
  console.log(
    `[bulk seed] done: ${result.listings} listings, ${result.rows} rows in ${result.seconds.toFixed(1)} s ` +
      `(${Math.round(result.rows / result.seconds)} rows/s), rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
} finally {
  await strapi.destroy();
}
process.exit(0);
