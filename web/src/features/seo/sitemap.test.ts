// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { loader as robotsLoader } from '~/routes/robots';
import { loader as sitemapLoader } from '~/routes/sitemap';
import { sitemapListingHandlers, strapi, type Row } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { robotsTxt } from './robots.server';
import { loadSitemapFile, loadSitemapIndex } from './sitemap.server';
import { protocolUrlsPerFile, urlXml } from './sitemap-xml.server';
import { listingPath, properties, siteSettings } from '~/test/mocks/strapi-fixtures.ts';

const site = 'http://127.0.0.1:3000';

interface ParsedUrl {
  alternates: Record<string, string>;
  lastmod: string | null;
}

/**
 * Whether `xml` is well-formed as far as the sitemap's writer goes: every element closed in order,
 * no `<` or bare `&` in text or attribute values, attribute values quoted.
 */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const open: string[] = [];
  const entity = /&(?!(amp|lt|gt|apos|quot);)/;
  for (const token of body.split(/(<[^<>]*>)/)) {
    if (!token.startsWith('<')) {
      if (token.includes('<') || token.includes('>') || entity.test(token)) return false;
      continue;
    }
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!tag || entity.test(tag[3] ?? '')) return false;
    const [, closing, name, , selfClosing] = tag;
    if (selfClosing) continue;
    if (closing) {
      if (open.pop() !== name) return false;
    } else open.push(name ?? '');
  }
  return open.length === 0;
}

/** The `<url>` blocks of a sitemap file, by `<loc>`, with their alternates by hreflang and their lastmod. */
function parse(xml: string): Map<string, ParsedUrl> {
  expect(wellFormed(xml), xml.slice(0, 400)).toBe(true);
  const urls = new Map<string, ParsedUrl>();
  for (const block of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const body = block[1] ?? '';
    const loc = /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '';
    const alternates = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    expect(urls.has(loc), `${loc} twice`).toBe(false);
    urls.set(loc, { alternates, lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null });
  }
  return urls;
}

/** The index's files, as paths. */
async function index(urlsPerFile?: number): Promise<string[]> {
  const response = await loadSitemapIndex({ context: testContext(), ...(urlsPerFile ? { urlsPerFile } : {}) });
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(wellFormed(xml)).toBe(true);
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...xml.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map((m) => (m[1] ?? '').replace(site, ''));
}

async function file(path: string, urlsPerFile?: number) {
  const response = await loadSitemapFile({
    context: testContext(),
    name: path.replace('/sitemaps/', ''),
    ...(urlsPerFile ? { urlsPerFile } : {}),
  });
  return { response, urls: response.status === 200 ? parse(await response.text()) : new Map<string, ParsedUrl>() };
}

/** Every `<url>` of every file the index names. */
async function wholeSitemap(urlsPerFile?: number) {
  const all = new Map<string, ParsedUrl>();
  /** URLs of each listing file (the pages file holds the site's pages and projects, a few hundred). */
  const sizes: number[] = [];
  for (const path of await index(urlsPerFile)) {
    const { response, urls } = await file(path, urlsPerFile);
    expect(response.status, path).toBe(200);
    if (path === '/sitemaps/pages.xml') expect(urls.size).toBeLessThanOrEqual(protocolUrlsPerFile);
    else sizes.push(urls.size);
    for (const [loc, url] of urls) {
      expect(all.has(loc), `${loc} in two files`).toBe(false);
      all.set(loc, url);
    }
  }
  return { urls: all, sizes };
}

/** A catalogue of `count` listings, the German text missing from every third one. */
function catalogue(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => index).flatMap((index) =>
    (['en', 'nl', 'fr', 'de'] as const)
      .filter((locale) => locale !== 'de' || index % 3 !== 0)
      .map((locale) => ({
        reference: `BIG${String(index).padStart(4, '0')}`,
        locale,
        updatedAt: `2026-11-${String(1 + (index % 27)).padStart(2, '0')}T10:00:00.000Z`,
        goal: 1,
        listingStatus: index % 10 === 9 ? 'rented' : 'available',
        city: 'Gent',
        citySlug: locale === 'fr' ? 'gand' : 'gent',
        propertyType: { slug: locale === 'fr' ? 'maison' : 'huis' },
      })),
  );
}

describe('sitemap.xml', () => {
  test('is an index of a file of the pages and files of the listings, each file at most 50,000 URLs', async () => {
    const files = await index();
    expect(files).toEqual(['/sitemaps/pages.xml', '/sitemaps/listings-1.xml']);
    const { sizes } = await wholeSitemap();
    for (const size of sizes) expect(size).toBeLessThanOrEqual(protocolUrlsPerFile);
  });

  test('the pages file: every page in every language, each linking all its alternates, with its lastmod', async () => {
    const { response, urls } = await file('/sitemaps/pages.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    expect(urls.get(`${site}/fr/equipe/`)).toEqual({
      alternates: {
        en: `${site}/en/team/`,
        nl: `${site}/nl/team/`,
        fr: `${site}/fr/equipe/`,
        de: `${site}/de/team/`,
        'x-default': `${site}/nl/team/`,
      },
      // The team page's own last change.
      lastmod: '2026-10-05T12:00:00.000Z',
    });
    for (const path of [
      '/en/',
      '/nl/te-koop/',
      '/de/zu-vermieten/',
      '/fr/projets-neufs/',
      '/nl/diensten/transacties/',
    ]) {
      expect(urls.has(`${site}${path}`), path).toBe(true);
    }
    expect(urls.get(`${site}/nl/`)?.alternates['x-default']).toBe(`${site}/`);
    // Home and the lists change with the listings: the newest listing's change.
    expect(urls.get(`${site}/nl/te-koop/`)?.lastmod).toBe('2026-11-02T08:30:00.000Z');
    for (const path of [
      '/nl/renovatiecalculator/',
      '/fr/temoignages/',
      '/de/datenschutz/',
      '/fr/politique-cookies/',
      '/en/solanet/',
      '/de/kontakt/',
      '/nl/investeerders/',
      '/fr/information/',
    ]) {
      expect(urls.has(`${site}${path}`), path).toBe(true);
    }
    for (const [loc, url] of urls) {
      expect(url.lastmod, loc).toMatch(/^2026-\d\d-\d\dT/);
      expect(Object.keys(url.alternates), loc).toEqual(['en', 'nl', 'fr', 'de', 'x-default']);
    }
    const projectUrl = [...urls.keys()].find((loc) => /\/(nieuwbouw|new-builds)\/[a-z0-9-]+\/$/.test(loc));
    expect(projectUrl).toBeDefined();
    expect(urls.get(projectUrl ?? '')?.lastmod).toBe('2026-11-01T10:00:00.000Z');
  });

  test('the listings: each language a listing is written in, with its alternates and lastmod, not sold or rented ones', async () => {
    const { urls } = await wholeSitemap();
    expect(urls.get(`${site}${listingPath('VT1001', 'nl')}`)).toEqual({
      alternates: {
        en: `${site}${listingPath('VT1001', 'en')}`,
        nl: `${site}${listingPath('VT1001', 'nl')}`,
        fr: `${site}${listingPath('VT1001', 'fr')}`,
        de: `${site}${listingPath('VT1001', 'de')}`,
        'x-default': `${site}${listingPath('VT1001', 'nl')}`,
      },
      lastmod: '2026-11-02T08:30:00.000Z',
    });
    const locs = [...urls.keys()];
    // VT1003 is under option (listed); VT1013 is sold and VT2006 rented (their pages answer 410).
    expect(locs.some((loc) => loc.endsWith('-VT1003/'))).toBe(true);
    expect(locs.some((loc) => loc.endsWith('-VT1013/') || loc.endsWith('-VT2006/'))).toBe(false);
    // One <url> per listing and language it is written in.
    const listed = (['en', 'nl', 'fr', 'de'] as const).flatMap((locale) =>
      properties[locale]
        .filter((row) => row.listingStatus === 'available' || row.listingStatus === 'under_option')
        .map((row) => `${site}${listingPath(row.reference, locale)}`),
    );
    expect(
      locs.filter((loc) => !/\/(nieuwbouw|new-builds|projets-neufs|neubauprojekte)\//.test(loc)).length,
    ).toBeGreaterThan(0);
    for (const loc of listed) expect(urls.has(loc), loc).toBe(true);
  });

  // 250 URLs a file: each file read in three pages, listings split between pages; 97: a file's first
  // row is often not its listing's first.
  test.each([250, 97])(
    'a large catalogue: files of at most %i URLs, read 100 rows at a time, every listing page once',
    async (limit) => {
      const rows = catalogue(250);
      const asked: number[] = [];
      strapiServer.use(
        // Seen first, then answered by the catalogue's handler.
        strapi.query('SitemapListingRows', ({ variables }) => {
          asked.push(variables.limit as number);
        }),
        ...sitemapListingHandlers(() => rows),
      );
      const files = await index(limit);
      const listed = rows.filter((row) => row.listingStatus === 'available');
      // limit - 3 rows from a file's first, and the rest of the listing it starts with.
      expect(files).toHaveLength(1 + Math.ceil(listed.length / (limit - 3)));
      expect(files.length).toBeGreaterThan(3);
      const { urls, sizes } = await wholeSitemap(limit);
      expect(sizes).toHaveLength(files.length - 1);
      for (const size of sizes) expect(size).toBeLessThanOrEqual(limit);
      // Full files but the last.
      for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(limit - 3 - 3);
      const listingUrls = [...urls].filter(([loc]) => /-BIG\d+\/$/.test(loc));
      expect(listingUrls).toHaveLength(listed.length);
      // A listing without German: the German alternate is the path that serves it, not a page listed.
      expect(urls.has(`${site}/de/zu-vermieten/gent/huis-BIG0003/`)).toBe(false);
      expect(urls.get(`${site}/fr/a-louer/gand/maison-BIG0003/`)).toEqual({
        alternates: {
          en: `${site}/en/for-rent/gent/huis-BIG0003/`,
          nl: `${site}/nl/te-huur/gent/huis-BIG0003/`,
          fr: `${site}/fr/a-louer/gand/maison-BIG0003/`,
          de: `${site}/de/zu-vermieten/gent/huis-BIG0003/`,
          'x-default': `${site}/nl/te-huur/gent/huis-BIG0003/`,
        },
        lastmod: '2026-11-04T10:00:00.000Z',
      });
      expect(urls.has(`${site}/de/zu-vermieten/gent/huis-BIG0004/`)).toBe(true);
      expect([...urls.keys()].some((loc) => loc.endsWith('-BIG0009/'))).toBe(false);
      // Pages of 100 rows (Strapi's maxLimit), about 800 rows in all: never the catalogue at once.
      expect(new Set(asked)).toEqual(new Set([100]));
      expect(asked.length).toBeGreaterThanOrEqual(Math.ceil(listed.length / 100));
    },
  );

  test('a file past the last one is a 404, and so is a name the sitemap never gives', async () => {
    expect((await file('/sitemaps/listings-2.xml')).response.status).toBe(404);
    expect((await file('/sitemaps/listings-0.xml')).response.status).toBe(404);
    expect((await file('/sitemaps/other.xml')).response.status).toBe(404);
  });

  test('the route answers the index', async () => {
    const response = (await sitemapLoader({ context: testContext() } as never)) as Response;
    expect(await response.text()).toContain(`<loc>${site}/sitemaps/listings-1.xml</loc>`);
  });

  test('articles of the investor and information sections use their Strapi slugs', async () => {
    const { urls } = await file('/sitemaps/pages.xml');
    expect(urls.get(`${site}/nl/informatie/overstromingsgevoeligheid-p-en-g-score/`)?.alternates).toMatchObject({
      en: `${site}/en/information/flood-risk-p-and-g-scores/`,
      // No German version: the German path carries the English slug (the page shows English).
      de: `${site}/de/information/flood-risk-p-and-g-scores/`,
    });
  });

  test('escapes what XML needs escaped', () => {
    const paths = { en: '/en/a&b/', nl: '/nl/a/', fr: '/fr/"a"/', de: "/de/<a>'/" };
    const xml = urlXml(
      { path: paths.en, alternates: paths, xDefault: paths.nl, lastmod: '2026-11-27T10:00:00.000Z' },
      site,
    );
    expect(xml).toContain(`<loc>${site}/en/a&amp;b/</loc>`);
    expect(xml).toContain(`href="${site}/fr/&quot;a&quot;/"`);
    expect(xml).toContain(`href="${site}/de/&lt;a&gt;&apos;/"`);
    expect(wellFormed(`<urlset>\n${xml}</urlset>`)).toBe(true);
    expect(wellFormed(`<urlset>\n${xml.replace('&amp;', '&')}</urlset>`)).toBe(false);
  });
});

describe('robots.txt', () => {
  // Issue 19: it excluded only the Dutch login page.
  const privateRules = [
    'Disallow: /en/login/',
    'Disallow: /en/owner/',
    'Disallow: /nl/login/',
    'Disallow: /nl/eigenaar/',
    'Disallow: /fr/login/',
    'Disallow: /fr/proprietaire/',
    'Disallow: /de/login/',
    'Disallow: /de/eigentuemer/',
  ];

  test('comes from the site settings, with every login and owner page kept out and this site\u2019s sitemap', async () => {
    const response = (await robotsLoader({ context: testContext() } as never)) as Response;
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const lines = text.split('\n');
    // The seeded rules are all there, each private page once, and this site's sitemap last.
    for (const line of String(siteSettings.nl.robots).split('\n')) {
      if (line && !/^Sitemap: .*\/sitemap\.xml$/.test(line)) expect(lines).toContain(line);
    }
    for (const rule of privateRules) expect(lines.filter((line) => line === rule)).toHaveLength(1);
    expect(text.endsWith(`\n\nSitemap: ${site}/sitemap.xml\n`)).toBe(true);
  });

  test.each([
    [null, ['User-agent: *', 'Allow: /', ...privateRules, '', 'Sitemap: https://x.be/sitemap.xml', '']],
    [
      'User-agent: *\r\nDisallow: /api/\r\n\r\n',
      ['User-agent: *', 'Disallow: /api/', ...privateRules, '', 'Sitemap: https://x.be/sitemap.xml', ''],
    ],
    [
      'User-agent: *\nSitemap: https://cdn.example/listings.xml',
      [
        'User-agent: *',
        'Sitemap: https://cdn.example/listings.xml',
        ...privateRules,
        '',
        'Sitemap: https://x.be/sitemap.xml',
        '',
      ],
    ],
    [
      // Only the missing rules are added, to the group for every crawler, not to Googlebot's.
      'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /nl/login/\nDisallow: /api/\n\nUser-agent: Bingbot\nDisallow: /x/',
      [
        'User-agent: Googlebot',
        'Allow: /',
        '',
        'User-agent: *',
        'Disallow: /nl/login/',
        'Disallow: /api/',
        ...privateRules.filter((rule) => rule !== 'Disallow: /nl/login/'),
        '',
        'User-agent: Bingbot',
        'Disallow: /x/',
        '',
        'Sitemap: https://x.be/sitemap.xml',
        '',
      ],
    ],
    [
      'User-agent: Googlebot\nDisallow: /api/',
      [
        'User-agent: Googlebot',
        'Disallow: /api/',
        '',
        'User-agent: *',
        ...privateRules,
        '',
        'Sitemap: https://x.be/sitemap.xml',
        '',
      ],
    ],
  ])('robotsTxt(%j)', (configured, expected) => {
    expect(robotsTxt(configured, 'https://x.be').split('\n')).toEqual(expected);
  });
});
