import { createRequire } from 'node:module';
import { inject, test, expect } from 'vitest';

/** Indexes declared in the content types, on what the site filters and sorts by. */
const expected = {
  properties: [
    'properties_search_price_idx',
    'properties_search_bedrooms_idx',
    'properties_search_area_idx',
    'properties_zip_idx',
    'properties_region_goal_idx',
    'properties_featured_idx',
    'properties_locale_slug_idx',
    'properties_reference_idx',
    'properties_documents_idx',
  ],
  projects: ['projects_status_idx', 'projects_locale_slug_idx'],
  visit_slots: ['visit_slots_starts_at_idx'],
  owner_stats: ['owner_stats_date_idx'],
  property_types: ['property_types_classification_idx'],
  regions: ['regions_classification_idx', 'regions_parent_idx'],
};

const require = createRequire(import.meta.url);

async function indexesOf(table: string): Promise<string[]> {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare("select name from sqlite_master where type = 'index' and tbl_name = ?")
        .all(table)
        .map((row: { name: string }) => row.name);
    } finally {
      db.close();
    }
  }
  const { Client } = require('pg');
  const client = new Client({ connectionString: database.location });
  await client.connect();
  try {
    const result = await client.query('select indexname from pg_indexes where tablename = $1', [table]);
    return result.rows.map((row: { indexname: string }) => row.indexname);
  } finally {
    await client.end();
  }
}

test.each(Object.entries(expected))('table %s has its search indexes', async (table, names) => {
  const present = await indexesOf(table);
  expect(present).toEqual(expect.arrayContaining(names));
});

test('the price search index leads with locale and publication, then the filters', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true });
    const columns = db
      .prepare("select name from pragma_index_info('properties_search_price_idx')")
      .all()
      .map((row: { name: string }) => row.name);
    db.close();
    expect(columns).toEqual(['locale', 'published_at', 'goal', 'listing_status', 'price']);
  } else {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.location });
    await client.connect();
    const result = await client.query(
      "select indexdef from pg_indexes where indexname = 'properties_search_price_idx'",
    );
    await client.end();
    expect(result.rows[0].indexdef).toMatch(/\(locale, published_at, goal, listing_status, price\)/);
  }
});
