// GraphQL search latency on N generated listings (4 locales), the site's `listingSearch` (decision
// 051) beside Strapi's `properties_connection` asked the same search, and the same search as raw SQL
// on the same database (the floor; their ratios are the overhead), and the SQL statements one
// search request issues; then the site's searches answered from Strapi's response cache (src/graphql-cache,
// in Redis when BENCH_REDIS_URL or redis://127.0.0.1:6379 answers, in memory otherwise), misses and hits
// side by side with the uncached figures.
// Usage: node bench/graphql-search.mjs [N=10000]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL,
// BENCH_DATABASE_FILE=path.db to keep the SQLite database and its listings for the next run)
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBulkListings } from './bulk-database.mjs';
import { cmsDir, startStrapi, stopStrapi } from './strapi-process.mjs';

const listings = Number(process.argv[2] ?? process.env.BENCH_LISTINGS ?? 10000);
const require = createRequire(path.join(cmsDir, 'package.json'));
const tmp = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
// A kept SQLite file (BENCH_DATABASE_FILE) has its uploads beside it; a temporary one in `tmp`.
const keptFile = process.env.BENCH_DATABASE_URL ? undefined : process.env.BENCH_DATABASE_FILE;
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL }
  : { filename: keptFile ? path.resolve(keptFile) : path.join(tmp, 'bench.db') };
const publicDir = keptFile ? `${path.resolve(keptFile)}.public` : path.join(tmp, 'public');
const port = 1437;

const pageSize = 24;
const cardFields = `
        documentId reference goal listingStatus price publishPrice priceUnit priceUnitText marquee marqueeName
        priceLoweredAt title city citySlug zip bedrooms livingArea
        propertyType { classificationId name slug webId }`;
const locales = ['nl', 'fr', 'en', 'de'];

/** The i-th search of the run: a visitor's typical filters, varied so no cache answers them all. */
function searchOf(i) {
  const goal = i % 3 === 0 ? 1 : 0;
  const min = goal === 0 ? 100000 + (i % 7) * 50000 : 500 + (i % 5) * 200;
  return {
    locale: locales[i % locales.length],
    goal,
    min,
    max: goal === 0 ? min + 400000 : min + 1500,
    bedrooms: 1 + (i % 3),
    ascending: i % 2 === 0,
    page: 1 + (i % 3),
  };
}

/**
 * The site's search of a list (its result cards: the fields, the first photo, the property type,
 * the total), asked two ways: `listingSearch`, which the site asks (cms/src/listing-search,
 * decision 051), and Strapi's own `properties_connection` with the filters the site sent before.
 */
const searches = {
  site: {
    label: 'listingSearch (the site)',
    query: `
      query Search($locale: I18NLocaleCode!, $search: ListingSearchInput!, $page: Int) {
        listingSearch(locale: $locale, search: $search, page: $page, pageSize: ${pageSize}) {
          nodes { ${cardFields} photos { url alternativeText width height formats } }
          pageInfo { total page pageSize pageCount }
        }
      }`,
    variables: (i) => {
      const search = searchOf(i);
      return {
        locale: search.locale,
        page: search.page,
        search: {
          goal: search.goal,
          minPrice: search.min,
          maxPrice: search.max,
          minBedrooms: search.bedrooms,
          sort: search.ascending ? 'PRICE_ASC' : 'PRICE_DESC',
        },
      };
    },
    read: (data) => data.listingSearch,
  },
  strapi: {
    label: 'properties_connection',
    query: `
      query Search($locale: I18NLocaleCode!, $filters: PropertyFiltersInput, $sort: [String], $page: Int) {
        properties_connection(locale: $locale, filters: $filters, sort: $sort, pagination: { page: $page, pageSize: ${pageSize} }) {
          nodes { ${cardFields} photos(pagination: { limit: 1 }) { url alternativeText width height formats } }
          pageInfo { total page pageSize pageCount }
        }
      }`,
    variables: (i) => {
      const search = searchOf(i);
      return {
        locale: search.locale,
        page: search.page,
        filters: {
          goal: { eq: search.goal },
          listingStatus: { in: ['available', 'under_option'] },
          propertyType: { slug: { notNull: true } },
          price: { gte: search.min, lte: search.max },
          bedrooms: { gte: search.bedrooms },
        },
        sort: [search.ascending ? 'price:asc' : 'price:desc', 'publishedAt:desc'],
      };
    },
    read: (data) => data.properties_connection,
  },
};

/** The columns of `properties` the cards ask for, under their field names. */
const listingColumns =
  'p.id, p.document_id as "documentId", p.reference, p.goal, p.listing_status as "listingStatus", p.price, ' +
  'p.publish_price as "publishPrice", p.price_unit as "priceUnit", p.price_unit_text as "priceUnitText", p.marquee, ' +
  'p.marquee_name as "marqueeName", p.price_lowered_at as "priceLoweredAt", p.title, p.city, p.city_slug as "citySlug", ' +
  'p.zip, p.bedrooms, p.living_area as "livingArea", ' +
  't.classification_id as "classificationId", t.name as "typeName", t.slug as "typeSlug", t.web_id as "webId"';

/**
 * The same search as raw SQL, the floor both are measured against: the page of listings with its
 * property type (same filters, order and page; only listings with a type, as the site lists), its
 * total, and the page's photos through the upload plugin's morph table in their order (the first
 * of each listing is its card's). Three statements, as few as the search can take.
 */
function sqlFor(i) {
  const search = searchOf(i);
  const from = `properties p join properties_property_type_lnk l on l.property_id = p.id join property_types t on t.id = l.property_type_id`;
  const where = `p.locale = ? and p.published_at is not null and p.goal = ? and p.listing_status in ('available', 'under_option') and t.slug is not null and p.price >= ? and p.price <= ? and p.bedrooms >= ?`;
  const params = [search.locale, search.goal, search.min, search.max, search.bedrooms];
  const order = `p.price ${search.ascending ? 'asc' : 'desc'}, p.published_at desc, p.id desc`;
  const inIds = (ids) => ids.map(() => '?').join(', ') || 'null';
  return {
    // The page's ids from the indexes, then their rows (sorting the matches' whole rows is 65 times slower on SQLite).
    rows: `select ${listingColumns} from ${from} where p.id in (select p.id from ${from} where ${where} order by ${order} limit ${pageSize} offset ${(search.page - 1) * pageSize}) order by ${order}`,
    count: `select count(*) as total from ${from} where ${where}`,
    params,
    photos: (ids) =>
      `select m.related_id as "listingId", f.url, f.alternative_text as "alternativeText", f.width, f.height, f.formats
       from files_related_mph m join files f on f.id = m.file_id
       where m.related_type = 'api::property.property' and m.field = 'photos' and m.related_id in (${inIds(ids)})
       order by m.related_id, m."order"`,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;
/** How many times slower than the floor, sequential requests against raw SQL, at a percentile. */
const ratio = (measured, floor, p) => (percentile(measured, p) / percentile(floor, p)).toFixed(1);

/** Asks the i-th search one way (`searches.site` or `searches.strapi`), timed. */
async function timeGraphql(url, search, i) {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: search.query, variables: search.variables(i) }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return {
        elapsed: performance.now() - started,
        total: search.read(body.data).pageInfo.total,
        cache: response.headers.get('x-graphql-cache'),
      };
    } catch (error) {
      // A keep-alive connection the server closed as it was reused: the client's side, not the
      // search's; asked again on a fresh connection (and timed from there).
      if (attempt === 1 && error?.cause?.code === 'UND_ERR_SOCKET') continue;
      throw error;
    }
  }
}

/** 300 searches from 10 clients at once (the `indexOf(i)`-th for the i-th): their times and the wall time in s. */
async function concurrently(url, search, indexOf = (i) => i) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < 300) {
        const i = next++;
        times.push((await timeGraphql(url, search, indexOf(i))).elapsed);
      }
    }),
  );
  return { times, wall: (performance.now() - started) / 1000 };
}

/** Runs the search of `sqlFor` on the database directly; `search` resolves with its result and time. */
async function rawSql() {
  let query;
  let close;
  if (database.url) {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const toPg = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    query = async (sql, params) => (await client.query(toPg(sql), params)).rows;
    close = () => client.end();
  } else {
    const Database = require('better-sqlite3');
    const db = new Database(database.filename, { readonly: true });
    query = async (sql, params) => db.prepare(sql).all(...params);
    close = async () => db.close();
  }
  return {
    async search(i) {
      const sql = sqlFor(i);
      const started = performance.now();
      const rows = await query(sql.rows, sql.params);
      const [{ total }] = await query(sql.count, sql.params);
      const ids = rows.map((row) => row.id);
      const photos = await query(sql.photos(ids), ids);
      const elapsed = performance.now() - started;
      const nodes = rows.map((row) => ({
        ...row,
        photos: photos.filter((photo) => photo.listingId === row.id).slice(0, 1),
        propertyType: { name: row.typeName },
      }));
      return { elapsed, total: Number(total), nodes };
    },
    close,
  };
}

/**
 * Makes sure the floor is the same search: the same total, the same prices on the page (listings
 * of equal price may come in another order), and for every listing on both pages the same
 * photos, in the same order, and the same property type.
 */
async function checkSameSearch(url, sql, search, i) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: search.query, variables: search.variables(i) }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(JSON.stringify(errors));
  const graph = search.read(data);
  const floor = await sql.search(i);
  const prices = (nodes) => nodes.map((node) => Number(node.price)).sort((a, b) => a - b);
  const differences = [];
  if (graph.pageInfo.total !== floor.total) differences.push(`total ${graph.pageInfo.total} ≠ ${floor.total}`);
  if (prices(graph.nodes).join() !== prices(floor.nodes).join()) differences.push('prices on the page differ');
  let compared = 0;
  for (const node of graph.nodes) {
    const other = floor.nodes.find((candidate) => candidate.documentId === node.documentId);
    if (!other) continue;
    compared += 1;
    const photoUrls = (photos) => photos.map((photo) => photo.url).join();
    if (photoUrls(node.photos) !== photoUrls(other.photos)) differences.push(`${node.documentId}: photos differ`);
    if (node.propertyType?.name !== other.propertyType?.name) differences.push(`${node.documentId}: type differs`);
  }
  if (compared === 0 && graph.nodes.length > 0) differences.push('no listing on both pages');
  if (differences.length > 0) {
    throw new Error(`The raw SQL is not the GraphQL search (${search.label}):\n  ${differences.join('\n  ')}`);
  }
}

/**
 * The Redis the cached phase keeps its answers in (BENCH_REDIS_URL, else the machine's), under a
 * prefix of its own that is removed afterwards; undefined when Redis does not answer (memory then).
 */
async function benchRedis() {
  const { Redis } = require('ioredis');
  const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    redis.disconnect();
    return undefined;
  }
  const prefix = `vitrine-bench:graphql-cache:${process.pid}:`;
  return {
    url,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}

const env = await ensureBulkListings({ database, kept: Boolean(keptFile), publicDir, listings, port });

let counting = false;
/** Posts a GraphQL document; throws on errors. */
async function graphqlData(url, query, variables = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * The search form's types in use (cms/src/types-in-use), 20 times each way: one count per type of
 * the tree (what the site sent before, in requests of 40 aliases, the alias budget being 60) and
 * the one grouped query; both must name the same types.
 */
async function typesInUseFigures(url) {
  const variables = { locale: 'nl', goal: 0, statuses: ['available', 'under_option'] };
  const tree = await graphqlData(
    url,
    '{ propertyTypes(locale: "nl", pagination: { pageSize: 100 }) { classificationId } }',
  );
  const ids = [...new Set(tree.propertyTypes.map((type) => type.classificationId))];
  const perTypeOnce = async () => {
    const used = [];
    for (let start = 0; start < ids.length; start += 40) {
      const batch = ids.slice(start, start + 40);
      const aliases = batch.map(
        (id) =>
          `t${id}: properties_connection(locale: $locale, filters: { goal: { eq: $goal }, listingStatus: { in: $statuses }, propertyType: { classificationId: { eq: ${id} } } }, pagination: { pageSize: 1 }) { pageInfo { total } }`,
      );
      const data = await graphqlData(
        url,
        `query Counts($locale: I18NLocaleCode, $goal: Int, $statuses: [String]) { ${aliases.join(' ')} }`,
        variables,
      );
      used.push(...batch.filter((id) => data[`t${id}`].pageInfo.total > 0));
    }
    return used.sort((a, b) => a - b);
  };
  const groupedOnce = async () =>
    (
      await graphqlData(
        url,
        'query InUse($locale: I18NLocaleCode!, $goal: Int!, $statuses: [String!]!) { propertyTypesInUse(locale: $locale, goal: $goal, statuses: $statuses) }',
        variables,
      )
    ).propertyTypesInUse;
  const timed = async (run) => {
    const times = [];
    let answer;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      answer = await run();
      times.push(performance.now() - started);
    }
    return { times, answer };
  };
  const perType = await timed(perTypeOnce);
  const grouped = await timed(groupedOnce);
  return {
    types: ids.length,
    perType: perType.times,
    grouped: grouped.times,
    same: JSON.stringify(perType.answer) === JSON.stringify(grouped.answer) ? 'yes' : 'NO',
  };
}

let statements = 0;
const countStatements = (line) => {
  if (counting && line.includes('knex:query')) statements += 1;
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SQL statements one search issues each way, counted from knex's query log on a Strapi of its
 * own: the log costs time, so the timed Strapi runs without it.
 */
async function statementsPerSearch() {
  const counted = await startStrapi(
    { ...env, SEED_DEMO: 'false', DEBUG: 'knex:query', GRAPHQL_CACHE: 'off' },
    port,
    countStatements,
  );
  try {
    const per = {};
    for (const [name, search] of Object.entries(searches)) {
      await timeGraphql(counted.url, search, 1);
      // The fewest of three: Strapi's background jobs (the outbox, alerts) may query meanwhile.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statements = 0;
        counting = true;
        const probe = await timeGraphql(counted.url, search, 1);
        await pause(300);
        counting = false;
        if (!per[name] || statements < per[name].statements) per[name] = { statements, total: probe.total };
      }
    }
    return per;
  } finally {
    await stopStrapi(counted.child);
  }
}

const perSearch = await statementsPerSearch();
// Uncached first: Strapi's own work on every search (GRAPHQL_CACHE=off).
let { child, url, output } = await startStrapi({ ...env, SEED_DEMO: 'false', GRAPHQL_CACHE: 'off' }, port);
let sql;
let cacheRedis;
try {
  for (const search of Object.values(searches)) {
    for (let i = 0; i < 20; i += 1) await timeGraphql(url, search, i);
  }
  sql = await rawSql();
  for (const search of Object.values(searches)) {
    for (let i = 0; i < 6; i += 1) await checkSameSearch(url, sql, search, i);
  }

  const figures = {};
  for (const [name, search] of Object.entries(searches)) {
    const sequential = [];
    let totals = 0;
    for (let i = 0; i < 200; i += 1) {
      const { elapsed, total } = await timeGraphql(url, search, i);
      sequential.push(elapsed);
      totals += total;
    }
    const { times: concurrent, wall } = await concurrently(url, search);
    figures[name] = { sequential, totals, concurrent, wall };
  }

  // Asked before the raw SQL phase: Strapi closes a keep-alive connection left idle for 5 s.
  const count = await (
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ properties_connection(locale: "nl") { pageInfo { total } } }' }),
    })
  ).json();
  const raw = [];
  for (let i = 0; i < 200; i += 1) raw.push((await sql.search(i)).elapsed);

  const line = (name) => {
    const { sequential, concurrent, wall } = figures[name];
    return [
      `  ${searches[name].label.padEnd(26)}`,
      `sequential p50 ${ms(percentile(sequential, 50))}, p95 ${ms(percentile(sequential, 95))}`,
      `10 concurrent p50 ${ms(percentile(concurrent, 50))}, ${(300 / wall).toFixed(0)} requests/s`,
      `over the floor p50 × ${ratio(sequential, raw, 50)}, p95 × ${ratio(sequential, raw, 95)}`,
      `${perSearch[name].statements} SQL statements`,
    ].join(' · ');
  };
  console.log(`
GraphQL search as the result cards ask it: filters (goal, status, a property type, price range, bedrooms),
sort by price, page of 24 with each listing's first photo and type, and the total
  published listings per locale (nl):  ${count.data.properties_connection.pageInfo.total}
  mean matches per search:             ${Math.round(figures.site.totals / 200)} (statements counted on a search of ${perSearch.site.total} matches, 24 on the page)
  raw SQL, the same search (3 statements): p50 ${ms(percentile(raw, 50))}, p95 ${ms(percentile(raw, 95))}
${line('site')}
${line('strapi')}
`);

  const types = await typesInUseFigures(url);
  console.log(`Search form's property types (nl, for sale), uncached: which types have a listing on offer
  one count per type (${types.types} types, as the site asked before)  p50 ${ms(percentile(types.perType, 50))}   p95 ${ms(percentile(types.perType, 95))}
  one grouped query (propertyTypesInUse)     p50 ${ms(percentile(types.grouped, 50))}   p95 ${ms(percentile(types.grouped, 95))}   (same answer: ${types.same})
`);

  // The same searches with the response cache on: a new Strapi process, on Redis when it answers.
  await stopStrapi(child);
  cacheRedis = await benchRedis();
  ({ child, url, output } = await startStrapi(
    {
      ...env,
      SEED_DEMO: 'false',
      DEBUG: 'knex:query',
      GRAPHQL_CACHE: 'on',
      ...(cacheRedis ? { REDIS_URL: cacheRedis.url, GRAPHQL_CACHE_PREFIX: cacheRedis.prefix } : {}),
    },
    port,
    countStatements,
  ));
  const first = [];
  const again = [];
  const answeredBy = { hit: 0, miss: 0, bypass: 0 };
  for (const [times, label] of [
    [first, 'first'],
    [again, 'again'],
  ]) {
    for (let i = 0; i < 200; i += 1) {
      const { elapsed, cache } = await timeGraphql(url, searches.site, i);
      times.push(elapsed);
      if (label === 'again') answeredBy[cache] = (answeredBy[cache] ?? 0) + 1;
    }
  }
  counting = true;
  statements = 0;
  const cachedProbe = await timeGraphql(url, searches.site, 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  counting = false;
  const { times: cachedConcurrent, wall: cachedWall } = await concurrently(url, searches.site, (i) => i % 200);
  console.log(`With Strapi's GraphQL response cache (src/graphql-cache, ${cacheRedis ? 'Redis' : 'memory'}): the same 200 searches, anonymous
  first asked (misses, sequential)     p50 ${ms(percentile(first, 50))}   p95 ${ms(percentile(first, 95))}
  asked again (sequential)             p50 ${ms(percentile(again, 50))}   p95 ${ms(percentile(again, 95))}   ${answeredBy.hit} hits, ${answeredBy.miss} misses
  again, 10 concurrent (300 requests)  p50 ${ms(percentile(cachedConcurrent, 50))}   p95 ${ms(percentile(cachedConcurrent, 95))}   ${(300 / cachedWall).toFixed(0)} requests/s
  cached over the SQL floor            p50 × ${ratio(again, raw, 50)}   p95 × ${ratio(again, raw, 95)}
  SQL statements for a cached search   ${statements} (answered by ${cachedProbe.cache})
  10 concurrent, side by side          uncached ${(300 / figures.site.wall).toFixed(0)} requests/s · cached ${(300 / cachedWall).toFixed(0)} requests/s
`);
} catch (error) {
  console.error(`Strapi's last output (exit ${child.exitCode}, signal ${child.signalCode}):`);
  console.error(
    output
      .filter((line) => !line.includes('knex:query'))
      .slice(-30)
      .join('\n'),
  );
  throw error;
} finally {
  await sql?.close();
  await stopStrapi(child);
  await cacheRedis?.close();
  rmSync(tmp, { recursive: true, force: true });
}
