import { classificationBranchIds } from '@vitrine/domain';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { graphqlClient } from '~/graphql/apollo.server';
import { parseListingSearch } from './listing-search';
import { listingFilters, listingSearchInput, propertyTypeTree, toPropertyTypeOptions } from './listings.server';

const search = (query: string) => parseListingSearch(new URLSearchParams(query));
/** The conditions of a filter after the three every list has (goal, listed statuses, the type). */
const conditions = (filter: Record<string, unknown>) => (filter.and as unknown[]).slice(3);
const withType = { propertyType: { slug: { notNull: true } } };

describe('listingFilters', () => {
  test.each([
    ['', undefined, []],
    ['minPrice=850&maxPrice=249500', undefined, [{ price: { gte: 850 } }, { price: { lte: 249500 } }]],
    // A range the wrong way round is not applied.
    ['minPrice=500000&maxPrice=300000', undefined, []],
    ['bedrooms=2&maxBedrooms=3', undefined, [{ bedrooms: { gte: 2 } }, { bedrooms: { lte: 3 } }]],
    ['bedrooms=4&maxBedrooms=3', undefined, []],
    ['bathrooms=2', undefined, [{ bathrooms: { gte: 2 } }]],
    ['garages=1', undefined, [{ garages: { gte: 1 } }]],
    ['parkings=2', undefined, [{ or: [{ parkings: { gte: 2 } }, { externalParkings: { gte: 2 } }] }]],
    ['place=9000', undefined, [{ zip: { eq: '9000' } }]],
    [
      'place=Sint-Martens-Latem',
      undefined,
      [
        {
          or: [
            { city: { containsi: 'Sint-Martens-Latem' } },
            { citySlug: { eq: 'sint-martens-latem' } },
            { localizations: { city: { containsi: 'Sint-Martens-Latem' } } },
            { localizations: { citySlug: { eq: 'sint-martens-latem' } } },
          ],
        },
      ],
    ],
  ])('%s', (query, typeIds, expected) => {
    const filter = listingFilters(0, search(query), typeIds);
    expect((filter.and as unknown[]).slice(0, 3)).toEqual([
      { goal: { eq: 0 } },
      { listingStatus: { in: ['available', 'under_option'] } },
      withType,
    ]);
    expect(conditions(filter)).toEqual(expected);
  });

  // A chosen type joins the condition every search has: one join on the type, never two.
  test.each([
    ['type=1', [1, 101, 102], [1, 101, 102]],
    // Without the tree's branch, the chosen id alone.
    ['type=101', undefined, [101]],
  ])('%s asks for a listing of that type, with a page', (query, typeIds, ids) => {
    const filter = listingFilters(0, search(query), typeIds);
    expect((filter.and as unknown[])[2]).toEqual({
      propertyType: { slug: { notNull: true }, classificationId: { in: ids } },
    });
    expect(conditions(filter)).toEqual([]);
  });
});

describe('listingSearchInput', () => {
  test('takes the search as the form gave it, the sort and the area', () => {
    expect(
      listingSearchInput(
        1,
        search('place=Gent&minPrice=500&maxPrice=900&bedrooms=1&parkings=2&sort=price-desc'),
        [9],
        'area',
      ),
    ).toEqual({
      goal: 1,
      sort: 'PRICE_DESC',
      typeIds: [9],
      place: 'Gent',
      area: 'area',
      minPrice: 500,
      maxPrice: 900,
      minBedrooms: 1,
      minParkings: 2,
    });
  });

  // GraphQL's Int stops at 2,147,483,647: a typed 99,999,999,999 must not break the page.
  test('an amount past any listing bounds nothing, or everything above the largest', () => {
    expect(listingSearchInput(0, search('maxPrice=99999999999'))).toEqual({ goal: 0, sort: 'NEWEST' });
    expect(listingSearchInput(0, search('minPrice=99999999999'))).toEqual({
      goal: 0,
      sort: 'NEWEST',
      minPrice: 1_000_000_000,
    });
  });

  test('"within N km" leaves the place to the area', () => {
    expect(listingSearchInput(0, search('place=Gent&km=5'), null, 'circle').place).toBeUndefined();
  });
});

describe('the property type tree', () => {
  test('is the two-level classification tree, sorted by label in the page language', async () => {
    strapiServer.use(
      strapi.query('PropertyTypes', () =>
        HttpResponse.json({
          data: {
            propertyTypes: [
              { classificationId: 1, parentId: null, name: 'Woning', webId: 1 },
              { classificationId: 101, parentId: 1, name: 'Villa', webId: 1 },
              { classificationId: 102, parentId: 1, name: 'Rijwoning', webId: 1 },
              { classificationId: 6, parentId: null, name: 'Grond', webId: 4 },
              { classificationId: 601, parentId: 6, name: 'Bouwgrond', webId: 4 },
              { classificationId: 9, parentId: null, name: 'Appartement', webId: 1 },
              { classificationId: 7, parentId: null, name: '', webId: null },
            ],
          },
        }),
      ),
    );
    const tree = await propertyTypeTree(graphqlClient(testContext()), 'nl');
    expect(toPropertyTypeOptions(tree)).toEqual([
      { value: 9, label: 'Appartement', children: [] },
      { value: 6, label: 'Grond', children: [{ value: 601, label: 'Bouwgrond', children: [] }] },
      {
        value: 1,
        label: 'Woning',
        children: [
          { value: 102, label: 'Rijwoning', children: [] },
          { value: 101, label: 'Villa', children: [] },
        ],
      },
    ]);
    // A parent type stands for its children too; a child for itself.
    expect(classificationBranchIds(tree, 1)).toEqual([1, 102, 101]);
    expect(classificationBranchIds(tree, 101)).toEqual([101]);
  });

  test('is empty when Strapi cannot give it (the page still answers)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    strapiServer.use(strapi.query('PropertyTypes', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    expect(await propertyTypeTree(graphqlClient(testContext()), 'en')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Property types unavailable'));
  });
});
