import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.journey.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two journeys at a time, each with its own server, data directory and browser: one at a time
    // left a 2-core machine half idle while a page waited on its server or a timer.
    maxWorkers: 2,
  },
});
