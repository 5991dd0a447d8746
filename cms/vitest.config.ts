import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One real Strapi serves every test file: it boots once in globalSetup (on a temporary SQLite
// file, or on PostgreSQL when DATABASE_URL is set) and the tests talk to it over HTTP. The tests
// import @vitrine/domain from its sources; Strapi runs domain/dist, rebuilt first when stale.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@vitrine\/domain$/, replacement: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
      {
        find: /^@vitrine\/domain\/server$/,
        replacement: fileURLToPath(new URL('../domain/src/server/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['tests/domain-build.mjs', 'tests/global-setup.ts'],
    setupFiles: ['tests/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
