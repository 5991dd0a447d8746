import { beforeAll, describe, expect, inject, test } from 'vitest';
import { listingAdmin, publishedListing } from './content-manager';
import { listingsToDelete } from './created-listings';
import { adminToken, strapiUrl } from './http';

// Issue 14: Strapi answers a visitor's GraphQL read from its response cache (src/graphql-cache;
// in this suite's Strapi, in memory: no REDIS_URL), never anyone else's, and an agent's change
// in the admin drops the cached answers at once. tests/graphql-cache-redis.test.ts runs the same
// plugins on Redis, with two servers sharing it.

type Answer = { status: number; cache: string | null; age: string | null; cacheControl: string | null; body: any };

/** Posts a GraphQL document as the site's server does (anonymous unless a token is given). */
async function post(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token
        ? { authorization: `Bearer ${token}` }
        : { 'x-forwarded-for': '198.18.14.2', 'x-vitrine-proxy-secret': inject('mail').proxySecret }),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    cache: response.headers.get('x-graphql-cache'),
    age: response.headers.get('age'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

const listingByReference = `query ($reference: String!) {
  properties(locale: "nl", filters: { reference: { eq: $reference } }) { reference price title }
}`;

/** A search no other test asks exactly: its first answer is never already cached. */
const uniqueSearch = () => ({
  query: `query ($not: String!) { properties_connection(locale: "nl", filters: { goal: { eq: 0 }, reference: { ne: $not } },
    sort: ["price:asc"], pagination: { pageSize: 4 }) { nodes { reference price photos { url } } pageInfo { total } } }`,
  variables: { not: `none-${Date.now()}-${Math.random()}` },
});

describe('the GraphQL response cache', () => {
  test('a second identical anonymous query is answered from the cache, the same answer', async () => {
    const { query, variables } = uniqueSearch();
    const first = await post(query, variables);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.cache).toBe('miss');
    expect(first.age).toBeNull();
    const second = await post(query, variables);
    expect(second.cache).toBe('hit');
    expect(second.age).toMatch(/^\d+$/);
    expect(second.body).toEqual(first.body);
    // Never kept by a proxy on the way, hit or not.
    expect(first.cacheControl).toBe('no-store');
    expect(second.cacheControl).toBe('no-store');
  });

  test('an authenticated read is never cached nor served from the cache', async () => {
    const { query, variables } = uniqueSearch();
    const anonymous = await post(query, variables);
    expect(anonymous.cache).toBe('miss');
    for (let i = 0; i < 2; i++) {
      const agent = await post(query, variables, adminToken());
      expect(agent.status).toBe(200);
      expect(agent.cache).toBe('bypass');
      expect(agent.age).toBeNull();
    }
    // The anonymous answer is still the cached one: the agent's reads neither replaced nor dropped it.
    expect((await post(query, variables)).cache).toBe('hit');
  });

  test('a read of drafts and a mutation bypass the cache', async () => {
    const drafts = `{ properties(locale: "nl", status: DRAFT, pagination: { pageSize: 1 }) { reference } }`;
    for (let i = 0; i < 2; i++) expect((await post(drafts)).cache).toBe('bypass');
    const mutation = `mutation { unsubscribe(token: "no-such-token") { ok outcome } }`;
    for (let i = 0; i < 2; i++) {
      const answer = await post(mutation);
      expect(answer.body.data?.unsubscribe?.ok).toBe(false);
      expect(answer.cache).toBe('bypass');
    }
  });
});

describe('an agent changes a price in the admin: the next anonymous read shows it', () => {
  const reference = `GC${Date.now().toString(36).toUpperCase()}`;
  const createdListings = listingsToDelete();
  let documentId = '';

  beforeAll(async () => {
    documentId = await publishedListing(createdListings, {
      reference,
      title: 'Huis voor de GraphQL-cache',
      price: 410_000,
    });
  });

  test('the cached answer is dropped when the agent saves and publishes a new price', async () => {
    const before = await post(listingByReference, { reference });
    expect(before.body.data.properties).toEqual([expect.objectContaining({ reference, price: 410_000 })]);
    expect((await post(listingByReference, { reference })).cache).toBe('hit');

    await listingAdmin('PUT', `/${documentId}?locale=nl`, { price: 395_000 });
    await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});

    const after = await post(listingByReference, { reference });
    expect(after.cache).toBe('miss');
    expect(after.body.data.properties).toEqual([expect.objectContaining({ reference, price: 395_000 })]);
    expect((await post(listingByReference, { reference })).cache).toBe('hit');
  });

  test('unpublishing it drops the cached answer too', async () => {
    expect((await post(listingByReference, { reference })).body.data.properties).toHaveLength(1);
    await listingAdmin('POST', `/${documentId}/actions/unpublish?locale=nl`, {});
    const after = await post(listingByReference, { reference });
    expect(after.cache).toBe('miss');
    expect(after.body.data.properties).toEqual([]);
  });
});
