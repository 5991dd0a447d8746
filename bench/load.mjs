// `npm run bench:load` (issue 14, "a load bench"): visitors browsing and leads arriving at the same
// time, against the whole stack on this machine (production Strapi, the built web, bench/stack.mjs).
//
//   node bench/load.mjs [--seconds=60] [--visitors=200] [--leads-per-second=10]
//       the demo content on a temporary SQLite file
//   node bench/load.mjs --pg=100000 [--seed-only]
//       PostgreSQL (127.0.0.1:5432, user postgres, `psql` on PATH) with N generated listings in four
//       languages: a new database (dropped at the end), or the one of LOAD_DATABASE_URL (kept; only
//       the listings missing up to N are added). Prints the bulk load's time and peak memory.
//       --seed-only stops after the bulk load.
//
// Visitors: `visitors` autocannon connections, each asking the next page as soon as it has the last
// (no think time), half with the consent cookie: list pages (every language, for sale and for rent,
// their first pages) 40 %, listing pages (found on those lists) 60 %. Leads: `leads-per-second`
// visitors start per second, each loading the contact page, taking a person's time (3.2 s, the form's
// minimum fill time is 3 s) and posting the form as a browser without JavaScript does, each from its
// own address (X-Forwarded-For from loopback, which the web trusts with TRUSTED_PROXY=loopback, as
// behind a proxy), so the per-address limits see distinct visitors. Prints requests/s, p50, p95,
// p99, errors (non-2xx/3xx answers, connection errors, timeouts) of each, and the leads stored in
// Strapi's database (counted there) against the leads sent.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { listingPath, parseListingPath } from '@vitrine/domain';
import { benchDependency } from './dependencies.mjs';
import { contactBody, contactForm, cookiePairs, fillTimeStylesheet, personsTime } from './load-visitor.mjs';
import { startStack } from './stack.mjs';
import { cmsDir, strapiEnv } from './strapi-process.mjs';

const autocannon = await benchDependency('autocannon');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const seconds = Number(args.seconds ?? 60);
const visitors = Number(args.visitors ?? 200);
const leadsPerSecond = Number(args['leads-per-second'] ?? 10);
const pgListings = args.pg ? Number(args.pg) : 0;
const languages = ['nl', 'fr', 'en', 'de'];

const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// PostgreSQL.
const pgBase = process.env.LOAD_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
function psql(url, query) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-At', '-c', query], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
  return result.stdout.trim();
}

/** Generated listings already in the database (published, one language): the bulk seed's VB…/VR… references. */
function bulkListingsIn(url) {
  const exists = psql(url, `SELECT to_regclass('public.properties') IS NOT NULL`);
  if (exists !== 't') return 0;
  return Number(
    psql(
      url,
      `SELECT count(*) FROM properties WHERE locale = 'nl' AND published_at IS NOT NULL AND (reference LIKE 'VB%' OR reference LIKE 'VR%')`,
    ),
  );
}

/** Adds listings with `npm run seed:bulk` (cms/scripts/seed-bulk.mjs) under /usr/bin/time: wall time and peak RSS. */
function bulkLoad(url, adding) {
  log(`bulk load: ${adding} listings × 4 languages into ${url.replace(/\/\/[^@]*@/, '//')} …`);
  const since = Date.now();
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', 'peak-rss-kb=%M', process.execPath, 'scripts/seed-bulk.mjs', String(adding)],
    { cwd: cmsDir, env: strapiEnv({ url }), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  const lines = output.split('\n').filter((line) => line.includes('[bulk seed]'));
  for (const line of lines.slice(-3)) console.log(`    ${line}`);
  if (result.status !== 0) throw new Error(`bulk load failed (${result.status}):\n${output.slice(-3000)}`);
  const peak = Number(/peak-rss-kb=(\d+)/.exec(output)?.[1] ?? 0);
  const done = /done: (\d+) listings, (\d+) rows in ([\d.]+) s/.exec(output);
  return {
    wallSeconds: (Date.now() - since) / 1000,
    seedSeconds: done ? Number(done[3]) : null,
    rows: done ? Number(done[2]) : null,
    peakMb: Math.round(peak / 1024),
  };
}

// ---------------------------------------------------------------------------------------------
// Pages.
async function get(url, headers = {}) {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

/** The pages visitors browse: each language's for-sale and for-rent lists (first pages) and the listings on them. */
async function pagesToBrowse(webUrl) {
  const lists = [];
  const listings = new Set();
  for (const language of languages)
    for (const goal of [0, 1]) {
      const list = listingPath(language, goal);
      // The first searches of a cold database may outlast the web's Strapi timeout (a 503): again,
      // after the web's pause, a few times.
      let first = await get(`${webUrl}${list}`);
      for (let attempt = 1; first.status === 503 && attempt <= 10; attempt += 1) {
        log(`GET ${list}: 503 (Strapi slower than the web's timeout), again in 3 s…`);
        await sleep(3000);
        first = await get(`${webUrl}${list}`);
      }
      if (first.status !== 200) throw new Error(`GET ${list}: ${first.status}`);
      lists.push(list);
      const pages = new Set(
        [...first.text.matchAll(/href="([^"]*[?&](?:amp;)?page=\d+[^"]*)"/g)].map((match) =>
          match[1].replace(/&amp;/g, '&'),
        ),
      );
      for (const page of [...pages].slice(0, 3))
        lists.push(new URL(page, webUrl).pathname + new URL(page, webUrl).search);
      for (const [, href] of first.text.matchAll(/href="([^"]+)"/g)) {
        const pathname = new URL(href.replace(/&amp;/g, '&'), webUrl).pathname;
        if (parseListingPath(pathname)?.reference) listings.add(pathname);
      }
    }
  return { lists: [...new Set(lists)], listings: [...listings] };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakMb(pid) {
  try {
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  } catch {
    return NaN;
  }
}

// ---------------------------------------------------------------------------------------------
// Visitors: autocannon, a random page per request, latencies recorded per response.
function browse(webUrl, pages) {
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  const pick = () =>
    Math.random() < 0.4 || pages.listings.length === 0
      ? pages.lists[Math.floor(Math.random() * pages.lists.length)]
      : pages.listings[Math.floor(Math.random() * pages.listings.length)];
  let n = 0;
  const instance = autocannon({
    url: webUrl,
    connections: visitors,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            path: pick(),
            headers: {
              ...request.headers,
              'accept-encoding': 'gzip, br',
              ...(n % 2 ? { cookie: 'vitrine_consent=necessary' } : {}),
            },
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  instance.on('reqError', () => {
    errors += 1;
  });
  return new Promise((resolve, reject) => {
    instance.on('done', (result) => resolve({ result, latencies, statuses, errors }));
    instance.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Leads: the contact form, as a browser without JavaScript posts it.
async function sendLead(webUrl, address, email) {
  const headers = { 'x-forwarded-for': address, cookie: 'vitrine_consent=necessary' };
  const since = Date.now();
  try {
    const page = await get(`${webUrl}/en/contact/`, headers);
    if (page.status !== 200) return { ok: false, status: page.status, postMs: NaN, totalMs: Date.now() - since };
    const form = contactForm(page.text);
    // The page's fill-time style sheet, as the browser fetches it: its cookie goes with the post.
    const sheet = await fetch(new URL(fillTimeStylesheet(page.text) ?? '/_forms/started.css', webUrl), { headers });
    await sheet.arrayBuffer();
    const cookie = [headers.cookie, cookiePairs(sheet.headers.getSetCookie())].filter(Boolean).join('; ');
    await sleep(personsTime);
    const body = contactBody(form, email, `Load bench ${email}`);
    const posted = Date.now();
    const response = await fetch(new URL(form.action || '/en/contact/', webUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded', origin: webUrl },
      body,
    });
    await response.arrayBuffer();
    const location = response.headers.get('location') ?? '';
    const ok = response.status === 303 && /thank/.test(location);
    return { ok, status: response.status, postMs: Date.now() - posted, totalMs: Date.now() - since };
  } catch (error) {
    return { ok: false, status: 0, error: String(error), postMs: NaN, totalMs: Date.now() - since };
  }
}

async function submitLeads(webUrl, run) {
  const total = Math.round(seconds * leadsPerSecond);
  const pending = [];
  const startedAt = Date.now();
  for (let i = 0; i < total; i += 1) {
    const due = startedAt + (i * 1000) / leadsPerSecond;
    if (due > Date.now()) await sleep(due - Date.now());
    // An address of its own per lead (10.0.0.0/8, 16 million of them).
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    pending.push(sendLead(webUrl, address, `load-${run}-${i}@example.be`));
  }
  return Promise.all(pending);
}

// ---------------------------------------------------------------------------------------------
async function main() {
  console.log(
    `Load bench: ${visitors} visitors browsing and ${leadsPerSecond} leads/s for ${seconds} s` +
      ` on ${pgListings ? `PostgreSQL with ${pgListings} generated listings` : 'the demo content (SQLite)'}`,
  );
  if (process.env.STRAPI_TIMEOUT_MS)
    console.log(
      `The web waits up to STRAPI_TIMEOUT_MS=${process.env.STRAPI_TIMEOUT_MS} ms for Strapi (4000 by default)`,
    );
  let database = null;
  let dropDatabase = null;
  if (pgListings) {
    const url = process.env.LOAD_DATABASE_URL;
    if (url) database = { url };
    else {
      const name = `vitrine_load_${process.pid}_${Date.now().toString(36)}`;
      psql(`${pgBase}/postgres`, `CREATE DATABASE ${name}`);
      database = { url: `${pgBase}/${name}` };
      dropDatabase = () => psql(`${pgBase}/postgres`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  try {
    if (database) {
      const there = bulkListingsIn(database.url);
      const adding = Math.max(0, pgListings - there);
      if (adding === 0)
        log(`bulk load: the database already has ${there} generated listings (loaded in an earlier run)`);
      else {
        const load = bulkLoad(database.url, adding);
        const now = bulkListingsIn(database.url);
        console.log(
          `\nBulk load: ${adding} listings × 4 languages${load.rows ? ` (${load.rows} rows)` : ''} in ${load.seedSeconds?.toFixed(0) ?? '?'} s` +
            ` of writing (${load.wallSeconds.toFixed(0)} s with Strapi's start${there ? '' : ' and the demo seed'}), peak memory ${load.peakMb} MB (RSS);` +
            ` ${now} generated listings in the database, ${psql(database.url, `SELECT pg_size_pretty(pg_database_size(current_database()))`)} on disk`,
        );
      }
      if (args['seed-only']) return;
    }

    log('starting the stack (production Strapi, the built web)…');
    const stack = await startStack({ log, database });
    try {
      const pages = await pagesToBrowse(stack.webUrl);
      log(`${pages.lists.length} list pages and ${pages.listings.length} listing pages to browse`);
      // Warm: every page once per consent state the visitors send (no choice, necessary only): the
      // page cache fills as it would after the first visitors.
      for (const page of [...pages.lists, ...pages.listings])
        for (const headers of [{}, { cookie: 'vitrine_consent=necessary' }])
          await get(`${stack.webUrl}${page}`, headers);

      const run = Date.now().toString(36);
      log(`load: ${seconds} s…`);
      const [browsing, leads] = await Promise.all([browse(stack.webUrl, pages), submitLeads(stack.webUrl, run)]);

      const sorted = [...browsing.latencies].sort((a, b) => a - b);
      const failed = [...browsing.statuses].filter(([status]) => status >= 400).reduce((sum, [, n]) => sum + n, 0);
      console.log(`\nVisitors (${visitors} connections, ${seconds} s):`);
      console.log(
        `  ${browsing.result.requests.total} requests, ${Math.round(browsing.latencies.length / seconds)} requests/s,` +
          ` p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, p99 ${ms(percentile(sorted, 0.99))}, max ${ms(sorted.at(-1))}`,
      );
      console.log(
        `  errors: ${failed} answers ≥ 400, ${browsing.errors} connection errors, ${browsing.result.timeouts} timeouts` +
          ` (statuses: ${[...browsing.statuses].map(([status, n]) => `${status}×${n}`).join(', ')})`,
      );

      const posts = leads
        .map((lead) => lead.postMs)
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      const totals = leads.map((lead) => lead.totalMs).sort((a, b) => a - b);
      const notOk = leads.filter((lead) => !lead.ok);
      console.log(`\nLeads (${leadsPerSecond}/s, page, ${personsTime / 1000} s, post):`);
      console.log(
        `  ${leads.length} sent, ${leads.length - notOk.length} answered with the thank-you page; the post p50 ${ms(percentile(posts, 0.5))},` +
          ` p95 ${ms(percentile(posts, 0.95))}, p99 ${ms(percentile(posts, 0.99))}; page + post p99 ${ms(percentile(totals, 0.99))}`,
      );
      if (notOk.length)
        console.log(
          `  not stored by the visitor's account: ${notOk
            .slice(0, 10)
            .map((lead) => `${lead.status}${lead.error ? ` ${lead.error}` : ''}`)
            .join('; ')}${notOk.length > 10 ? ' …' : ''}`,
        );
      const like = `load-${run}-%`;
      let stored;
      if (database)
        stored = Number(psql(database.url, `SELECT count(*) FROM contact_messages WHERE email LIKE '${like}'`));
      else {
        const { DatabaseSync } = await import('node:sqlite');
        // Strapi may be writing (the outbox): wait for its lock rather than fail.
        const db = new DatabaseSync(stack.databaseFile, { readOnly: true, timeout: 30_000 });
        stored = Number(db.prepare('SELECT count(*) AS n FROM contact_messages WHERE email LIKE ?').get(like).n);
        db.close();
      }
      console.log(
        `  leads stored in Strapi's database: ${stored} of ${leads.length} sent${stored === leads.length ? ' (equal)' : ' — NOT EQUAL'}`,
      );
      console.log(
        `\nPeak memory (RSS): Strapi ${peakMb(stack.pids.strapi)} MB, web ${peakMb(stack.pids.web)} MB` +
          `; machine: ${spawnSync('nproc').stdout.toString().trim()} cores, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      if (stored !== leads.length || notOk.length || failed || browsing.errors) process.exitCode = 1;
    } finally {
      await stack.stop();
    }
  } finally {
    dropDatabase?.();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
