import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.journey.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A page on a busy 2-core machine can take seconds to show what it was asked for: polls wait
    // up to 10 s (the default, 1 s, failed four journeys when two ran at a time).
    expect: { poll: { timeout: 10_000 } },
    // Journeys share the machine's two cores with the server and Chromium: one at a time (two at a
    // time took 341 s against 449, the accessibility sweep alone 339 s against 201).
    fileParallelism: false,
  },
});
