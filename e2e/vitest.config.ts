import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.journey.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Journeys share the machine's two cores with the server and Chromium: one at a time.
    fileParallelism: false,
  },
});
