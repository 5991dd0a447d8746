import { createRequire } from 'node:module';
import { inject, test, expect } from 'vitest';

/** Indexes declared in the content types, on what the site filters and sorts by. */
const expected = {
  properties: [
    'properties_search_price_idx',
    'properties_search_newest_idx',
    'properties_search_bedrooms_idx',
    'properties_search_area_idx',
    'properties_zip_idx',
    'properties_region_goal_idx',
    'properties_featured_idx',
    'properties_locale_slug_idx',
    'properties_reference_idx',
    'properties_updated_idx',
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

test.each([
  ['properties_search_price_idx', ['locale', 'goal', 'price', 'listing_status', 'bedrooms', 'published_at']],
  ['properties_search_newest_idx', ['locale', 'goal', 'published_at', 'listing_status']],
  ['properties_zip_idx', ['locale', 'zip', 'goal', 'published_at']],
])('%s has the columns %j, in that order', async (index, columns) => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const db = new Database(database.location, { readonly: true });
    const present = db
      .prepare('select name from pragma_index_info(?) order by seqno')
      .all(index)
      .map((row: { name: string }) => row.name);
    db.close();
    expect(present).toEqual(columns);
  } else {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.location });
    await client.connect();
    const result = await client.query('select indexdef from pg_indexes where indexname = $1', [index]);
    await client.end();
    expect(result.rows[0].indexdef).toContain(`(${columns.join(', ')})`);
  }
});

/** SQLite's plan of a statement, its steps joined by " | ". */
function sqlitePlan(location: string, sql: string, parameters: unknown[] = []): string {
  const Database = require('better-sqlite3');
  const db = new Database(location, { readonly: true });
  try {
    return db
      .prepare(`explain query plan ${sql}`)
      .all(...parameters)
      .map((row: { detail: string }) => row.detail)
      .join(' | ');
  } finally {
    db.close();
  }
}

/** PostgreSQL's plan of a statement, on fresh statistics and with sequential scans forbidden. */
async function postgresPlan(location: string, sql: string): Promise<string> {
  const { Client } = require('pg');
  const client = new Client({ connectionString: location });
  await client.connect();
  try {
    // Fresh statistics, as autovacuum keeps them; and the demo table is small enough for a
    // sequential scan, so that is forbidden to see what the indexes offer.
    await client.query('analyze properties');
    await client.query('set enable_seqscan = off');
    return (await client.query(`explain ${sql}`)).rows
      .map((row: Record<string, string>) => row['QUERY PLAN'])
      .join('\n');
  } finally {
    await client.end();
  }
}

// The statements Strapi issues for a list search (as bench/graphql-search captures them): the
// publication filter (twice: the status and the site's published-only rule), the visitor's
// filters, the sort with Strapi's id tiebreak, and the count of the same filters.
const filtered = `t0.published_at is not null and t0.locale = 'nl' and t0.goal = 0
  and t0.listing_status in ('available', 'under_option') and t0.price >= 100000 and t0.price <= 500000
  and t0.bedrooms >= 2 and t0.published_at is not null`;
const byPrice = `select t0.* from properties as t0 where (${filtered}) order by t0.price asc, t0.id asc limit 24 offset 24`;
const countByPrice = `select count(t0.id) as count from properties as t0 where (${filtered}) limit 1`;
const newest = `select t0.* from properties as t0 where (t0.published_at is not null and t0.locale = 'nl' and t0.goal = 0
  and t0.listing_status in ('available', 'under_option') and t0.published_at is not null)
  order by t0.published_at desc, t0.id asc limit 24`;

// Without statistics (SQLite has none unless ANALYZE runs) the planner picked the bedrooms index
// for this search, then read and sorted every match: 25 ms a page on 10,000 listings, not 2.
test('a filtered, price-sorted page seeks the price range in the price index and reads it in order', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const plan = sqlitePlan(database.location, byPrice);
    expect(plan).toMatch(/USING INDEX properties_search_price_idx \(locale=\? AND goal=\? AND price>\? AND price<\?\)/);
    // Sorting all matches would read every matching row; only equal prices are ordered by id.
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  } else {
    const plan = await postgresPlan(database.location, byPrice);
    expect(plan, plan).toMatch(/properties_search_price_idx/);
    expect(plan).toMatch(/Index Cond: .*locale.*goal.*price/s);
  }
});

test('its total is counted from the price index alone', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    expect(sqlitePlan(database.location, countByPrice)).toMatch(
      /USING COVERING INDEX properties_search_price_idx \(locale=\? AND goal=\? AND price>\? AND price<\?\)/,
    );
  } else {
    // An index-only scan needs the visibility map of a vacuumed table; the plan's index is the point.
    const plan = await postgresPlan(database.location, countByPrice);
    expect(plan, plan).toMatch(/properties_search_price_idx/);
    expect(plan).toMatch(/Index Cond: .*locale.*goal.*price.*bedrooms/s);
  }
});

test('the newest listings of a list are read in publication order from their index', async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const plan = sqlitePlan(database.location, newest);
    expect(plan).toMatch(/USING INDEX properties_search_newest_idx \(locale=\? AND goal=\? AND published_at>\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  } else {
    const plan = await postgresPlan(database.location, newest);
    expect(plan, plan).toMatch(/properties_search_newest_idx/);
  }
});

// The sitemap index's newest change of any listing (web/src/features/seo/sitemap.server.ts, every
// language at once): without an index on updated_at, SQLite read and sorted every published row,
// 8.9 s at the sitemap bench's 100,000 listings (the web gives up after 4 s: a 503).
// Its values bound as Strapi binds them (SQLite): with the statuses written out, SQLite's statistics
// on the status column lead it elsewhere.
const listedStatuses = ['available', 'under_option'];
const newestChange = (statuses: string, limit: string) => `select t0.* from properties as t0
  where (t0.published_at is not null and t0.listing_status in (${statuses}) and t0.published_at is not null)
  order by t0.updated_at desc, t0.id asc limit ${limit}`;

test("the sitemap's newest listing change is read in order from the updated_at index", async () => {
  const database = inject('database');
  if (database.kind === 'sqlite') {
    const bound = newestChange(listedStatuses.map(() => '?').join(', '), '?');
    const plan = sqlitePlan(database.location, bound, [...listedStatuses, 1]);
    expect(plan).toMatch(/SCAN t0 USING INDEX properties_updated_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  } else {
    const written = newestChange(listedStatuses.map((status) => `'${status}'`).join(', '), '1');
    const plan = await postgresPlan(database.location, written);
    expect(plan, plan).toMatch(/properties_updated_idx/);
  }
});
