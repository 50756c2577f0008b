import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files per core on SQLite: a file waits on its servers, sockets and timers for much of
    // its time (one per core kept a 2-core machine about 40 % busy; two per core: 415 -> 295 s).
    // One per core on PostgreSQL, which shares those cores: there, two per core made the crash
    // proof miss its time and a file's new schema vanish before its migrations ran.
    maxWorkers: os.availableParallelism() * (process.env.TEST_DATABASE_URL ? 1 : 2),
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
