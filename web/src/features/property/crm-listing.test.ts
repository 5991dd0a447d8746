import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { loader } from '~/routes/not-found';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

// Issue 21, item 1 (decision 038): Strapi answers a CRM's hook with a listing's stable address by
// CRM id in each language (`/nl/crm/omnicasa/7045/`), also before the listing exists; the site
// sends it on to the listing once published there, and answers 404 until then.

const asked: Record<string, unknown>[] = [];
/** Strapi knows the listing at `path` in every language (null: not published yet). */
function strapiKnows(path: (locale: string) => string | null) {
  strapiServer.use(
    strapi.query('CrmListingPath', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { crmListingPath: path(String(variables.locale)) } });
    }),
  );
}
const load = (path: string) =>
  loader({ request: new Request(`http://site.test${path}`), context: testContext() } as never) as Promise<
    Response | { init?: { status?: number } }
  >;

describe('a listing’s stable address by CRM id', () => {
  test.each([
    ['nl', '/nl/te-koop/gent/huis-OC7045/'],
    ['fr', '/fr/a-vendre/gand/maison-OC7045/'],
    ['en', '/en/for-sale/ghent/house-OC7045/'],
    ['de', '/de/zu-verkaufen/gent/haus-OC7045/'],
  ])('in %s is sent on (302) to the listing once it is published', async (language, target) => {
    strapiKnows(() => target);
    asked.length = 0;
    const answer = await load(`/${language}/crm/omnicasa/7045/`);
    if (!(answer instanceof Response)) throw new Error('expected a redirect');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(target);
    expect(asked).toEqual([{ source: 'omnicasa', crmId: '7045', locale: language }]);
  });

  test('is a 404 while the listing is not on the site', async () => {
    strapiKnows(() => null);
    expect(await load('/nl/crm/omnicasa/7045/')).toMatchObject({ init: { status: 404 } });
  });

  test('is never sent elsewhere than a path of its own language', async () => {
    strapiKnows(() => 'https://elsewhere.example/');
    expect(await load('/nl/crm/omnicasa/7045/')).toMatchObject({ init: { status: 404 } });
  });

  test('a path that is no such address does not ask Strapi', async () => {
    strapiKnows(() => '/nl/te-koop/gent/huis-OC7045/');
    asked.length = 0;
    expect(await load('/nl/crm/omnicasa/')).toMatchObject({ init: { status: 404 } });
    expect(asked).toEqual([]);
  });
});
