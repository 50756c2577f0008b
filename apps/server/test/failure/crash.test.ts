/**
 * Orders placed while the server is killed (SIGKILL) and started again, on the database the tests
 * run on (SQLite, or PostgreSQL with TEST_DATABASE_URL: a database of its own, dropped after).
 * CI places 150 orders through a few kills; CRASH_ORDERS=1000 is the full run (bench/crash.ts
 * runs it on both databases).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, freshPostgres } from './built-server';
import { runCrashScenario } from './crash-scenario';

const ORDERS = Number(process.env.CRASH_ORDERS ?? 150);
const FULL = ORDERS >= 1000;

let server: Awaited<ReturnType<typeof buildServer>>;
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
beforeAll(async () => {
  [server, postgres] = await Promise.all([buildServer(), freshPostgres('crash')]);
});
afterAll(async () => {
  await postgres?.drop();
  server?.remove();
});

it(
  `keeps every answered order, whole and once, with its mails, through SIGKILLs (${ORDERS} orders)`,
  async () => {
    const figures = await runCrashScenario({
      main: server.main,
      databaseUrl: postgres?.url,
      orders: ORDERS,
      clients: FULL ? 8 : 3,
      killAfterMs: FULL ? [300, 1500] : [300, 900],
      thinkMs: FULL ? 60 : 100,
      log: FULL ? (line) => console.log(line) : undefined,
    });
    console.log(JSON.stringify({ crash: { ...figures, problems: figures.problems.length } }));
    expect(figures.problems).toEqual([]);
    expect(figures.kills).toBeGreaterThanOrEqual(FULL ? 10 : 3);
  },
  // A safety net, not a budget: each kill waits for a new server to start, which on a busy runner
  // (other test files on the same two cores) took this past 90 s.
  FULL ? 900_000 : 240_000,
);
