import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { forgetSharedReads } from '~/graphql/shared-read.server';
import { loader as languageRedirect } from '~/routes/language-redirect';
import { loader as notFoundLoader } from '~/routes/not-found';
import { loader as robotsLoader } from '~/routes/robots';
import { loader as sitemapFileLoader } from '~/routes/sitemap-file';
import { loader as rootLoader } from '~/root';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

/** The site settings as an agent left them: a default language, and a robots text per language. */
function serveSettings(defaultLanguage: string | null) {
  strapiServer.use(
    strapi.query('SiteDefaultLanguage', () => HttpResponse.json({ data: { siteSetting: { defaultLanguage } } })),
    strapi.query('Robots', ({ variables }) =>
      HttpResponse.json({
        data: { siteSetting: { robots: `User-agent: *\nDisallow: /${String(variables.locale)}/login/` } },
      }),
    ),
  );
}

const redirectOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = (await languageRedirect({
    request: new Request(url, { headers }),
    context: testContext(),
  } as never)) as Response;
  return response.headers.get('location');
};

beforeEach(() => forgetSharedReads());

describe('the default language comes from the site settings', () => {
  test.each(['fr', 'en', 'de', 'nl'])('set to %s: / leads a new visitor to its home', async (language) => {
    serveSettings(language);
    expect(await redirectOf('http://site.test/')).toBe(`/${language}/`);
  });

  test('what the visitor chose still comes first', async () => {
    serveSettings('fr');
    expect(await redirectOf('http://site.test/?lng=de')).toBe('/de/');
  });

  test('settings that say nothing: the configured fallback (nl)', async () => {
    serveSettings(null);
    expect(await redirectOf('http://site.test/')).toBe('/nl/');
  });

  test("robots.txt is the default language's robots text", async () => {
    serveSettings('fr');
    const response = (await robotsLoader({ context: testContext() } as never)) as Response;
    expect(await response.text()).toContain('Disallow: /fr/login/');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  test('with Strapi failing, robots.txt gives the default rules and no cache keeps them', async () => {
    strapiServer.use(
      strapi.query('SiteDefaultLanguage', () =>
        HttpResponse.json({ data: { siteSetting: { defaultLanguage: 'fr' } } }),
      ),
      strapi.query('Robots', () => new HttpResponse(null, { status: 503 })),
    );
    const response = (await robotsLoader({ context: testContext() } as never)) as Response;
    expect(await response.text()).toContain('Sitemap: ');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('a new visitor on a page of no language gets the pages, and the 404, in the default language', async () => {
    serveSettings('de');
    const root = await rootLoader({
      request: new Request('http://site.test/nowhere/'),
      context: testContext(),
    } as never);
    expect(root.site).toMatchObject({ language: 'de', defaultLanguage: 'de' });
  });

  test("an original path without a language leads to the default language's page", async () => {
    serveSettings('de');
    const response = (await notFoundLoader({
      request: new Request('http://site.test/contact/'),
      context: testContext(),
    } as never)) as Response;
    expect(response.headers.get('location')).toBe('/de/kontakt/');
  });

  test("the sitemap's x-default links are the default language's pages", async () => {
    serveSettings('fr');
    const response = (await sitemapFileLoader({
      context: testContext(),
      params: { name: 'pages.xml' },
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://127.0.0.1:3000/fr/equipe/"/>');
    expect(xml).not.toContain('hreflang="x-default" href="http://127.0.0.1:3000/nl/team/"');
  });
});
