// @vitest-environment node
import { http, passthrough } from 'msw';
import { RouterContextProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { createApolloClient, graphqlClientContext } from '~/graphql/apollo.server';
import { resetStrapiPause, retryAfterSeconds } from '~/graphql/strapi-fetch.server';
import { strapiServer } from '~/test/setup';
import { loader as robotsLoader } from './robots';
import { loader as sitemapLoader } from './sitemap';

/** A context whose GraphQL client reaches a port where nothing listens: Strapi refuses connections. */
function refusedContext() {
  strapiServer.use(http.all('http://127.0.0.1:9/*', () => passthrough()));
  const context = new RouterContextProvider();
  context.set(graphqlClientContext, createApolloClient({ strapiUrl: 'http://127.0.0.1:9' }));
  return context;
}

afterEach(() => resetStrapiPause());

test('Strapi refusing connections: /sitemap.xml is a 503 with Retry-After, never stored (not a 500)', async () => {
  const response = (await sitemapLoader({ context: refusedContext() } as never)) as Response;
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
});

test('Strapi refusing connections: /robots.txt gives the default rules, never stored', async () => {
  const response = (await robotsLoader({ context: refusedContext() } as never)) as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.text()).toContain('Sitemap:');
});
