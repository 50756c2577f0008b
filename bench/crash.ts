/**
 * node --import tsx bench/crash.ts: the crash-safety run at full size on SQLite and on PostgreSQL
 * (docs/reliability.md). CRASH_ORDERS (1000) orders placed over HTTP by CRASH_CLIENTS (8)
 * customers at a time, each with an Idempotency-Key and retried with it, while the server is
 * killed with SIGKILL 0.3 to 1.5 s after every start and started again on the same DATA_DIR and
 * database; then every order, cart, key and mail is checked (apps/server/test/failure/crash-scenario.ts).
 * PostgreSQL: a database of its own on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped afterwards. BENCH_DATABASES=sqlite or postgresql runs one. CI runs 150 orders
 * (apps/server/test/failure/crash.test.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildServer } from '../apps/server/test/failure/built-server';
import { runCrashScenario, type CrashFigures } from '../apps/server/test/failure/crash-scenario';

const ORDERS = Number(process.env.CRASH_ORDERS ?? 1000);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 8);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgresql').toLowerCase().split(',');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `steelcut_crash_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const server = await buildServer();
const results: CrashFigures[] = [];
try {
  const options = { main: server.main, orders: ORDERS, clients: CLIENTS, killAfterMs: [300, 1500] as [number, number] };
  const log = (line: string) => console.error(line);
  if (DATABASES.includes('sqlite')) results.push(await runCrashScenario({ ...options, thinkMs: 60, log }));
  if (DATABASES.includes('postgresql')) {
    results.push(await withDatabase((databaseUrl) => runCrashScenario({ ...options, databaseUrl, thinkMs: 60, log })));
  }
} finally {
  server.remove();
}

console.log(
  '| database | orders | clients | kills | requests | unanswered, sent again | 503, sent again | answers lost, replayed (200) | slowest start | mails pending at the last start | mails | time | problems |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const f of results) {
  console.log(
    `| ${f.database} | ${f.orders} | ${f.clients} | ${f.kills} | ${f.requests} | ${f.unanswered} | ${f.unavailable} | ${f.replayed} | ${f.slowestStartMs} ms | ${f.mailsPending} | ${f.mails} | ${f.seconds} s | ${f.problems.length === 0 ? 'none' : f.problems.length} |`,
  );
}
for (const f of results) for (const problem of f.problems) console.log(`${f.database}: ${problem}`);
process.exitCode = results.every((f) => f.problems.length === 0) ? 0 : 1;
