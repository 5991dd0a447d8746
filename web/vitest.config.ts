import { defineConfig } from 'vitest/config';

// Component and route tests render with happy-dom; the React Router Vite plugin is left out on
// purpose (it expects a full app build), routes are exercised with createRoutesStub instead.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'happy-dom',
    // Loaders run in the test's window; their requests to Strapi (answered by msw) are not
    // cross-origin requests of a page.
    environmentOptions: {
      happyDOM: {
        url: 'http://127.0.0.1:3000',
        // Style sheets are not loaded; a page's link to one (the forms' fill-time style sheet) is not an error.
        settings: { fetch: { disableSameOriginPolicy: true }, handleDisabledFileLoadingAsSuccess: true },
      },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A cap against a hung test, not a speed check: the whole-catalogue message tests grow with the
    // catalogue, and on a 2-core machine running Strapi beside them 5 s (the default) is not enough.
    testTimeout: 30_000,
  },
});
