import { beforeAll, describe, expect, inject, test } from 'vitest';
import { adminToken, graphql, rest, strapiUrl } from './http';
import { demoOwnerToken, secondOwnerToken } from './owner-accounts';

type Figures = { visits: number; pageViews: number };
type Listing = {
  documentId: string;
  today: Figures;
  week: Figures;
  month: Figures;
  total: Figures;
  days: { date: string; visits: number; pageViews: number }[];
  sources: { source: string; month: number; total: number }[];
  onlineMedia: { medium: string; visits: number }[];
};

const portal = async (token: string) => {
  const result = await rest<{ data: Listing[] }>('GET', '/owner/portal?language=nl', undefined, token);
  expect(result.status).toBe(200);
  return result.body.data;
};

/** Posts views as the site's server does (with the shared secret unless told otherwise). */
async function postViews(views: unknown[], secret: string | null = inject('mail').proxySecret) {
  const response = await fetch(`${strapiUrl()}/api/owner/views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-vitrine-views-secret': secret }) },
    body: JSON.stringify({ views }),
  });
  return { status: response.status, body: (await response.json()) as { data: { visits: number; pageViews: number } } };
}

let first: string;
let second: string;
let firstListings: Listing[];
let secondListings: Listing[];

beforeAll(async () => {
  first = await demoOwnerToken();
  second = await secondOwnerToken();
  firstListings = await portal(first);
  secondListings = await portal(second);
});

describe('the owner portal', () => {
  test('each owner sees the listings linked to their account, with the figures stored for them', async () => {
    expect(firstListings.length).toBe(8);
    expect(secondListings.length).toBe(3);
    const listing = firstListings[0]!;
    // Every stored row of the listing, page by page (at most 100 rows a page).
    const rows: { visits: number; pageViews: number }[] = [];
    for (let page = 1; ; page++) {
      const stored = await rest(
        'GET',
        `/owner-stats?filters[property][documentId][$eq]=${listing.documentId}&pagination[pageSize]=100&pagination[page]=${page}&fields[0]=visits&fields[1]=pageViews`,
        undefined,
        adminToken(),
      );
      rows.push(...(stored.body.data as { visits: number; pageViews: number }[]));
      if (page >= stored.body.meta.pagination.pageCount) break;
    }
    expect(rows.length).toBeGreaterThan(100);
    expect(listing.total.visits).toBe(rows.reduce((total, row) => total + row.visits, 0));
    expect(listing.total.pageViews).toBe(rows.reduce((total, row) => total + row.pageViews, 0));
    expect(listing.days).toHaveLength(30);
    expect(listing.month.visits).toBe(listing.days.reduce((total, day) => total + day.visits, 0));
    expect(listing.sources.map((source) => source.source)).toContain('immoweb');
    expect(listing.onlineMedia.map((medium) => medium.medium)).toContain('Immoweb');
  });

  test('without an owner session the portal is refused', async () => {
    expect((await rest('GET', '/owner/portal')).status).toBe(403);
    expect((await rest('GET', '/owner/portal', undefined, 'not-a-token')).status).toBe(401);
  });
});

describe('recorded views', () => {
  test('only the site server (shared secret) may record; a view adds a page view, a visitor one visit a day', async () => {
    const listing = firstListings[1]!;
    expect((await postViews([], null)).status).toBe(404);
    expect((await postViews([], 'wrong-secret')).status).toBe(404);

    const visitor = {
      listing: listing.documentId,
      address: '203.0.113.7',
      agent: 'Mozilla/5.0 test',
      source: 'search',
    };
    const recorded = await postViews([visitor, visitor, { ...visitor, address: '203.0.113.8' }]);
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toEqual({ visits: 2, pageViews: 3 });
    // The same visitor again the same day: a page view, no visit.
    expect((await postViews([visitor])).body.data).toEqual({ visits: 0, pageViews: 1 });

    const after = (await portal(first)).find((row) => row.documentId === listing.documentId)!;
    expect(after.today.visits).toBe(listing.today.visits + 2);
    expect(after.today.pageViews).toBe(listing.today.pageViews + 4);
    expect(after.total.visits).toBe(listing.total.visits + 2);
    expect(after.sources.find((source) => source.source === 'search')?.month).toBeGreaterThanOrEqual(2);
  });

  test('one address is one visitor a day, whatever agent string it sends (a rotated User-Agent adds no visit)', async () => {
    const listing = firstListings[2]!;
    const rotated = Array.from({ length: 31 }, (_, n) => ({
      listing: listing.documentId,
      address: '203.0.113.31',
      agent: `Mozilla/5.0 (rotated ${n}) Firefox/${100 + n}.0`,
      source: 'direct',
    }));
    expect((await postViews(rotated)).body.data).toEqual({ visits: 1, pageViews: 31 });
    // The same address later the same day, with yet another agent or none: no new visit.
    const again = await postViews([
      { ...rotated[0], agent: 'curl/8.0' },
      { ...rotated[0], agent: '' },
    ]);
    expect(again.body.data).toEqual({ visits: 0, pageViews: 2 });
  });

  test('views of unknown listings and malformed views are dropped', async () => {
    const result = await postViews([
      { listing: 'doesnotexist0000000000000', address: '203.0.113.9', agent: 'x', source: 'direct' },
      { listing: firstListings[0]!.documentId, address: '203.0.113.9', agent: 'x', source: 'made-up' },
    ]);
    expect(result.body.data).toEqual({ visits: 0, pageViews: 0 });
  });
});

describe('isolation between owners', () => {
  test("neither owner's portal holds the other's listings", () => {
    const mine = new Set(firstListings.map((listing) => listing.documentId));
    expect(secondListings.some((listing) => mine.has(listing.documentId))).toBe(false);
  });

  test("REST: an owner reads no statistics rows, by id or by another owner's listing", async () => {
    const other = firstListings[0]!.documentId;
    for (const path of [
      '/owner-stats',
      `/owner-stats?filters[property][documentId][$eq]=${other}`,
      '/owner-stats/1',
      `/users?filters[id][$gt]=0`,
      '/users/1',
      `/appointments?filters[property][documentId][$eq]=${other}`,
      `/visit-requests?filters[property][documentId][$eq]=${other}`,
    ]) {
      expect((await rest('GET', path, undefined, second)).status, path).toBe(403);
    }
    // The owners of a listing are never part of its public data.
    const listing = await rest('GET', `/properties/${other}?populate=owners`, undefined, second);
    expect(listing.body?.data?.owners).toBeUndefined();
    // Query parameters on the portal change nothing.
    for (const query of [`?documentId=${other}`, `?filters[property][documentId]=${other}`, '?user=1']) {
      const result = await rest<{ data: Listing[] }>('GET', `/owner/portal${query}`, undefined, second);
      expect(result.body.data.map((row) => row.documentId).sort(), query).toEqual(
        secondListings.map((row) => row.documentId).sort(),
      );
    }
  });

  test('GraphQL: an owner reads no statistics, users or leads', async () => {
    const other = firstListings[0]!.documentId;
    for (const [field, query] of [
      ['ownerStats', `{ ownerStats(filters: { property: { documentId: { eq: "${other}" } } }) { documentId visits } }`],
      ['ownerStats_connection', '{ ownerStats_connection { nodes { documentId } } }'],
      ['usersPermissionsUsers', '{ usersPermissionsUsers { documentId email } }'],
      ['appointments', '{ appointments { documentId } }'],
    ] as const) {
      const result = await graphql(query, {}, second);
      expect(result.data?.[field] ?? null, field).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, `${field}: ${JSON.stringify(result.errors)}`).toBe('FORBIDDEN');
    }
    const property = await graphql<{ property: Record<string, unknown> | null }>(
      `{ property(documentId: "${other}") { documentId owners { email } } }`,
      {},
      second,
    );
    expect(property.data?.property?.owners ?? null).toBeNull();
  });
});
