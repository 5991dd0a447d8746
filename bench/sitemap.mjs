// The sitemap at scale (issue 23, item 4; decision 048): the demo content and N generated listings
// in four languages (default 100,000, the load bench's catalogue) on SQLite, the production Strapi
// and the built web in front of it. Reads /sitemap.xml and every file it names, and prints per file
// its URLs, size and time (first byte and whole); checks each file holds at most 50,000 URLs (the
// protocol's bound), each URL its lastmod and its five alternates (four languages and x-default),
// no URL twice across files, and one listing URL per published row (listing and language) of a
// listing the site lists (available or under option, counted in the database); then the index and
// the last files read again (from the page cache) and the web's peak memory (VmHWM) before and after.
//
//   node bench/sitemap.mjs [N=100000]
//     BENCH_DATABASE_FILE=path.db keeps the database (default /tmp/vitrine-sitemap-bench.db, kept:
//     the next run adds only the listings missing up to N, so a rerun takes a minute, not ten).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBulkListings } from './bulk-database.mjs';
import { freePort, startStack } from './stack.mjs';

const listings = Number(process.argv[2] ?? 100_000);
const file = path.resolve(process.env.BENCH_DATABASE_FILE ?? '/tmp/vitrine-sitemap-bench.db');
const protocolLimit = 50_000;
const cmsRequire = createRequire(path.join(import.meta.dirname, '..', 'cms', 'package.json'));

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** One file: its body, the time to the first byte and to the end. */
async function read(url) {
  const started = performance.now();
  const response = await fetch(url);
  const firstByte = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const body = await response.text();
  return { body, firstByte, total: performance.now() - started, cache: response.headers.get('x-vitrine-cache') ?? '' };
}

await ensureBulkListings({
  database: { filename: file },
  kept: true,
  publicDir: `${file}.public`,
  listings,
  port: await freePort(),
});
const stack = await startStack({ database: { filename: file }, log: (line) => console.log(`  ${line}`) });
const webUrl = stack.webUrl;

try {
  const before = memoryOf(stack.pids.web);
  const problems = [];
  const index = await read(`${webUrl}/sitemap.xml`);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const local = (url) => url.replace(/^https?:\/\/[^/]+/, webUrl);
  const rows = [];
  const seen = new Set();
  let listingUrls = 0;
  for (const url of files) {
    const answer = await read(local(url));
    const urls = answer.body.split('<url>').slice(1);
    rows.push({ file: new URL(url).pathname, urls: urls.length, bytes: Buffer.byteLength(answer.body), ...answer });
    if (urls.length > protocolLimit) problems.push(`${url}: ${urls.length} URLs, over ${protocolLimit}`);
    for (const entry of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
      if (!loc) problems.push(`${url}: a <url> without <loc>`);
      else if (seen.has(loc)) problems.push(`${loc} twice`);
      else seen.add(loc);
      if (!/<lastmod>\d{4}-\d\d-\d\d/.test(entry)) problems.push(`${loc}: no lastmod`);
      const alternates = entry.match(/<xhtml:link\b[^>]*rel="alternate"/g)?.length ?? 0;
      if (alternates !== 5) problems.push(`${loc}: ${alternates} alternates, not 5`);
      if (url.includes('/sitemaps/listings-')) listingUrls += 1;
    }
  }
  // One <url> per listing and language it is published in, of the listings the site lists.
  const db = new (cmsRequire('better-sqlite3'))(file, { readonly: true });
  const listed = db
    .prepare(
      `select count(*) as n from properties where published_at is not null and listing_status in ('available', 'under_option')`,
    )
    .get().n;
  db.close();
  if (listingUrls !== listed)
    problems.push(`${listingUrls} listing URLs for ${listed} published rows (available or under option)`);
  // The files read last are still in the page cache (it keeps PAGE_CACHE_MAX_BYTES, LRU: a full
  // pass over 7 MB files pushes the first ones out): the index and those read again.
  const again = [{ file: '/sitemap.xml', ...(await read(`${webUrl}/sitemap.xml`)) }];
  for (const row of rows.slice(-3)) again.push({ file: row.file, ...(await read(`${webUrl}${row.file}`)) });
  const after = memoryOf(stack.pids.web);

  const total = rows.reduce((sum, row) => sum + row.total, 0) + index.total;
  console.log(
    `\n/sitemap.xml: ${rows.length} files (${index.cache}) in ${Math.round(index.total)} ms; every file read one after another in ${(total / 1000).toFixed(1)} s`,
  );
  console.log(
    `${seen.size} distinct URLs, of which ${listingUrls} listing URLs, for ${listed} published listing rows available or under option (${listings} generated listings × 4 languages, with sold and rented ones, and the demo's)`,
  );
  console.log(
    `${'file'.padEnd(28)} ${'URLs'.padStart(7)} ${'MB'.padStart(6)} ${'first byte'.padStart(11)} ${'whole'.padStart(9)}  cache`,
  );
  const line = (row) =>
    `${row.file.padEnd(28)} ${String(row.urls ?? '').padStart(7)} ${(row.bytes ? (row.bytes / 1e6).toFixed(2) : '').padStart(6)} ${`${Math.round(row.firstByte)} ms`.padStart(11)} ${`${Math.round(row.total)} ms`.padStart(9)}  ${row.cache}`;
  const shown = rows.length <= 12 ? rows : [...rows.slice(0, 5), null, ...rows.slice(-5)];
  for (const row of shown) console.log(row ? line(row) : `  … ${rows.length - 10} more`);
  console.log('read again:');
  for (const row of again) console.log(line(row));
  console.log(
    `\nweb memory: peak ${before.peak.toFixed(0)} MB before, ${after.peak.toFixed(0)} MB after (RSS now ${after.now.toFixed(0)} MB; the page cache keeps the files it served, PAGE_CACHE_MAX_BYTES)`,
  );
  console.log(
    problems.length === 0
      ? 'checks: every file within 50,000 URLs, each URL with lastmod and 5 alternates, none twice, one per listed row'
      : `PROBLEMS (${problems.length}):\n  ${problems.slice(0, 20).join('\n  ')}`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  await stack.stop();
}
