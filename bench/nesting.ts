/**
 * Nesting (issue 33, item 4): a nest of the full time limit never slows the shop. On the built server
 * (SQLite, NEST_SECONDS = BENCH_NEST_SECONDS, 30 by default), with open orders seeded straight into its
 * database (bench/seed-orders.ts), GET /api/health at 10 connections for BENCH_SECONDS before any nest
 * (the machine's own figure at that moment), then again while POST /api/admin/nests nests SS 304 2 mm
 * orders of at least NEST_PIECES pieces in its worker.
 */
import autocannon from 'autocannon';
import type { WaitingLine } from '@steelcut/domain/schemas/nesting';
import { openDatabase, sqliteFileIn } from '../apps/server/src/db/database';
import { seedOrders } from './seed-orders';
import type { RunningServer } from './server-process';

/** Orders seeded: the last 200 are Pending, about half of them orders rather than leads. */
const SEEDED_ORDERS = 150;
const NEST_PIECES = Number(process.env.BENCH_NEST_PIECES ?? 200);
const HEALTH_P99_MS = 50;
const PLATE = { material: 'SS 304', thicknessMm: 2 };

export interface NestingRow {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
  budget: string;
  result: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whole orders of the plate's waiting lines, oldest first, until they hold `pieces`. */
function ordersHolding(lines: WaitingLine[], pieces: number): { orderIds: number[]; pieces: number } {
  const orderIds: number[] = [];
  let held = 0;
  for (const line of lines) {
    if (held >= pieces && !orderIds.includes(line.orderId)) break;
    if (!orderIds.includes(line.orderId)) orderIds.push(line.orderId);
    held += line.quantity;
  }
  return { orderIds, pieces: held };
}

/** `problems` null: a figure for comparison, under no budget. */
const healthRow = (name: string, health: autocannon.Result, budget: string, problems: string[] | null): NestingRow => ({
  name,
  requests: health.requests.total,
  p50: health.latency.p50,
  p99: health.latency.p99,
  max: health.latency.max,
  failed: health.non2xx + health.errors,
  budget,
  result: problems === null ? '—' : problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
});

export async function measureNesting(
  server: RunningServer,
  options: { adminToken: string; seconds: number; nestSeconds: number },
): Promise<NestingRow[]> {
  const target = openDatabase({ sqliteFile: sqliteFileIn(server.dataDir) });
  try {
    await seedOrders(target.db, SEEDED_ORDERS);
  } finally {
    await target.destroy();
  }
  const headers = { authorization: `Bearer ${options.adminToken}`, 'content-type': 'application/json' };
  const query = `material=${encodeURIComponent(PLATE.material)}&thicknessMm=${PLATE.thicknessMm}`;
  const waiting = await fetch(`${server.url}/api/admin/nests/waiting?${query}`, { headers });
  const { lines } = (await waiting.json()) as { lines: WaitingLine[] };
  const chosen = ordersHolding(lines, NEST_PIECES);

  await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: 3 }); // warm-up
  const quiet = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: options.seconds });

  const started = performance.now();
  const nesting = fetch(`${server.url}/api/admin/nests`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...PLATE, orderIds: chosen.orderIds }),
  }).then(async (response) => ({
    status: response.status,
    ms: performance.now() - started,
    body: (await response.json()) as { nest?: { sheets: unknown[]; utilisation: number }; message?: string },
  }));
  await sleep(1000); // the worker under way
  // The health check loaded for the rest of the nest's time limit, short of a second at its end.
  const during = Math.max(5, options.nestSeconds - 2);
  const busy = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: during });
  const nest = await nesting;

  const nestProblems = [
    ...(nest.status !== 201 ? [`nest answered ${nest.status}: ${nest.body.message ?? ''}`] : []),
    ...(nest.ms < (options.nestSeconds - 1) * 1000
      ? [`the nest took ${(nest.ms / 1000).toFixed(1)} s, not its full time`]
      : []),
  ];
  const healthProblems = (health: autocannon.Result) => [
    ...(health.non2xx + health.errors > 0 ? [`${health.non2xx + health.errors} failed`] : []),
    ...(health.latency.p99 >= HEALTH_P99_MS ? [`p99 ${health.latency.p99} ms ≥ ${HEALTH_P99_MS} ms`] : []),
  ];
  const made = nest.body.nest
    ? `${nest.body.nest.sheets.length} sheets, ${(100 * nest.body.nest.utilisation).toFixed(1)} % used`
    : 'no nest';
  return [
    healthRow(
      `GET /api/health, 10 connections, no nest running (the machine's figure at this moment)`,
      quiet,
      'for comparison',
      null,
    ),
    healthRow(
      `GET /api/health p99 while a ${options.nestSeconds} s nest runs: 10 connections for ${during} s during POST /api/admin/nests ` +
        `(${chosen.pieces} pieces of ${chosen.orderIds.length} orders, ${PLATE.material} ${PLATE.thicknessMm} mm; ` +
        `answered ${nest.status} after ${(nest.ms / 1000).toFixed(1)} s, ${made})`,
      busy,
      `p99 < ${HEALTH_P99_MS} ms`,
      [...healthProblems(busy), ...nestProblems],
    ),
  ];
}

export function printNestingTable(rows: NestingRow[], load: string) {
  console.log(`\nNesting beside the shop (SQLite; load average ${load}):\n`);
  console.log('| what | requests | p50 ms | p99 ms | max ms | failed | budget | result |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failed} | ${r.budget} | ${r.result} |`,
    );
}
