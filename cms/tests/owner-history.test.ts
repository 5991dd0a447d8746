import { beforeAll, describe, expect, test } from 'vitest';
import { listingAdmin, publishedListing } from './content-manager';
import { listingsToDelete } from './created-listings';
import { adminToken, graphql, rest, strapiUrl } from './http';
import { demoOwnerToken, login, newOwner } from './owner-accounts';

// Issue 11: the listing's status and price history in the owner portal. Each published change of
// price, status or goal is one row (date, before, after); only the owning owner reads it.

type Change = { date: string; field: string; from: string | null; to: string | null };
type Listing = { documentId: string; price: number | null; listingStatus: string | null; changes: Change[] };

const portal = async (token: string, query = '') => {
  const result = await rest<{ data: Listing[] }>('GET', `/owner/portal?language=nl${query}`, undefined, token);
  expect(result.status).toBe(200);
  return result.body.data;
};

const created = listingsToDelete();
let owner: Awaited<ReturnType<typeof newOwner>>;
let ownerJwt: string;
let otherJwt: string;
let documentId: string;

beforeAll(async () => {
  owner = await newOwner('history.owner');
  ownerJwt = (await login(owner.email, owner.password)).body.jwt!;
  const other = await newOwner('history.other');
  otherJwt = (await login(other.email, other.password)).body.jwt!;
  const files = await rest('GET', '/upload/files?pagination[pageSize]=1', undefined, adminToken());
  const photoId = (Array.isArray(files.body) ? files.body[0]?.id : undefined) as number | undefined;
  const reference = `HI${Date.now().toString(36).toUpperCase()}`;
  documentId = await publishedListing(created, {
    reference,
    title: 'Huis met geschiedenis',
    price: 300000,
    owners: { connect: [{ documentId: owner.documentId }] },
    ...(photoId ? { photos: [photoId] } : {}),
  });
});

const mine = async () => (await portal(ownerJwt)).find((listing) => listing.documentId === documentId)!;

describe('status and price history', () => {
  test('a first publication is no change; each published change is one row with before and after', async () => {
    expect((await mine()).changes).toEqual([]);

    // A price cut published over REST.
    const cut = await rest(
      'PUT',
      `/properties/${documentId}?locale=nl&status=published`,
      { data: { price: 285000 } },
      adminToken(),
    );
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    let changes = (await mine()).changes;
    expect(changes.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
      { field: 'price', from: '300000', to: '285000' },
    ]);
    expect(Date.now() - new Date(changes[0]!.date).getTime()).toBeLessThan(10 * 60_000);

    // A draft the agent saves changes nothing an owner sees…
    await listingAdmin('PUT', `/${documentId}?locale=nl`, { listingStatus: 'under_option', goal: 0 });
    expect((await mine()).changes).toHaveLength(1);
    // …its publication does.
    await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    changes = (await mine()).changes;
    expect(changes.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
      { field: 'listingStatus', from: 'available', to: 'under_option' },
      { field: 'price', from: '300000', to: '285000' },
    ]);

    // Publishing again without a change records nothing.
    await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    expect((await mine()).changes).toHaveLength(2);
  });

  test('the demo owner’s listings have a seeded past that ends at their price now', async () => {
    const listings = await portal(await demoOwnerToken());
    const withPrice = listings.filter((listing) => listing.price !== null);
    expect(withPrice.length).toBeGreaterThan(0);
    for (const listing of withPrice) {
      const lastPrice = listing.changes.find((change) => change.field === 'price');
      expect(lastPrice?.to, listing.documentId).toBe(String(listing.price));
    }
    expect(listings.some((listing) => listing.changes.some((change) => change.field === 'listingStatus'))).toBe(true);
  });

  test('no listing of the demo owner shows a change whose before and after are equal (issue 19: € 1.000 → € 1.000)', async () => {
    const listings = await portal(await demoOwnerToken());
    const noOps = listings.flatMap((listing) =>
      listing.changes
        .filter((change) => change.from === change.to)
        .map((change) => ({ ...change, listing: listing.documentId })),
    );
    expect(noOps).toEqual([]);
    // Rents have their price cuts too (in tens of euros), so the test above looks at some.
    expect(
      listings.some((listing) => listing.price !== null && listing.price < 100_000 && listing.changes.length > 0),
    ).toBe(true);
  });
});

describe('only the owning owner reads a history', () => {
  test('another owner’s portal never shows it, whatever the query says', async () => {
    for (const query of ['', `&documentId=${documentId}`, `&filters[propertyDocumentId]=${documentId}`]) {
      const theirs = await portal(otherJwt, query);
      expect(theirs.map((listing) => listing.documentId)).not.toContain(documentId);
    }
  });

  test('no role reads or writes the change log over REST', async () => {
    for (const token of [undefined, ownerJwt, otherJwt]) {
      for (const [method, path] of [
        ['GET', '/owner-listing-changes'],
        ['GET', `/owner-listing-changes?filters[propertyDocumentId]=${documentId}`],
        ['POST', '/owner-listing-changes'],
      ] as const) {
        // Read as text: a type without routes answers a plain "Method Not Allowed".
        const response = await fetch(`${strapiUrl()}/api${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body: method === 'POST' ? JSON.stringify({ data: {} }) : undefined,
        });
        expect([403, 404, 405], `${method} ${path}`).toContain(response.status);
        expect(await response.text()).not.toContain(documentId);
      }
    }
  });

  test('nor over GraphQL', async () => {
    for (const token of [undefined, ownerJwt, otherJwt]) {
      const answer = await graphql(
        `{ ownerListingChanges(filters: { propertyDocumentId: { eq: "${documentId}" } }) { documentId } }`,
        {},
        token,
      );
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});
