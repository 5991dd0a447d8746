// Nested filters against a running Strapi (issue 18): the worst filter a visitor can write, on
// GraphQL and REST, timed, with Strapi's /_health asked every 100 ms meanwhile; then the widest
// filters still allowed (the site's own search among them); then, with an API token (which keeps
// Strapi's own limits), what the bounds keep visitors from. Prints figures; passes or fails nothing.
//
//   node bench/nested-filters.mjs                    # starts the production Strapi (demo seed, temporary SQLite)
//   STRAPI_URL=http://127.0.0.1:1337 STRAPI_API_TOKEN=… node bench/nested-filters.mjs
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './stack.mjs';
import { ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const operations = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../web/src/graphql/strapi-operations.json'), 'utf8'),
);
const listingSearchDocument = operations.find((operation) => operation.name === 'ListingSearch').document;

const nested = (levels, condition) => {
  let filter = condition;
  for (let level = 0; level < levels; level += 1) filter = { localizations: filter };
  return filter;
};
const oneHops = (count, operator = 'containsi') =>
  Array.from({ length: count }, (_, index) => ({ localizations: { title: { [operator]: `x${index}` } } }));

/** A filter as REST's query string, as qs reads it. */
function restQuery(name, value) {
  if (Array.isArray(value)) return value.map((item, index) => restQuery(`${name}[${index}]`, item)).join('&');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, child]) => restQuery(`${name}[${key}]`, child))
      .join('&');
  }
  return `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
}

const place = (text) => {
  const names = [{ city: { containsi: text } }, { citySlug: { eq: text } }];
  return { or: [...names, ...names.map((name) => ({ localizations: name }))] };
};
const siteSearch = {
  and: [
    { goal: { eq: 0 } },
    { listingStatus: { in: ['available', 'under_option'] } },
    { propertyType: { classificationId: { in: [1, 2, 3, 4, 5] } } },
    place('gent'),
    { price: { gte: 100000 } },
    { bedrooms: { gte: 1 } },
    { or: [{ parkings: { gte: 1 } }, { externalParkings: { gte: 1 } }] },
  ],
};

async function timed(request, timeoutMs) {
  const started = performance.now();
  try {
    const response = await request(AbortSignal.timeout(timeoutMs));
    const text = await response.text();
    let code = '';
    try {
      const body = JSON.parse(text);
      code = body.errors?.[0]?.extensions?.code ?? body.error?.details?.code ?? (body.errors ? 'error' : '');
    } catch {
      code = 'not JSON';
    }
    return { ms: performance.now() - started, status: response.status, code };
  } catch (error) {
    return {
      ms: performance.now() - started,
      status: 0,
      code: error.name === 'TimeoutError' ? 'timeout' : error.message,
    };
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** Runs `request` `times` times in a row while /_health is asked every 100 ms; prints one line. */
async function measure(strapiUrl, label, request, { times = 5, timeoutMs = 30_000 } = {}) {
  const health = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const answer = await timed((signal) => fetch(`${strapiUrl}/_health`, { signal }), 30_000);
      health.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const answers = [];
  for (let index = 0; index < times; index += 1) answers.push(await timed(request, timeoutMs));
  running = false;
  await poller;
  const outcomes = [...new Set(answers.map(({ status, code }) => `${status}${code ? ` ${code}` : ''}`))].join(', ');
  const took = answers.map((answer) => answer.ms);
  console.log(
    `${label.padEnd(58)} ${outcomes.padEnd(22)} p50 ${ms(percentile(took, 50)).padStart(9)}  max ${ms(Math.max(...took)).padStart(9)}` +
      `   /_health (${health.length}) p50 ${ms(percentile(health, 50))} max ${ms(Math.max(...health))}`,
  );
}

const graphql = (strapiUrl, query, variables, token) => (signal) =>
  fetch(`${strapiUrl}/graphql`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
const rest = (strapiUrl, query, token) => (signal) =>
  fetch(`${strapiUrl}/api/properties?${query}`, {
    signal,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const filtered = 'query Q($filters: PropertyFiltersInput) { properties(filters: $filters) { reference } }';

/** A full-access API token, made through the admin as an agent would. */
async function apiToken(strapiUrl) {
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vitrine.localhost',
      password: process.env.DEMO_ADMIN_PASSWORD ?? 'Vitrine-Admin-2026',
    }),
  });
  if (!login.ok) return null;
  const jwt = (await login.json()).data.token;
  const created = await fetch(`${strapiUrl}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      name: `nested-filters-${Date.now()}`,
      type: 'full-access',
      lifespan: null,
      kind: 'content-api',
    }),
  });
  return created.ok ? (await created.json()).data.accessKey : null;
}

async function run(strapiUrl, token) {
  const landing = await fetch(`${strapiUrl}/graphql`, { headers: { accept: 'text/html' } });
  console.log(`GET /graphql as a browser: ${landing.status} ${landing.headers.get('content-type')}`);
  console.log(`\nA visitor's worst filters (refused):`);
  await measure(
    strapiUrl,
    'GraphQL: six nested localizations (the probe)',
    graphql(strapiUrl, filtered, { filters: nested(6, { title: { containsi: 'x' } }) }),
    { times: 20 },
  );
  await measure(
    strapiUrl,
    'GraphQL: four one-hop conditions in an or',
    graphql(strapiUrl, filtered, { filters: { or: oneHops(4) } }),
    { times: 20 },
  );
  await measure(
    strapiUrl,
    'REST: five nested localizations (the probe)',
    rest(strapiUrl, restQuery('filters', nested(5, { title: { $containsi: 'x' } }))),
    { times: 20 },
  );
  await measure(
    strapiUrl,
    'REST: a populate filter two localizations deep',
    rest(strapiUrl, restQuery('populate', { localizations: { filters: nested(2, { title: { $containsi: 'x' } }) } })),
    { times: 20 },
  );
  console.log(`\nThe widest filters a visitor may send (answered):`);
  await measure(
    strapiUrl,
    'GraphQL: the site’s search, type and place by name',
    graphql(strapiUrl, listingSearchDocument, {
      locale: 'nl',
      filters: siteSearch,
      sort: ['publishedAt:desc'],
      pagination: { page: 1, pageSize: 24 },
    }),
  );
  for (const count of [1, 2, 3]) {
    await measure(
      strapiUrl,
      `GraphQL: ${count} one-hop condition${count === 1 ? '' : 's'} in an or`,
      graphql(strapiUrl, filtered, { filters: { or: oneHops(count) } }),
    );
  }
  if (!token) {
    console.log('\n(no API token: STRAPI_API_TOKEN or the demo admin login; the unbounded figures are left out)');
    return;
  }
  console.log(
    `\nWith an API token, which keeps Strapi's own limits (what the bounds keep visitors from; 60 s timeout):`,
  );
  for (const count of [4, 5]) {
    await measure(
      strapiUrl,
      `GraphQL: ${count} one-hop conditions in an or`,
      graphql(strapiUrl, filtered, { filters: { or: oneHops(count) } }, token),
      { times: 1, timeoutMs: 60_000 },
    );
  }
  for (const levels of [2, 3, 4]) {
    await measure(
      strapiUrl,
      `GraphQL: ${levels} nested localizations`,
      graphql(strapiUrl, filtered, { filters: nested(levels, { title: { containsi: 'x' } }) }, token),
      { times: 1, timeoutMs: 60_000 },
    );
  }
}

if (process.env.STRAPI_URL) {
  await run(process.env.STRAPI_URL, process.env.STRAPI_API_TOKEN ?? (await apiToken(process.env.STRAPI_URL)));
} else {
  ensureCmsBuilt(() => {});
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-nested-filters-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const env = strapiEnv(
    { filename: path.join(dir, 'data.db') },
    {
      SEED_DEMO: 'true',
      PUBLIC_DIR: path.join(dir, 'public'),
      PREVIEW_SECRET: randomBytes(24).toString('hex'),
      STRAPI_PREVIEW_TOKEN: randomBytes(32).toString('hex'),
    },
  );
  console.log('Starting the production Strapi with the demo content…');
  const { child, url } = await startStrapi(env, await freePort());
  try {
    const listings = await (await fetch(`${url}/api/properties?pagination[pageSize]=1`)).json();
    console.log(`Listings (Dutch): ${listings.meta?.pagination?.total ?? '?'}`);
    await run(url, await apiToken(url));
  } finally {
    await stopStrapi(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
