import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions without shared state: one worker for all files is safe and much faster.
    isolate: false,
  },
});
