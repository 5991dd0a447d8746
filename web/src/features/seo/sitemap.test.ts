// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { loader as robotsLoader } from '~/routes/robots';
import { loader as sitemapLoader } from '~/routes/sitemap';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { robotsTxt } from './robots.server';
import { sitemapXml } from './sitemap.server';
import { listingPath, siteSettings } from '~/test/mocks/strapi-fixtures.ts';

const site = 'http://127.0.0.1:3000';

/** The `<url>` blocks of a sitemap, by `<loc>`, with their alternates by hreflang. */
function parse(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const block of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const body = block[1] ?? '';
    const loc = /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '';
    const links = Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    urls.set(loc, links);
  }
  return urls;
}

async function sitemap() {
  const response = (await sitemapLoader({ context: testContext() } as never)) as Response;
  return { response, urls: parse(await response.text()) };
}

describe('sitemap.xml', () => {
  test('is XML with every page in every language, each linking all its alternates', async () => {
    const { response, urls } = await sitemap();
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(urls.get(`${site}/fr/equipe/`)).toEqual({
      en: `${site}/en/team/`,
      nl: `${site}/nl/team/`,
      fr: `${site}/fr/equipe/`,
      de: `${site}/de/team/`,
      'x-default': `${site}/nl/team/`,
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
    expect(urls.get(`${site}/nl/`)?.['x-default']).toBe(`${site}/`);
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
  });

  test('lists published properties and projects with their localized paths, not sold or rented ones', async () => {
    const { urls } = await sitemap();
    expect(urls.get(`${site}${listingPath('VT1001', 'nl')}`)).toMatchObject({
      en: `${site}${listingPath('VT1001', 'en')}`,
      fr: `${site}${listingPath('VT1001', 'fr')}`,
      de: `${site}${listingPath('VT1001', 'de')}`,
    });
    const locs = [...urls.keys()];
    expect(locs.some((loc) => /\/(nieuwbouw|new-builds)\/[a-z0-9-]+\/$/.test(loc))).toBe(true);
    // VT1003 is under option (listed); VT1013 is sold and VT2006 rented (their pages answer 410).
    expect(locs.some((loc) => loc.endsWith('-VT1003/'))).toBe(true);
    expect(locs.some((loc) => loc.endsWith('-VT1013/') || loc.endsWith('-VT2006/'))).toBe(false);
  });

  test('pages through a large catalogue 100 listings at a time', async () => {
    const catalogue = Array.from({ length: 250 }, (_, index) => ({
      reference: `BIG${index}`,
      goal: 1,
      city: 'Gent',
      citySlug: 'gent',
      propertyType: { slug: 'huis' },
    }));
    const asked: number[] = [];
    strapiServer.use(
      strapi.query('SitemapProperties', ({ variables }) => {
        const page = variables.page as number;
        if (variables.locale === 'nl') asked.push(page);
        expect(variables.pageSize).toBe(100);
        return HttpResponse.json({
          data: {
            properties_connection: {
              nodes: catalogue.slice((page - 1) * 100, page * 100),
              pageInfo: { pageCount: 3 },
            },
          },
        });
      }),
    );
    const { urls } = await sitemap();
    expect(asked.sort()).toEqual([1, 2, 3]);
    expect([...urls.keys()].filter((loc) => /-BIG\d+\/$/.test(loc))).toHaveLength(250 * 4);
    expect(urls.has(`${site}/de/zu-vermieten/gent/huis-BIG249/`)).toBe(true);
  });

  test('articles of the investor and information sections use their Strapi slugs', async () => {
    const { urls } = await sitemap();
    expect(urls.get(`${site}/nl/informatie/overstromingsgevoeligheid-p-en-g-score/`)).toMatchObject({
      en: `${site}/en/information/flood-risk-p-and-g-scores/`,
      // No German version: the German path carries the English slug (the page shows English).
      de: `${site}/de/information/flood-risk-p-and-g-scores/`,
    });
  });

  test('escapes what XML needs escaped', () => {
    const xml = sitemapXml([{ en: '/en/a&b/', nl: '/nl/a/', fr: '/fr/a/', de: '/de/a/' }], site, 'nl');
    expect(xml).toContain(`<loc>${site}/en/a&amp;b/</loc>`);
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
