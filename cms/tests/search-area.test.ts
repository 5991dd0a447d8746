import { areaBounds, encodeSearchArea, isInArea, parseSearchArea, type SearchArea } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { graphql } from './http';

/**
 * The listing search narrowed to an area on a real Strapi (issue 22, item 3): the list, its count
 * and its pages hold exactly the listings whose coordinates lie inside, as the domain's rule says
 * of every listing read without the area. The triangle leaves out part of its own bounding box,
 * so a box alone would be caught.
 */

/** Half of Gent's centre, cut on the diagonal of its box (the demo's Gent listings lie around 51.0543, 3.7174). */
const gentTriangle = parseSearchArea('510300.36850_510800.36850_510800.37500').area!;
/** 2 km around Korenmarkt. */
const gentCircle = parseSearchArea('510543.37174_2km').area!;

type Node = { documentId: string; latitude: number | null; longitude: number | null };
type Connection = { properties_connection: { nodes: Node[]; pageInfo: { total: number; pageCount: number } } };

const search = `
  query ($filters: PropertyFiltersInput, $area: String, $pagination: PaginationArg) {
    properties_connection(locale: "nl", filters: $filters, area: $area, pagination: $pagination, sort: ["publishedAt:desc"]) {
      nodes { documentId latitude longitude }
      pageInfo { total pageCount }
    }
  }
`;
const forSale = { goal: { eq: 0 }, listingStatus: { in: ['available', 'under_option'] } };

async function page(area: string | undefined, pageNumber: number, pageSize: number, filters: unknown = forSale) {
  const result = await graphql<Connection>(search, { filters, area, pagination: { page: pageNumber, pageSize } });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties_connection;
}

/** Every listing for sale in an area's bounding box, read with Strapi's filters, without the area. */
async function forSaleInBox(area: SearchArea): Promise<Node[]> {
  const box = areaBounds(area);
  const filters = {
    ...forSale,
    latitude: { between: [box.south, box.north] },
    longitude: { between: [box.west, box.east] },
  };
  const nodes: Node[] = [];
  for (let number = 1; ; number += 1) {
    const found = await page(undefined, number, 100, filters);
    nodes.push(...found.nodes);
    if (number >= found.pageInfo.pageCount) return nodes;
  }
}

const location = (node: Node) => ({ lat: node.latitude, lng: node.longitude });

describe.each<[string, SearchArea]>([
  ['a triangle over Gent', gentTriangle],
  ['within 2 km of Gent’s centre', gentCircle],
])('%s', (_name, area) => {
  test('the list, its count and every page hold exactly the listings inside', async () => {
    const inBox = await forSaleInBox(area);
    const expected = inBox.filter((node) => isInArea(area, location(node)));
    // Some inside, some in its box but outside it: the shape itself narrows, not only its box.
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(inBox.length);

    const pageSize = 2;
    const first = await page(encodeSearchArea(area), 1, pageSize);
    expect(first.pageInfo.total).toBe(expected.length);
    expect(first.pageInfo.pageCount).toBe(Math.ceil(expected.length / pageSize));
    const seen: Node[] = [...first.nodes];
    for (let number = 2; number <= first.pageInfo.pageCount; number += 1) {
      const next = await page(encodeSearchArea(area), number, pageSize);
      expect(next.pageInfo.total).toBe(expected.length);
      seen.push(...next.nodes);
    }
    for (const node of seen) expect(isInArea(area, location(node)), JSON.stringify(node)).toBe(true);
    expect(seen.map((node) => node.documentId).sort()).toEqual(expected.map((node) => node.documentId).sort());
  }, 120_000);
});

test('the plain list of `properties` takes the same area', async () => {
  const result = await graphql<{ properties: Node[] }>(
    `
      query ($area: String) {
        properties(locale: "nl", filters: { goal: { eq: 0 } }, area: $area, pagination: { limit: 100 }) {
          documentId
          latitude
          longitude
        }
      }
    `,
    { area: encodeSearchArea(gentTriangle) },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  expect(result.data!.properties.length).toBeGreaterThan(0);
  for (const node of result.data!.properties) expect(isInArea(gentTriangle, location(node))).toBe(true);
});

test.each([
  ['a radius not offered', '510543.37174_3km'],
  ['an area in Paris', '488566.23522_488600.23600_488500.23600'],
  ['51 points', Array.from({ length: 51 }, (_, i) => `${510000 + i * 10}.${37000 + (i % 2) * 100}`).join('_')],
  ['not an area', '1 or 1=1; drop table properties'],
])('%s is refused with a validation error, not searched', async (_name, area) => {
  const result = await graphql<Connection>(search, { filters: forSale, area, pagination: { page: 1, pageSize: 5 } });
  expect(result.errors?.[0]?.message).toMatch(/^area: not a search area/);
  expect(result.data?.properties_connection ?? null).toBeNull();
});
