import { describe, expect, test } from 'vitest';
import { apolloServerPlugins, noStoreResponses } from './apollo-plugins';

/** The `cache-control` header `noStoreResponses` leaves on a response that had `existing`. */
async function headerAfter(existing: string | undefined): Promise<string | undefined> {
  const headers = new Map<string, string>(existing === undefined ? [] : [['cache-control', existing]]);
  const hooks = (await (noStoreResponses.requestDidStart as () => Promise<Record<string, unknown>>)()) as {
    willSendResponse: (context: unknown) => Promise<void>;
  };
  await hooks.willSendResponse({ response: { http: { headers } } });
  return headers.get('cache-control');
}

describe('noStoreResponses', () => {
  // What Apollo's cache control plugin sends when no field has a cache hint.
  test.each([
    [undefined, 'no-store'],
    ['no-store', 'no-store'],
    ['max-age=60, public', 'no-store'],
    ['max-age=0, private', 'no-store'],
    ['public, max-age=60', 'public, max-age=60'],
    ['immutable', 'immutable'],
  ])('cache-control %s → %s', async (existing, expected) => {
    expect(await headerAfter(existing)).toBe(expected);
  });
});

test('Apollo’s cache control plugin is disabled and replaced', () => {
  const plugins = apolloServerPlugins();
  expect(plugins).toContain(noStoreResponses);
  expect(plugins).toContainEqual(
    expect.objectContaining({ __internal_plugin_id__: 'CacheControl', __is_disabled_plugin__: true }),
  );
});
