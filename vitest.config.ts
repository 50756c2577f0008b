import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // On SQLite one test file per core (Vitest's own default leaves one core idle). On PostgreSQL
    // one file at a time for now: two at once once failed a migration, since fixed in
    // test/helpers.ts (docs/decisions.md, "Node versions").
    maxWorkers: process.env.TEST_DATABASE_URL ? 1 : os.availableParallelism(),
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
          // A guard against a hang, not a speed check: the admin's long forms typed into in
          // jsdom take 5-30 s on two cores, several times that when the machine is busy.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
