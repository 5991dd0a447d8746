import { defineConfig } from 'vitest/config';

// End-to-end tests: the real Strapi (demo content) and the built web, started once in globalSetup,
// driven with Debian's Chromium through playwright-core. One file at a time: they share the stack.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 15 * 60_000,
    // Pages answer in a second or two on a busy machine: polled expectations wait up to 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
