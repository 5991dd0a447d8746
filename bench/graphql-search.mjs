// GraphQL search latency on N generated listings (4 locales), beside the same search as raw SQL
// on the same database, and the SQL statements one search request issues.
// Usage: node bench/graphql-search.mjs [N=10000]   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir, ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const listings = Number(process.argv[2] ?? process.env.BENCH_LISTINGS ?? 10000);
const require = createRequire(path.join(cmsDir, 'package.json'));
const tmp = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL }
  : { filename: path.join(tmp, 'bench.db') };
const port = 1437;

const searchQuery = `
  query Search($locale: I18NLocaleCode!, $filters: PropertyFiltersInput, $sort: [String], $page: Int) {
    properties_connection(locale: $locale, filters: $filters, sort: $sort, pagination: { page: $page, pageSize: 24 }) {
      nodes {
        documentId reference title slug citySlug city zip price priceUnit publishPrice goal listingStatus marquee
        bedrooms livingArea energyLabel
        photos { url alternativeText width height formats }
        propertyType { name slug webId }
      }
      pageInfo { total page pageSize pageCount }
    }
  }`;

const locales = ['nl', 'fr', 'en', 'de'];
/** The i-th search of the run: a visitor's typical filters, varied so no cache answers them all. */
function searchVariables(i) {
  const goal = i % 3 === 0 ? 1 : 0;
  const min = goal === 0 ? 100000 + (i % 7) * 50000 : 500 + (i % 5) * 200;
  const max = goal === 0 ? min + 400000 : min + 1500;
  return {
    locale: locales[i % locales.length],
    filters: {
      goal: { eq: goal },
      listingStatus: { in: ['available', 'under_option'] },
      price: { gte: min, lte: max },
      bedrooms: { gte: 1 + (i % 3) },
    },
    sort: i % 2 === 0 ? ['price:asc'] : ['price:desc'],
    page: 1 + (i % 3),
  };
}

function sqlFor(variables) {
  const { locale, filters, sort, page } = variables;
  const where = `locale = ? and published_at is not null and goal = ? and listing_status in ('available', 'under_option') and price between ? and ? and bedrooms >= ?`;
  const params = [locale, filters.goal.eq, filters.price.gte, filters.price.lte, filters.bedrooms.gte];
  const order = sort[0] === 'price:asc' ? 'price asc' : 'price desc';
  return {
    rows: `select id, document_id, reference, title, slug, city_slug, city, zip, price, price_unit, publish_price, goal, listing_status, marquee, bedrooms, living_area, energy_label from properties where ${where} order by ${order} limit 24 offset ${(page - 1) * 24}`,
    count: `select count(*) as total from properties where ${where}`,
    params,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function timeGraphql(url, variables) {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: searchQuery, variables }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { elapsed: performance.now() - started, total: body.data.properties_connection.pageInfo.total };
    } catch (error) {
      // A keep-alive connection the server closed as it was reused: the client's side, not the
      // search's; asked again on a fresh connection (and timed from there).
      if (attempt === 1 && error?.cause?.code === 'UND_ERR_SOCKET') continue;
      throw error;
    }
  }
}

async function rawSql() {
  if (database.url) {
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const toPg = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    return {
      async run(variables) {
        const { rows, count, params } = sqlFor(variables);
        const started = performance.now();
        await client.query(toPg(rows), params);
        await client.query(toPg(count), params);
        return performance.now() - started;
      },
      close: () => client.end(),
    };
  }
  const Database = require('better-sqlite3');
  const db = new Database(database.filename, { readonly: true });
  return {
    async run(variables) {
      const { rows, count, params } = sqlFor(variables);
      const started = performance.now();
      db.prepare(rows).all(...params);
      db.prepare(count).get(...params);
      return performance.now() - started;
    },
    close: () => db.close(),
  };
}

function run(label, command, args, env) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: cmsDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${label} failed`);
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

ensureCmsBuilt();
// Uploads (the demo photos) go to the temporary folder too.
mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
const env = strapiEnv(database, { SEED_DEMO: 'true', PUBLIC_DIR: path.join(tmp, 'public') });
console.log(`Database: ${database.url ? 'PostgreSQL' : `SQLite ${database.filename}`}`);
{
  const started = Date.now();
  const { child } = await startStrapi(env, port);
  console.log(`Demo seed and first start: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await stopStrapi(child);
}
run(`Bulk load of ${listings} listings × 4 locales`, 'npm', ['run', 'seed:bulk', '--', String(listings)], env);

let counting = false;
let statements = 0;
const { child, url, output } = await startStrapi({ ...env, SEED_DEMO: 'false', DEBUG: 'knex:query' }, port, (line) => {
  if (counting && line.includes('knex:query')) statements += 1;
});
try {
  for (let i = 0; i < 20; i += 1) await timeGraphql(url, searchVariables(i));

  counting = true;
  const probe = await timeGraphql(url, searchVariables(1));
  await new Promise((resolve) => setTimeout(resolve, 300));
  counting = false;
  const perRequest = statements;

  const sequential = [];
  let totals = 0;
  for (let i = 0; i < 200; i += 1) {
    const { elapsed, total } = await timeGraphql(url, searchVariables(i));
    sequential.push(elapsed);
    totals += total;
  }

  const concurrent = [];
  let next = 0;
  const wallStarted = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < 300) {
        const i = next++;
        concurrent.push((await timeGraphql(url, searchVariables(i))).elapsed);
      }
    }),
  );
  const wall = (performance.now() - wallStarted) / 1000;

  // Asked before the raw SQL phase: Strapi closes a keep-alive connection left idle for 5 s.
  const count = await (
    await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ properties_connection(locale: "nl") { pageInfo { total } } }' }),
    })
  ).json();
  const sql = await rawSql();
  const raw = [];
  for (let i = 0; i < 200; i += 1) raw.push(await sql.run(searchVariables(i)));
  await sql.close();

  console.log(`
GraphQL search: filters (goal, status, price range, bedrooms), sort by price, page of 24, total
  published listings per locale (nl):  ${count.data.properties_connection.pageInfo.total}
  mean matches per search:             ${Math.round(totals / 200)}
  sequential (200 requests)            p50 ${ms(percentile(sequential, 50))}   p95 ${ms(percentile(sequential, 95))}
  10 concurrent (300 requests)         p50 ${ms(percentile(concurrent, 50))}   p95 ${ms(percentile(concurrent, 95))}   ${(300 / wall).toFixed(0)} requests/s
  raw SQL, same search (rows + count)  p50 ${ms(percentile(raw, 50))}   p95 ${ms(percentile(raw, 95))}
  Strapi over the SQL floor (p50)      × ${(percentile(sequential, 50) / percentile(raw, 50)).toFixed(1)}
  SQL statements for one search        ${perRequest} (${probe.total} matches, 24 rows on the page)
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
  await stopStrapi(child);
  rmSync(tmp, { recursive: true, force: true });
}
