/**
 * The back office at 100,000 orders (BENCH_ONLY=search): the orders table searched by a phone
 * fragment, part of a name and an order number, its status filter, the status summary, each at
 * 10 connections, and the CSV export of every order with the server's memory sampled meanwhile.
 * autocannon reports p97.5, not p95: the budgets are held to the stricter figure.
 */
import autocannon from 'autocannon';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import { openDatabase, sqliteFileIn } from '../apps/server/src/db/database';
import { isPostgres } from '../apps/server/src/db/write-together';
import { sql } from 'kysely';
import { heapAfterGc, rssMb } from './server-memory';
import { seedOrders, SURNAMES } from './seed-orders';
import type { RunningServer } from './server-process';

export const SEARCH_CONNECTIONS = 10;
const SEARCH_P95_MS = 50;
const SUMMARY_P95_MS = 20;

export interface SearchRow {
  name: string;
  database: string;
  rps: number;
  p50: number;
  p975: number;
  errors: number;
  non2xx: number;
  budget: string;
  result: string;
}

export interface ExportRow {
  database: string;
  orderType: string;
  lines: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

interface Options {
  server: RunningServer;
  database: 'SQLite' | 'PostgreSQL';
  databaseUrl?: string;
  adminToken: string;
  orders: number;
  seconds: number;
  warmupSeconds: number;
}

/** Seeds `orders` into the server's database, then measures. */
export async function measureSearch(options: Options): Promise<{ rows: SearchRow[]; exports: ExportRow[] }> {
  const { server, database, adminToken } = options;
  const target = openDatabase(
    options.databaseUrl ? { url: options.databaseUrl, poolSize: 2 } : { sqliteFile: sqliteFileIn(server.dataDir) },
  );
  let seeded;
  try {
    seeded = await seedOrders(target.db, options.orders);
    // What autovacuum and the server's own optimize would do within minutes of a bulk load.
    await (isPostgres(target.db) ? sql`vacuum analyze` : sql`pragma optimize`).execute(target.db);
  } finally {
    await target.destroy();
  }
  const headers = { authorization: `Bearer ${adminToken}` };
  // 50 a page, as the admin's screens ask (SPEC section 9).
  const table = (query: string) => `/api/admin/ordersTable?orderType=2&limit=50&${query}`;
  const cycle = (paths: string[]) => {
    let next = 0;
    return [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }];
  };
  const scenarios: [string, string[], number][] = [
    ['ordersTable, search by a phone fragment', seeded.phones.map((p) => table(`search=${p}`)), SEARCH_P95_MS],
    [
      'ordersTable, search by part of a name',
      SURNAMES.map((s) => table(`search=${encodeURIComponent(s.slice(0, 7).toLowerCase())}`)),
      SEARCH_P95_MS,
    ],
    ['ordersTable, search by order number', seeded.orderNos.map((n) => table(`search=${n}`)), SEARCH_P95_MS],
    [
      'ordersTable, status filter, pages 1-20',
      ORDER_STATUSES.flatMap((s) => Array.from({ length: 20 }, (_, page) => table(`status=${s}&page=${page + 1}`))),
      SEARCH_P95_MS,
    ],
    ['orderStatusSummary', ['/api/admin/orderStatusSummary'], SUMMARY_P95_MS],
  ];
  const rows: SearchRow[] = [];
  for (const [name, paths, limit] of scenarios) {
    const base = { url: server.url, headers, connections: SEARCH_CONNECTIONS };
    await autocannon({ ...base, duration: options.warmupSeconds, requests: cycle(paths) });
    const result = await autocannon({ ...base, duration: options.seconds, requests: cycle(paths) });
    const problems = [
      ...(result.errors > 0 ? [`${result.errors} errors`] : []),
      ...(result.non2xx > 0 ? [`${result.non2xx} non-2xx`] : []),
      ...(result.latency.p97_5 >= limit ? [`p97.5 ${result.latency.p97_5} ms ≥ ${limit} ms`] : []),
    ];
    rows.push({
      name: `GET ${name}`,
      database,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p975: result.latency.p97_5,
      errors: result.errors,
      non2xx: result.non2xx,
      budget: `p95 < ${limit} ms (held to p97.5)`,
      result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
    });
  }

  const exports: ExportRow[] = [];
  // Orders twice, each between two full collections (the server runs with HEAP_PROBE_ARGS): what an
  // export keeps shows in the live heap after it; RSS also holds garbage and the pages kept for later.
  for (const [orderType, label] of [
    ['2', 'all orders'],
    ['2', 'all orders, again'],
    ['1', 'all leads'],
  ]) {
    const heapBefore = await heapAfterGc(server);
    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/orders/export.csv?orderType=${orderType}`, { headers });
    let lines = 0;
    for await (const chunk of response.body!) for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
    clearInterval(sampler);
    if (!response.ok) throw new Error(`export answered ${response.status}`);
    exports.push({
      database,
      orderType: label,
      lines: lines - 1,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      rssBeforeMb: before,
      rssPeakMb: peak,
      rssAfterMb: rssMb(server.pid),
      heapBeforeMb: heapBefore.heapMb,
      heapAfterMb: (await heapAfterGc(server)).heapMb,
    });
  }
  return { rows, exports };
}

export function printSearchTables(rows: SearchRow[], exports: ExportRow[], orders: number) {
  console.log(`\nThe back office at ${orders.toLocaleString('en')} orders, ${SEARCH_CONNECTIONS} connections:\n`);
  console.log('| call | database | req/s | p50 ms | p97.5 ms | errors | non-2xx | budget | result |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.database} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.errors} | ${r.non2xx} | ${r.budget} | ${r.result} |`,
    );
  console.log(
    '\n| export.csv | database | item lines | seconds | server RSS before → peak → after (MB) | live heap before → after (MB) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const e of exports)
    console.log(
      `| ${e.orderType} | ${e.database} | ${e.lines.toLocaleString('en')} | ${e.seconds} | ${e.rssBeforeMb} → ${e.rssPeakMb} → ${e.rssAfterMb} | ${e.heapBeforeMb} → ${e.heapAfterMb} |`,
    );
}
