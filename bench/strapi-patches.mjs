// What each speed patch of cms/src/strapi-patches/ saves: the listing search of graphql-search.mjs
// on its kept database (made by it on the first run), asked of the production Strapi with every
// patch on, with each one turned off in turn (STRAPI_PATCHES_OFF), and with all of them off;
// `rounds` times, configurations interleaved. Prints the median of the rounds of the Strapi
// process's CPU time per search (steadier than latency on a machine doing other work), the
// latency p50 and the SQL statements of one search.
// Then the seed's writers below the Document Service (`--only=seed` for that part alone, on a copy
// of the same database): listings and owner statistics written through the Document Service
// beside the same rows written by ListingWriter and insertLikeTemplate.
// Usage: node bench/strapi-patches.mjs [N=10000] [--rounds=2] [--only=search|seed] [--compare=<patch>]
//   (BENCH_DATABASE_FILE=path.db keeps the database between runs; default /tmp/vitrine-patches-bench.db)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsDir, ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const args = process.argv.slice(2);
const listings = Number(args.find((arg) => !arg.startsWith('--')) ?? process.env.BENCH_LISTINGS ?? 10000);
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 2);
const only = args.find((arg) => arg.startsWith('--only='))?.split('=')[1];
const databaseFile = process.env.BENCH_DATABASE_FILE ?? '/tmp/vitrine-patches-bench.db';
const speedPatches = ['plain-field-resolvers', 'batched-relation-loads', 'public-permissions-cache'];
// --compare=<patch>: only all patches on against that one off (more rounds for a close call).
const compare = args.find((arg) => arg.startsWith('--compare='))?.split('=')[1];
if (compare && !speedPatches.includes(compare)) throw new Error(`--compare: unknown patch ${compare}`);
const configurations = [
  { label: 'all patches on', off: [] },
  ...speedPatches
    .filter((name) => !compare || name === compare)
    .map((name) => ({ label: `without ${name}`, off: [name] })),
  ...(compare ? [] : [{ label: 'all speed patches off', off: speedPatches }]),
];

const pageSize = 24;
/** The site's listing search, as graphql-search.mjs asks it. */
const searchQuery = `
  query Search($locale: I18NLocaleCode!, $filters: PropertyFiltersInput, $sort: [String], $page: Int) {
    properties_connection(locale: $locale, filters: $filters, sort: $sort, pagination: { page: $page, pageSize: ${pageSize} }) {
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
function searchVariables(i) {
  const goal = i % 3 === 0 ? 1 : 0;
  const min = goal === 0 ? 100000 + (i % 7) * 50000 : 500 + (i % 5) * 200;
  return {
    locale: locales[i % locales.length],
    filters: {
      goal: { eq: goal },
      listingStatus: { in: ['available', 'under_option'] },
      price: { gte: min, lte: goal === 0 ? min + 400000 : min + 1500 },
      bedrooms: { gte: 1 + (i % 3) },
    },
    sort: i % 2 === 0 ? ['price:asc'] : ['price:desc'],
    page: 1 + (i % 3),
  };
}

/** CPU time (user + system) a process has used so far, in ms (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function ask(url, variables) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: searchQuery, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return performance.now() - started;
}

/**
 * Starts the production Strapi on the kept database with some patches off and asks the search
 * `requests` times in a row: the Strapi process's CPU time per request (what the patches change,
 * and hardly disturbed by other work on the machine), the latency p50, and the SQL statements
 * of one search.
 */
async function search(off, requests = 300) {
  let counting = false;
  let statements = 0;
  const env = strapiEnv({ filename: databaseFile }, { SEED_DEMO: 'false', PUBLIC_DIR: `${databaseFile}.public` });
  const { child, url } = await startStrapi(
    { ...env, STRAPI_PATCHES_OFF: off.join(','), DEBUG: 'knex:query' },
    1438,
    (line) => {
      if (counting && line.includes('knex:query')) statements += 1;
    },
  );
  try {
    for (let i = 0; i < 30; i += 1) await ask(url, searchVariables(i));
    counting = true;
    await ask(url, searchVariables(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    counting = false;
    const before = cpuMs(child.pid);
    const latencies = [];
    for (let i = 0; i < requests; i += 1) latencies.push(await ask(url, searchVariables(i)));
    return { cpu: (cpuMs(child.pid) - before) / requests, p50: median(latencies), statements };
  } finally {
    await stopStrapi(child);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureSearch() {
  if (!existsSync(databaseFile)) {
    // The first run makes the database: demo content and N generated listings (minutes).
    const made = spawnSync(process.execPath, [path.join(import.meta.dirname, 'graphql-search.mjs'), String(listings)], {
      env: { ...process.env, BENCH_DATABASE_FILE: databaseFile },
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error('graphql-search.mjs failed to make the database');
  }
  ensureCmsBuilt();
  const results = new Map(configurations.map(({ label }) => [label, []]));
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? configurations : [...configurations].reverse();
    for (const { label, off } of order) {
      const figures = await search(off);
      results.get(label).push(figures);
      console.log(`round ${round}, ${label}: ${JSON.stringify(figures)}`);
    }
  }
  const pick = (label, key) => median(results.get(label).map((figures) => figures[key]));
  const baseCpu = pick('all patches on', 'cpu');
  console.log(`
Listing search on ${listings} listings × 4 locales (SQLite ${databaseFile}), median of ${rounds} rounds of 300 requests
  configuration                        Strapi CPU/search   vs all on   latency p50   SQL statements/search`);
  for (const { label } of configurations) {
    const cpu = pick(label, 'cpu');
    const delta = label === 'all patches on' ? '' : `${cpu >= baseCpu ? '+' : ''}${(cpu - baseCpu).toFixed(1)} ms`;
    console.log(
      `  ${label.padEnd(36)} ${`${cpu.toFixed(1)} ms`.padStart(17)}   ${delta.padStart(9)}   ` +
        `${`${pick(label, 'p50').toFixed(1)} ms`.padStart(11)}   ${String(pick(label, 'statements')).padStart(21)}`,
    );
  }
}

/**
 * Writes `listingCount` generated listings (4 locales, published) and the owner statistics of
 * two of them, once through the Document Service (as an agent's or an import's writes would go)
 * and once through the seed's writers, on a copy of the kept database, in this process.
 */
async function measureSeed(listingCount = 20) {
  if (!existsSync(databaseFile)) throw new Error(`${databaseFile} is missing: run the search part first`);
  ensureCmsBuilt();
  const tmp = mkdtempSync(path.join(tmpdir(), 'vitrine-patches-seed-'));
  const filename = path.join(tmp, 'copy.db');
  copyFileSync(databaseFile, filename);
  Object.assign(process.env, strapiEnv({ filename }, { SEED_DEMO: 'false', PUBLIC_DIR: `${databaseFile}.public` }));
  process.chdir(cmsDir);
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const context = await compileStrapi({ appDir: cmsDir });
  const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  const dist = (file) => require(path.join(context.distDir, 'src', file));
  try {
    const { generateListings } = dist('seed/listings.js');
    const { createRandom } = dist('seed/random.js');
    const { ownerStats } = dist('seed/visits.js');
    const { seedLocales } = dist('seed/locales.js');
    const { ListingWriter } = dist('strapi-patches/listing-writer.js');
    const { insertLikeTemplate, linkPattern } = dist('strapi-patches/insert-like-template.js');
    const nl = { where: { locale: 'nl' }, select: ['documentId', 'classificationId'] };
    const types = await strapi.db.query('api::property-type.property-type').findMany(nl);
    const agents = await strapi.db
      .query('api::agent.agent')
      .findMany({ where: { locale: 'nl' }, select: ['documentId'] });
    const files = await strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { name: { $startsWith: 'vitrine-' } }, select: ['id', 'name'] });
    const fileByKey = new Map(files.map((file) => [file.name.replace(/^vitrine-|\.jpg$/g, ''), file.id]));
    const typeOf = new Map(types.map((type) => [type.classificationId, type.documentId]));
    const generate = (prefix) => [
      ...generateListings(createRandom(42), {
        sale: listingCount / 2,
        rent: listingCount / 2,
        referencePrefix: { sale: `${prefix}S`, rent: `${prefix}R` },
        today: new Date(),
      }),
    ];
    const relationsOf = (listing) => ({
      propertyType: typeOf.get(listing.type.classificationId),
      agent: agents[listing.agent % agents.length].documentId,
      photos: listing.photos.map((key) => fileByKey.get(key)).filter((id) => id !== undefined),
    });
    const attributes = strapi.contentType('api::property.property').attributes;
    const known = (data) => Object.fromEntries(Object.entries(data).filter(([key]) => key in attributes));

    // Listings through the Document Service: the default locale creates, the others add their texts.
    const properties = strapi.documents('api::property.property');
    let started = performance.now();
    const documentIds = [];
    for (const listing of generate('XD')) {
      const relations = relationsOf(listing);
      const created = await properties.create({
        locale: 'nl',
        status: 'published',
        data: { ...known(listing.shared), ...known(listing.localized.nl), ...relations },
      });
      for (const locale of seedLocales.filter((code) => code !== 'nl')) {
        await properties.update({
          documentId: created.documentId,
          locale,
          status: 'published',
          data: known(listing.localized[locale]),
        });
      }
      documentIds.push(created.documentId);
    }
    const documentService = (performance.now() - started) / listingCount;

    started = performance.now();
    const writer = await ListingWriter.create(strapi);
    await writer.write(
      generate('XW').map((listing) => ({ listing, relations: { ...relationsOf(listing), documents: [] } })),
    );
    await writer.finish();
    const listingWriter = (performance.now() - started) / listingCount;

    // Owner statistics (60 days × sources) of two listings, through each path.
    const stats = ownerStats(createRandom(7), [0, 1], new Date());
    const statsDocuments = strapi.documents('api::owner-stat.owner-stat');
    started = performance.now();
    for (const { listing, ...data } of stats) {
      await statsDocuments.create({ data: { ...data, property: documentIds[listing] } });
    }
    const statsDocumentService = (performance.now() - started) / stats.length;
    started = performance.now();
    const [{ listing: firstListing, ...first }, ...rest] = stats;
    const template = await statsDocuments.create({ data: { ...first, property: documentIds[firstListing] } });
    const pattern = await linkPattern(strapi, 'api::owner-stat.owner-stat', 'property', template);
    const rows = await strapi.db.query('api::property.property').findMany({
      where: { documentId: { $in: documentIds.slice(0, 2) } },
      select: ['id', 'documentId', 'locale', 'publishedAt'],
    });
    const targetsOf = (documentId) =>
      rows
        .filter(
          (row) =>
            row.documentId === documentId &&
            pattern.some((p) => p.locale === row.locale && p.published === (row.publishedAt !== null)),
        )
        .map((row) => row.id);
    await insertLikeTemplate(
      strapi,
      'api::owner-stat.owner-stat',
      'property',
      template,
      rest.map(({ listing, ...data }) => ({ data, targetIds: targetsOf(documentIds[listing]) })),
    );
    const statsTemplate = (performance.now() - started) / stats.length;

    console.log(`
Seed writers (SQLite, a copy of ${databaseFile})
  ${listingCount} listings × 4 locales, published     Document Service ${documentService.toFixed(1)} ms a listing   ListingWriter ${listingWriter.toFixed(1)} ms a listing   × ${(documentService / listingWriter).toFixed(0)}
  ${stats.length} owner statistics rows             Document Service ${statsDocumentService.toFixed(2)} ms a row   insertLikeTemplate ${statsTemplate.toFixed(2)} ms a row   × ${(statsDocumentService / statsTemplate).toFixed(0)}`);
  } finally {
    await strapi.destroy();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (only !== 'seed') await measureSearch();
if (only !== 'search') await measureSeed();
process.exit(0);
