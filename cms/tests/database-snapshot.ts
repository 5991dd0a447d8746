import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Tables whose row counts a restart must not change. */
export const snapshotTables = [
  'i18n_locale',
  'up_roles',
  'up_permissions',
  'up_permissions_role_lnk',
  'admin_users',
  'up_users',
  'properties',
  'projects',
  'agents',
  'articles',
  'pages',
  'testimonials',
  'property_types',
  'regions',
  'visit_slots',
  'files',
] as const;

export type Snapshot = Record<string, number>;

/** Row counts read with a plain client, outside Strapi. */
export async function snapshot(database: { kind: 'sqlite' | 'postgres'; location: string }): Promise<Snapshot> {
  const counts: Snapshot = {};
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true });
    for (const table of snapshotTables) counts[table] = db.prepare(`select count(*) as n from ${table}`).get().n;
    db.close();
    return counts;
  }
  const { Client } = require('pg');
  const client = new Client({ connectionString: database.location });
  await client.connect();
  for (const table of snapshotTables)
    counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  await client.end();
  return counts;
}
