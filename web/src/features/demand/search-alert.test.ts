// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { fillTimeRequestCookie, peerAddressHeader } from '~/features/forms/index.server';
import { action, loader } from '~/routes/search-alert';
import { action as confirm } from '~/routes/search-alert-confirm';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Row = Record<string, unknown>;
let visitors = 0;

/** A plain HTML post of the register form (no JavaScript), as a person filling it in 10 s would send it. */
function post(path: string, fields: [string, string][]) {
  const body = new URLSearchParams([['_form', 'demandRegister'], ...fields]);
  visitors += 1;
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body,
    headers: {
      [peerAddressHeader]: `203.0.113.${100 + visitors}`,
      cookie: fillTimeRequestCookie(env.FORM_SECRET, Date.now() - 10_000),
    },
  });
}

const person: [string, string][] = [
  ['title', 'ms'],
  ['firstName', 'Lies'],
  ['lastName', 'Maes'],
  ['email', 'lies@example.be'],
  ['consent', 'true'],
];

describe('the search alert form', () => {
  test('stores the entry with its lists, bounds, delivery and language, then thanks on the zoekopdracht page', async () => {
    const stored: Row[] = [];
    strapiServer.use(
      strapi.mutation('CreateDemandRegister', ({ variables }) => {
        stored.push(variables.data as Row);
        return HttpResponse.json({ data: { createDemandRegister: { documentId: 'alert1' } } });
      }),
    );
    const request = post('/nl/zoekopdracht/', [
      ['goal', '0'],
      ['propertyTypes', '1'],
      ['propertyTypes', '11'],
      ['regions', '10'],
      ['minPrice', '200000'],
      ['maxPrice', '350000'],
      ['minBedrooms', '2'],
      ['budget', ''],
      ['delivery', 'daily'],
      ...person,
    ]);
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown;
    expect(answer, JSON.stringify(answer)).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe('/nl/bedankt/zoekopdracht/');
    expect(stored).toEqual([
      expect.objectContaining({
        goal: 0,
        propertyTypes: [1, 11],
        regions: [10],
        minPrice: 200000,
        maxPrice: 350000,
        minBedrooms: 2,
        delivery: 'daily',
        email: 'lies@example.be',
        language: 'nl',
        consent: true,
      }),
    ]);
    expect(stored[0]).not.toHaveProperty('budget');
  });

  test('without a type, a region, or with min above max, answers the errors beside the fields, keeps the input and stores nothing', async () => {
    const stored: Row[] = [];
    strapiServer.use(
      strapi.mutation('CreateDemandRegister', ({ variables }) => {
        stored.push(variables.data as Row);
        return HttpResponse.json({ data: { createDemandRegister: { documentId: 'x' } } });
      }),
    );
    const request = post('/fr/alerte-recherche/', [['goal', '1'], ['minPrice', '900'], ['maxPrice', '800'], ...person]);
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as {
      init: ResponseInit;
      data: { leadForm: { errors: Row; values: Row } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.leadForm.errors).toMatchObject({
      propertyTypes: 'validation.propertyTypeRequired',
      regions: 'validation.regionRequired',
      maxPrice: 'validation.priceRangeOrder',
    });
    expect(answer.data.leadForm.values).toMatchObject({ minPrice: '900', maxPrice: '800', email: 'lies@example.be' });
    expect(stored).toEqual([]);
  });

  test('"save this search" opens the form prefilled from the list query, the region named by its classification item', async () => {
    strapiServer.use(
      strapi.query('DemandRegions', ({ variables }) =>
        HttpResponse.json({
          data: {
            regions: [
              {
                classificationId: 1,
                parentId: null,
                name: variables.locale === 'en' ? 'Flanders' : 'Flandre',
                kind: 'region',
                slug: variables.locale === 'en' ? 'flanders' : 'flandre',
              },
              { classificationId: 3, parentId: null, name: 'Wallonie', kind: 'region', slug: 'wallonia' },
              { classificationId: 10, parentId: 1, name: 'Anvers', kind: 'province', slug: 'province-anvers' },
            ],
          },
        }),
      ),
    );
    const request = new Request(
      'http://127.0.0.1:3000/fr/alerte-recherche/?goal=1&type=11&region=flanders&minPrice=200.000&bedrooms=2&garages=1&page=3',
    );
    const page = await loader({ request, context: testContext(), params: {} } as never);
    expect(page.leadForms.demandRegister.values).toEqual({
      goal: '1',
      propertyTypes: ['11'],
      regions: ['1'],
      minPrice: '200000',
      minBedrooms: '2',
      garages: '1',
      delivery: 'instant',
    });
    expect(page.regions).toEqual([
      { id: 1, label: 'Flandre', children: [{ id: 10, label: 'Anvers' }] },
      { id: 3, label: 'Wallonie', children: [] },
    ]);
    expect(page.propertyTypes.length).toBeGreaterThan(0);
    expect(page.pageLinks.noindex).toBe(true);
  });
});

describe('the confirmation link', () => {
  test.each([
    ['confirmed', 200],
    ['already_confirmed', 200],
    ['invalid_token', 200],
  ])('shows what Strapi answered: %s', async (outcome, status) => {
    const tokens: string[] = [];
    strapiServer.use(
      strapi.mutation('ConfirmSearchAlert', ({ variables }) => {
        tokens.push(String(variables.token));
        return HttpResponse.json({ data: { confirmSearchAlert: { ok: outcome !== 'invalid_token', outcome } } });
      }),
    );
    const request = new Request('http://127.0.0.1:3000/de/suchauftrag/confirm/', {
      method: 'POST',
      body: new URLSearchParams({ token: 'abc.def' }),
    });
    const answer = (await confirm({ request, context: testContext(), params: {} } as never)) as {
      init: ResponseInit;
      data: { outcome: string };
    };
    expect(answer.data.outcome).toBe(outcome);
    expect(answer.init.status).toBe(status);
    expect(tokens).toEqual(['abc.def']);
  });

  test('without a token, or when Strapi does not answer, says so instead of failing', async () => {
    const empty = new Request('http://127.0.0.1:3000/en/search-alert/confirm/', {
      method: 'POST',
      body: new URLSearchParams(),
    });
    const none = (await confirm({ request: empty, context: testContext(), params: {} } as never)) as {
      data: { outcome: string };
    };
    expect(none.data.outcome).toBe('invalid_token');
    strapiServer.use(strapi.mutation('ConfirmSearchAlert', () => HttpResponse.error()));
    const down = new Request('http://127.0.0.1:3000/en/search-alert/confirm/', {
      method: 'POST',
      body: new URLSearchParams({ token: 'abc.def' }),
    });
    const failed = (await confirm({ request: down, context: testContext(), params: {} } as never)) as {
      init: ResponseInit;
      data: { outcome: string };
    };
    expect(failed.data.outcome).toBe('failed');
    expect(failed.init.status).toBe(503);
  });
});
