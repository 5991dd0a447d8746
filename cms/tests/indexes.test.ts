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

test('the price search index puts the equality filters first and publication last', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true });
    const columns = db
      .prepare("select name from pragma_index_info('properties_search_price_idx')")
      .all()
      .map((row: { name: string }) => row.name);
    db.close();
    expect(columns).toEqual(['locale', 'goal', 'listing_status', 'price', 'published_at']);
  } else {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.location });
    await client.connect();
    const result = await client.query(
      "select indexdef from pg_indexes where indexname = 'properties_search_price_idx'",
    );
    await client.end();
    expect(result.rows[0].indexdef).toMatch(/\(locale, goal, listing_status, price, published_at\)/);
  }
});

// "published_at is not null" is a range: an index that put it second could seek on the locale only.
const search = `select id from properties where locale = 'nl' and published_at is not null and goal = 0
  and listing_status in ('available', 'under_option') and price between 100000 and 500000 order by price limit 24`;

test('a filtered, price-sorted search seeks on every filter in the price index', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true });
    const plan = db
      .prepare(`explain query plan ${search}`)
      .all()
      .map((row: { detail: string }) => row.detail)
      .join(' | ');
    db.close();
    expect(plan).toMatch(
      /USING (COVERING )?INDEX properties_search_price_idx \(locale=\? AND goal=\? AND listing_status=\? AND price>\? AND price<\?\)/,
    );
  } else {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.location });
    await client.connect();
    // Fresh statistics, as autovacuum keeps them; and the demo table is small enough for a
    // sequential scan, so that is forbidden to see what the indexes offer.
    await client.query('analyze properties');
    await client.query('set enable_seqscan = off');
    const plan = (await client.query(`explain ${search}`)).rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join('\n');
    await client.end();
    expect(plan, plan).toMatch(/properties_search_price_idx/);
    expect(plan).toMatch(/Index Cond: .*locale.*goal.*listing_status.*price/s);
  }
});
