import { expect, test } from 'vitest';
import { adminToken, strapiUrl } from './http';

/** Posts a GraphQL document; the status, `cache-control` header and body of the answer. */
async function post(query: string, token?: string) {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
  };
}

const search = `{ properties_connection(locale: "nl", filters: { goal: { eq: 0 } }, sort: ["price:asc"],
  pagination: { pageSize: 3 }) { nodes { reference price photos { url formats } propertyType { name } }
  pageInfo { total page pageSize pageCount } } }`;

// Apollo's cache control plugin answers `no-store` to every response (Strapi sets no cache hint):
// no answer may become cacheable by a proxy.
test.each([
  ['a search', search, undefined, 200, undefined],
  ['a read the visitor may not make', '{ visitRequests { documentId } }', undefined, 200, 'FORBIDDEN'],
  ['an invalid query', '{ properties { noSuchField } }', undefined, 400, 'GRAPHQL_VALIDATION_FAILED'],
  ['an agent’s search', search, 'admin', 200, undefined],
])('%s is answered with cache-control: no-store', async (_, query, who, status, code) => {
  const answer = await post(query, who === 'admin' ? adminToken() : undefined);
  expect(answer.status).toBe(status);
  expect(answer.cacheControl).toBe('no-store');
  expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
});

test('a search answers its page, its relations and its total together', async () => {
  const { body } = await post(search);
  const connection = (
    body.data as {
      properties_connection: {
        nodes: { price: number; photos: { url: string; formats: unknown }[]; propertyType: { name: string } }[];
        pageInfo: { total: number; page: number; pageSize: number; pageCount: number };
      };
    }
  ).properties_connection;
  expect(connection.nodes).toHaveLength(3);
  const prices = connection.nodes.map((node) => node.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  for (const node of connection.nodes) {
    expect(node.photos.length).toBeGreaterThan(0);
    expect(node.photos[0].formats).toEqual(expect.any(Object));
    expect(node.propertyType.name).toEqual(expect.any(String));
  }
  expect(connection.pageInfo).toEqual({
    total: expect.any(Number),
    page: 1,
    pageSize: 3,
    pageCount: Math.ceil(connection.pageInfo.total / 3),
  });
  expect(connection.pageInfo.total).toBeGreaterThan(3);
});
