import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetSharedReads } from '~/graphql/shared-read.server';
import { strapiHandlers } from './mocks/strapi-handlers.ts';

// Route tests render whole pages through loaders; on two busy cores that can take over a second.
configure({ asyncUtilTimeout: 5000 });

/** msw answers Strapi's GraphQL API; any request without a handler fails the test. */
export const strapiServer = setupServer(...strapiHandlers);

beforeAll(() => strapiServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => strapiServer.resetHandlers());
// Each test reads Strapi (its own msw answers) afresh: nothing shared between requests carries over.
beforeEach(() => forgetSharedReads());
// A test where Strapi failed must not make the next calls fail at once (strapi-fetch.server.ts):
// no pause after a failure, unless a test sets one (in its own beforeAll, which runs after this).
// Imported here, not above: the server code reads the environment once (env.server.ts), and a test
// file may set it before its own imports (vi.hoisted).
const strapiCalls = () => import('~/graphql/strapi-fetch.server');
beforeAll(async () => (await strapiCalls()).setStrapiTimings({ pauseMs: 0 }));
beforeEach(async () => (await strapiCalls()).resetStrapiPause());
afterAll(() => strapiServer.close());

// A console.error during a test (React warnings, missing translations, failed renders) fails it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => cleanup());
