import { describe, expect, test } from 'vitest';
import { graphql } from './http';

type Page<T> = { nodes: T[]; pageInfo: { total: number; page: number; pageSize: number; pageCount: number } };
type Listing = {
  documentId: string;
  reference: string;
  goal: number;
  price: number;
  bedrooms: number | null;
  title: string;
  locale: string;
};

const search = `
  query Search($locale: I18NLocaleCode!, $filters: PropertyFiltersInput, $sort: [String], $page: Int, $pageSize: Int) {
    properties_connection(locale: $locale, filters: $filters, sort: $sort, pagination: { page: $page, pageSize: $pageSize }) {
      nodes { documentId reference goal price bedrooms title locale }
      pageInfo { total page pageSize pageCount }
    }
  }`;

async function searchListings(variables: Record<string, unknown>) {
  const result = await graphql<{ properties_connection: Page<Listing> }>(search, {
    page: 1,
    pageSize: 24,
    ...variables,
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties_connection;
}

describe.each(['nl', 'fr', 'en'])('published listings in %s', (locale) => {
  test('there are at least 300, in that language, for sale and for rent', async () => {
    const all = await searchListings({ locale });
    expect(all.pageInfo.total).toBeGreaterThanOrEqual(300);
    expect(all.nodes.every((node) => node.locale === locale)).toBe(true);
    const forSale = await searchListings({ locale, filters: { goal: { eq: 0 } } });
    const forRent = await searchListings({ locale, filters: { goal: { eq: 1 } } });
    expect(forSale.pageInfo.total).toBeGreaterThan(0);
    expect(forRent.pageInfo.total).toBeGreaterThan(0);
    expect(forSale.pageInfo.total + forRent.pageInfo.total).toBe(all.pageInfo.total);
  });

  test('filters, sort and totals agree with each other', async () => {
    const filters = { goal: { eq: 0 }, price: { gte: 150000, lte: 600000 }, bedrooms: { gte: 2 } };
    const page = await searchListings({ locale, filters, sort: ['price:asc', 'reference:asc'], pageSize: 50 });
    expect(page.pageInfo.total).toBeGreaterThan(0);
    for (const node of page.nodes) {
      expect(node.goal).toBe(0);
      expect(node.price).toBeGreaterThanOrEqual(150000);
      expect(node.price).toBeLessThanOrEqual(600000);
      expect(node.bedrooms).toBeGreaterThanOrEqual(2);
    }
    const prices = page.nodes.map((node) => node.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.pageInfo.pageCount).toBe(Math.ceil(page.pageInfo.total / 50));
  });

  test('pages do not overlap and the last page holds the remainder', async () => {
    const filters = { goal: { eq: 1 } };
    const sort = ['price:desc', 'reference:asc'];
    const first = await searchListings({ locale, filters, sort, page: 1, pageSize: 10 });
    const second = await searchListings({ locale, filters, sort, page: 2, pageSize: 10 });
    expect(second.pageInfo.page).toBe(2);
    const firstIds = new Set(first.nodes.map((node) => node.documentId));
    expect(second.nodes.some((node) => firstIds.has(node.documentId))).toBe(false);
    expect(second.nodes[0].price).toBeLessThanOrEqual(first.nodes.at(-1)!.price);
    const { pageCount, total } = first.pageInfo;
    const last = await searchListings({ locale, filters, sort, page: pageCount, pageSize: 10 });
    expect(last.nodes).toHaveLength(total - (pageCount - 1) * 10);
  });
});

describe('German', () => {
  test('has published listings too, though fewer texts are written', async () => {
    const all = await searchListings({ locale: 'de' });
    expect(all.pageInfo.total).toBeGreaterThan(0);
  });
});

describe('the same listing in every language', () => {
  test('keeps its reference, price and goal', async () => {
    const nl = await searchListings({ locale: 'nl', sort: ['reference:asc'], pageSize: 5 });
    for (const listing of nl.nodes) {
      for (const locale of ['fr', 'en']) {
        const other = await searchListings({ locale, filters: { documentId: { eq: listing.documentId } } });
        expect(other.nodes).toHaveLength(1);
        expect(other.nodes[0]).toMatchObject({
          reference: listing.reference,
          price: listing.price,
          goal: listing.goal,
        });
        expect(other.nodes[0].title).not.toBe('');
      }
    }
  });
});

describe('projects', () => {
  test.each(['nl', 'fr', 'en'])('at least 8 are published in %s, with units', async (locale) => {
    const result = await graphql<{
      projects_connection: Page<{ documentId: string; units: { unitStatus: string }[] }>;
    }>(
      `
        query ($locale: I18NLocaleCode!) {
          projects_connection(locale: $locale, pagination: { pageSize: 50 }) {
            nodes {
              documentId
              units {
                unitStatus
              }
            }
            pageInfo {
              total
            }
          }
        }
      `,
      { locale },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const { nodes, pageInfo } = result.data!.projects_connection;
    expect(pageInfo.total).toBeGreaterThanOrEqual(8);
    expect(nodes.every((project) => project.units.length > 0)).toBe(true);
    const states = new Set(nodes.flatMap((project) => project.units.map((unit) => unit.unitStatus)));
    expect(states.size).toBeGreaterThanOrEqual(3);
  });
});

describe('GraphQL limits', () => {
  test('a page larger than the maximum is cut to the maximum', async () => {
    const page = await searchListings({ locale: 'nl', pageSize: 1000 });
    expect(page.nodes.length).toBeLessThanOrEqual(100);
  });

  test('a query nested deeper than the limit is refused, a shallower one answered', async () => {
    const nest = (levels: number): string =>
      levels === 0 ? 'documentId' : `project { properties { ${nest(levels - 1)} } }`;
    const shallow = await graphql(`{ properties(locale: "nl", pagination: { pageSize: 1 }) { ${nest(2)} } }`);
    expect(shallow.errors, JSON.stringify(shallow.errors)).toBeUndefined();
    const deep = await graphql(`{ properties(locale: "nl", pagination: { pageSize: 1 }) { ${nest(5)} } }`);
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
  });
});
