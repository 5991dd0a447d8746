// The site's own translation of a search into Strapi's filters (the map's markers and the web's mock use it too).
import { strapiFiltersOf, strapiSortOf } from '../../web/src/features/listings/listing-search-input.server';
import type { ListingSearchInput } from '../../web/src/graphql/strapi-operations.generated';
import { describe, expect, test } from 'vitest';
import { graphql } from './http';

/**
 * `listingSearch` (issue 23, item 3; decision 051) finds what Strapi's own `properties_connection`
 * finds with the same search as Strapi's filters (web `strapiFiltersOf`): the same listings, total,
 * order, type and first photo, for every filter the site's form has, in each language and list,
 * on the demo data. Its SQL is the project's own, so this file also runs on PostgreSQL.
 */

/** A search as the site sends it (web `listingSearchInput`). */
type Search = ListingSearchInput;

type Card = {
  documentId: string;
  price: number | null;
  listingStatus: string;
  priceLoweredAt: string | null;
  publishPrice: boolean | null;
  propertyType: { name: string; slug: string | null; classificationId: number } | null;
  photos: ({ url: string; formats: unknown } | null)[];
};
type Page = { nodes: Card[]; pageInfo: { total: number; page: number; pageSize: number; pageCount: number } };

const cardFields = `documentId price listingStatus priceLoweredAt publishPrice propertyType { name slug classificationId }`;

const listingSearchQuery = `query ($locale: I18NLocaleCode!, $search: ListingSearchInput!, $page: Int, $pageSize: Int) {
  listingSearch(locale: $locale, search: $search, page: $page, pageSize: $pageSize) {
    nodes { ${cardFields} photos { url formats } }
    pageInfo { total page pageSize pageCount }
  }
}`;
const connectionQuery = `query ($locale: I18NLocaleCode, $filters: PropertyFiltersInput, $sort: [String], $pagination: PaginationArg, $area: String) {
  properties_connection(locale: $locale, filters: $filters, sort: $sort, pagination: $pagination, area: $area) {
    nodes { ${cardFields} photos(pagination: { limit: 1 }) { url formats } }
    pageInfo { total page pageSize pageCount }
  }
}`;

async function listingSearch(locale: string, search: Search, page: number, pageSize: number): Promise<Page> {
  const result = await graphql<{ listingSearch: Page }>(listingSearchQuery, { locale, search, page, pageSize });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.listingSearch;
}

async function connection(locale: string, search: Search, page: number, pageSize: number): Promise<Page> {
  const { area } = search;
  const sort = search.sort ?? 'NEWEST';
  const result = await graphql<{ properties_connection: Page }>(connectionQuery, {
    locale,
    filters: strapiFiltersOf(search),
    sort: strapiSortOf[sort],
    pagination: { page, pageSize },
    ...(area ? { area } : {}),
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties_connection;
}

/** Every page of a search, 50 at a time. */
async function everyPage(ask: typeof listingSearch, locale: string, search: Search) {
  const nodes: Card[] = [];
  for (let page = 1; ; page += 1) {
    const found = await ask(locale, search, page, 50);
    nodes.push(...found.nodes);
    if (page >= found.pageInfo.pageCount) return { nodes, total: found.pageInfo.total };
  }
}

/** What one listing shows on a card, without what may differ in form only. */
const cardOf = (card: Card) => ({
  documentId: card.documentId,
  price: card.price,
  listingStatus: card.listingStatus,
  priceLoweredAt: card.priceLoweredAt === null ? null : new Date(card.priceLoweredAt).toISOString(),
  publishPrice: card.publishPrice,
  propertyType: card.propertyType,
  photo: card.photos[0] ?? null,
});

const searches: [string, string, Search][] = [
  ['every listing for sale, newest first', 'nl', { goal: 0 }],
  ['every listing to rent, newest first', 'fr', { goal: 1 }],
  ['a price range, cheapest first', 'en', { goal: 0, minPrice: 200000, maxPrice: 450000, sort: 'PRICE_ASC' }],
  ['a rent range, dearest first', 'de', { goal: 1, minPrice: 600, maxPrice: 1400, sort: 'PRICE_DESC' }],
  ['bedrooms between 2 and 3', 'nl', { goal: 0, minBedrooms: 2, maxBedrooms: 3, sort: 'PRICE_DESC' }],
  ['bathrooms, garages and parkings', 'nl', { goal: 0, minBathrooms: 1, minGarages: 1, minParkings: 1 }],
  ['indoor or outdoor parkings', 'fr', { goal: 0, minParkings: 2 }],
  ['a region', 'nl', { goal: 0, region: 'flanders', sort: 'PRICE_ASC' }],
  ['a postal code', 'nl', { goal: 0, place: '9000' }],
  ["a city's name in another language (Gand on the Dutch site)", 'nl', { goal: 0, place: 'Gand' }],
  ["part of a city's name, any case", 'de', { goal: 0, place: 'GEN' }],
  ['a city slug', 'en', { goal: 0, place: 'ghent' }],
  ['a circle around Gent', 'nl', { goal: 0, area: '510543.37174_5km', sort: 'PRICE_ASC' }],
  ['a drawn triangle', 'fr', { goal: 0, area: '510300.36850_510800.36850_510800.37500' }],
];

describe('listingSearch finds what properties_connection finds with the same filters', () => {
  test.each(searches)(
    '%s (%s)',
    async (_name, locale, search) => {
      const fast = await everyPage(listingSearch, locale, search);
      const strapi = await everyPage(connection, locale, search);
      expect(fast.total).toBe(strapi.total);
      expect(fast.nodes).toHaveLength(fast.total);
      // The same listings, shown the same way; in the same order of the sort's field (listings of equal
      // price or date may come in either order in Strapi's answer, never in this one: the id decides).
      const byId = (nodes: Card[]) => nodes.map(cardOf).sort((a, b) => a.documentId.localeCompare(b.documentId));
      expect(byId(fast.nodes)).toEqual(byId(strapi.nodes));
      if (search.sort && search.sort !== 'NEWEST') {
        expect(fast.nodes.map((node) => node.price)).toEqual(strapi.nodes.map((node) => node.price));
      }
      expect(new Set(fast.nodes.map((node) => node.documentId)).size).toBe(fast.total);
    },
    120_000,
  );

  test('a search with no match is an empty page, not an error', async () => {
    const page = await listingSearch('nl', { goal: 0, place: 'Nowhere-sur-Mer' }, 1, 24);
    expect(page).toEqual({ nodes: [], pageInfo: { total: 0, page: 1, pageSize: 24, pageCount: 0 } });
  });

  test('a place with LIKE’s wildcards is taken literally', async () => {
    expect((await listingSearch('nl', { goal: 0, place: '%' }, 1, 24)).pageInfo.total).toBe(0);
    expect((await listingSearch('nl', { goal: 0, place: 'G_nt' }, 1, 24)).pageInfo.total).toBe(0);
  });

  test('the property types narrow to the classification ids given', async () => {
    const all = await everyPage(listingSearch, 'nl', { goal: 0 });
    const someType = all.nodes[0]!.propertyType!.classificationId;
    const ofType = await everyPage(listingSearch, 'nl', { goal: 0, typeIds: [someType] });
    expect(ofType.total).toBeGreaterThan(0);
    expect(ofType.total).toBeLessThan(all.total);
    expect(ofType.nodes.every((node) => node.propertyType!.classificationId === someType)).toBe(true);
    const strapi = await everyPage(connection, 'nl', { goal: 0, typeIds: [someType] });
    expect(ofType.total).toBe(strapi.total);
    const ids = (nodes: Card[]) => nodes.map((node) => node.documentId).sort();
    expect(ids(ofType.nodes)).toEqual(ids(strapi.nodes));
  }, 60_000);
});

describe('listingSearch refuses what the site never sends, and says why', () => {
  test.each<[string, Record<string, unknown>, RegExp]>([
    ['a page of more than 100', { search: { goal: 0 }, pageSize: 101 }, /pageSize/],
    ['a page number of 0', { search: { goal: 0 }, page: 0 }, /page/],
    ['a list other than sale or rent', { search: { goal: 2 } }, /goal/],
    ['a place of 101 characters', { search: { goal: 0, place: 'x'.repeat(101) } }, /place/],
    ['201 property types', { search: { goal: 0, typeIds: Array.from({ length: 201 }, (_, i) => i) } }, /typeIds/],
    ['a negative price', { search: { goal: 0, minPrice: -1 } }, /minPrice/],
    ['an area that is none', { search: { goal: 0, area: 'not-an-area' } }, /area/],
  ])('%s', async (_name, variables, message) => {
    const result = await graphql(listingSearchQuery, { locale: 'nl', page: 1, pageSize: 24, ...variables });
    expect(result.data?.listingSearch ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
