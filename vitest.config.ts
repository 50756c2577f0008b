import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core (Vitest's own default leaves one core idle); two per core made tests
    // miss their time (docs/decisions.md, "Node versions").
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Lazy routes in jsdom are slow when the two cores are busy.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
