// A database with the demo content and N generated listings in four languages, for the benches
// that need a large catalogue (graphql-search.mjs, sitemap.mjs). A kept SQLite file is topped up
// to N (only the missing listings are added), so a rerun skips the load.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir, ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const require = createRequire(path.join(cmsDir, 'package.json'));

/** Runs a command in cms/ and prints how long it took; throws when it fails. */
export function runInCms(label, command, args, env) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Generated (bulk) listings already in a kept SQLite file: VB… for sale, VR… for rent, counted once (nl). */
export function bulkListingsIn(filename) {
  if (!existsSync(filename)) return 0;
  const Database = require('better-sqlite3');
  const db = new Database(filename, { readonly: true });
  try {
    return db
      .prepare(
        `select count(*) as n from properties where locale = 'nl' and published_at is not null
         and (reference like 'VB%' or reference like 'VR%')`,
      )
      .get().n;
  } catch {
    return 0; // not a Strapi database yet
  } finally {
    db.close();
  }
}

/**
 * Seeds the demo content into `database` ({ filename } or { url }) on Strapi's first start, then
 * adds generated listings up to `listings` (`kept`: the SQLite file may hold some already). Returns
 * Strapi's environment for that database, the uploads in `publicDir`.
 */
export async function ensureBulkListings({ database, kept, publicDir, listings, port }) {
  ensureCmsBuilt();
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const env = strapiEnv(database, { SEED_DEMO: 'true', PUBLIC_DIR: publicDir });
  console.log(`Database: ${database.url ? 'PostgreSQL' : `SQLite ${database.filename}`}`);
  // A kept file is topped up to N listings; the first start also applies schema changes (indexes).
  const present = kept ? bulkListingsIn(database.filename) : 0;
  {
    const started = Date.now();
    const { child } = await startStrapi(env, port);
    console.log(`Demo seed and first start: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await stopStrapi(child);
  }
  if (present < listings) {
    const adding = listings - present;
    runInCms(`Bulk load of ${adding} listings × 4 locales`, 'npm', ['run', 'seed:bulk', '--', String(adding)], env);
  } else {
    console.log(`Kept database: ${present} generated listings already there`);
  }
  return env;
}
