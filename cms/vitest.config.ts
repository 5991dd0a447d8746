import { defineConfig } from 'vitest/config';

// One real Strapi serves every test file: it boots once in globalSetup (on a temporary SQLite
// file, or on PostgreSQL when DATABASE_URL is set) and the tests talk to it over HTTP.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
