import { request } from 'node:http';
import { expect, test } from 'vitest';
import { strapiUrl } from './http';

/** What an attacker probing Strapi from outside sees (issue 13). */
test.each([
  ['GET', '/_health'],
  ['GET', '/api/properties?pagination[pageSize]=1'],
  ['POST', '/graphql'],
  ['GET', '/favicon.ico'],
  ['GET', '/admin'],
])('%s %s: no X-Powered-By', async (method, path) => {
  const response = await fetch(`${strapiUrl()}${path}`, {
    method,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) }
      : {}),
  });
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(response.status).toBeLessThan(500);
});

test('/favicon.ico is the icon, not a 500', async () => {
  const response = await fetch(`${strapiUrl()}/favicon.ico`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('image/');
});

/** A request with any method (fetch refuses TRACE): its status. */
function status(method: string, path: string): Promise<number> {
  const url = new URL(path, strapiUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path: url.pathname, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])(
  '%s on the GraphQL endpoint is refused, never a 500',
  async (method) => {
    const answer = await status(method, '/graphql');
    expect(answer).toBeGreaterThanOrEqual(400);
    expect(answer).toBeLessThan(500);
  },
);

/**
 * A body that is not JSON is the client's fault: 400 with a code the site can read (and a warning
 * in Strapi's log, not an error with a stack: the suite fails on any error Strapi logs).
 */
test.each([
  ['/graphql', '{"query": "{ __typ'],
  ['/graphql', '{"query": "{ __typename }",'],
  ['/api/contact-messages', '{"data": '],
])('malformed JSON to %s (%s): 400 MALFORMED_JSON', async (path, body) => {
  const response = await fetch(`${strapiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    data: null,
    error: { status: 400, name: 'MalformedJsonError', details: { code: 'MALFORMED_JSON' } },
  });
});
