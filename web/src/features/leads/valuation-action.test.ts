// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { fillTimeRequestCookie, peerAddressHeader } from '~/features/forms/index.server';
import { loader as thankYouLoader } from '~/routes/thank-you';
import { action } from '~/routes/valuation';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

// Issue 22, item 2: the free valuation page counts the confirmed searches wanting the described
// home. Without JavaScript the "How many buyers are looking?" button posts the form; the page comes
// back with the count and the input, and nothing is sent. The thank-you page repeats the count.

const home = { homeType: '1', zip: '9000', askingPriceMin: '300000', askingPriceMax: '400000' };
const person = {
  title: 'mr',
  firstName: 'Jan',
  lastName: 'Claes',
  email: 'jan@example.be',
  phone: '0475 12 34 56',
  street: 'Kouter',
  houseNumber: '12',
  city: 'Gent',
};

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

/** Strapi's count, recording what it was asked and for which visitor. */
function strapiCount(count: unknown, asked: { query?: string; visitor?: string | null }[]) {
  strapiServer.use(
    http.get(`${env.STRAPI_URL}/api/searchers`, ({ request }) => {
      asked.push({ query: new URL(request.url).search, visitor: request.headers.get('x-forwarded-for') });
      return HttpResponse.json({ data: count });
    }),
  );
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body: new URLSearchParams({ _form: 'valuationRequest', ...fields }),
    headers: {
      [peerAddressHeader]: '203.0.113.91',
      cookie: fillTimeRequestCookie(env.FORM_SECRET, Date.now() - 10_000),
    },
  });

describe('"How many buyers are looking?" without JavaScript', () => {
  test.each([
    ['nl', '/nl/gratis-schatting/'],
    ['fr', '/fr/estimation-gratuite/'],
  ] as const)('in %s: the count, the input kept, nothing sent', async (_language, path) => {
    const asked: { query?: string; visitor?: string | null }[] = [];
    strapiCount({ kind: 'count', n: 14 }, asked);
    let stored = 0;
    strapiServer.use(
      strapi.mutation('CreateValuationRequest', () => {
        stored += 1;
        return HttpResponse.json({ data: { createValuationRequest: { documentId: 'lead1' } } });
      }),
    );
    const request = post(path, { ...home, bedrooms: '3', firstName: 'Jan', _intent: 'searchers' });
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown as Answer;
    expect(answer.init?.status).toBe(200);
    expect(answer.data.searchers).toEqual({ kind: 'answer', count: { kind: 'count', n: 14 } });
    expect(answer.data.leadForm).toMatchObject({ values: { ...home, bedrooms: '3', firstName: 'Jan' }, errors: {} });
    expect(asked).toEqual([
      { query: '?type=1&zip=9000&minPrice=300000&maxPrice=400000&bedrooms=3', visitor: '203.0.113.91' },
    ]);
    expect(stored).toBe(0);
  });

  test.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'a range upside down',
      { askingPriceMin: '400000', askingPriceMax: '300000' },
      { askingPriceMax: 'validation.priceRangeOrder' },
    ],
    ['a postal code that is none', { zip: '900' }, { zip: 'validation.postalCodeInvalid' }],
    ['no kind of home', { homeType: '' }, {}],
  ])('%s: the count’s own errors, Strapi not asked', async (_name, changes, errors) => {
    const asked: { query?: string }[] = [];
    strapiCount({ kind: 'count', n: 14 }, asked);
    const request = post('/nl/gratis-schatting/', { ...home, ...changes, _intent: 'searchers' });
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown as Answer;
    expect(answer.data.searchers).toEqual({ kind: 'incomplete' });
    // Only the count's fields are judged: the person's empty fields are not errors in this step.
    expect(answer.data.leadForm).toMatchObject({ errors });
    expect(Object.keys((answer.data.leadForm as { errors: object }).errors)).toEqual(Object.keys(errors));
    expect(asked).toEqual([]);
  });
});

describe('a sent valuation request', () => {
  test('lands on the thank-you page with the count’s fields, which repeats the count', async () => {
    strapiServer.use(
      strapi.mutation('CreateValuationRequest', () =>
        HttpResponse.json({ data: { createValuationRequest: { documentId: 'lead1' } } }),
      ),
    );
    const request = post('/nl/gratis-schatting/', { ...person, ...home });
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown as Response;
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location')!;
    expect(location).toBe(
      '/nl/bedankt/gratis-schatting/?homeType=1&zip=9000&askingPriceMin=300000&askingPriceMax=400000',
    );

    const asked: { query?: string }[] = [];
    strapiCount({ kind: 'few', n: null }, asked);
    const url = new URL(location, 'http://127.0.0.1:3000');
    const page = await thankYouLoader({ url, request: new Request(url), context: testContext(), params: {} } as never);
    expect(page.form).toBe('contact-demand');
    expect(page.searchers).toEqual({ kind: 'answer', count: { kind: 'few', n: null } });
    expect(asked.map((entry) => entry.query)).toEqual(['?type=1&zip=9000&minPrice=300000&maxPrice=400000']);
  });

  test('without the count’s fields, the thank-you page asks nothing', async () => {
    strapiServer.use(
      strapi.mutation('CreateValuationRequest', () =>
        HttpResponse.json({ data: { createValuationRequest: { documentId: 'lead1' } } }),
      ),
    );
    const answer = (await action({
      request: post('/fr/estimation-gratuite/', { ...person, zip: '4000' }),
      context: testContext(),
      params: {},
    } as never)) as unknown as Response;
    expect(answer.headers.get('location')).toBe('/fr/merci/estimation-gratuite/');
    const url = new URL('/fr/merci/estimation-gratuite/', 'http://127.0.0.1:3000');
    const page = await thankYouLoader({ url, request: new Request(url), context: testContext(), params: {} } as never);
    expect(page.searchers).toBeNull();
  });
});
