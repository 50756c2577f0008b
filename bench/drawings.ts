/**
 * Customers' drawings (issue 23), on the built server (SQLite, TRUST_PROXY=1 so each upload comes
 * from an address of its own, as customers' do, and the per-address limit does not count them):
 *
 * - a typical drawing: POST /api/drawings, one customer's after another, ROUNDS in all, after a
 *   warm-up: a small part (120 holes, 15 KB) and a heavy one (1,000 holes, 122 KB);
 * - a 3.3 MB drawing of 20,000 lines: LARGE_ROUNDS uploads one at a time;
 * - a 1.5 MB nest of 355 parts and a 3.7 MB plate of 821 tessellated contours (issue 32): each
 *   LARGE_ROUNDS uploads one at a time, each read, split into parts and checked within its budget;
 * - GET /api/health at 10 connections for BENCH_SECONDS while four large drawings (the three above
 *   in turn) are read without pause (each upload followed at once by the next);
 * - the server's memory (VmRSS, workers included): at start; the baseline, after typical drawings
 *   and small requests once the reader has stopped and a full collection (the server runs with
 *   HEAP_PROBE_ARGS); at its highest during the figures; and after, once the readers have stood
 *   idle (they stop after 10 s), as it stands and after a full collection. The budget is on the
 *   live heap after a full collection: the RSS after the same work varies by 150 MB from run to
 *   run with the pages V8 and malloc keep for later (docs/performance.md), a leak does not;
 * - files made to hold a reader (issue 31, testing/hostile-drawings.ts): each posted HOSTILE_ROUNDS
 *   times, answered (400 with its reason; the bulged triangle 201) within HOSTILE_MS;
 * - a 2,400-hole plate checked at thick plates: GET /api/drawings/{id}?thickness=14 and 30, each
 *   PLATE_ROUNDS times, within PLATE_MS.
 *
 * BENCH_DRAWING_CASES=hostile measures only the last two.
 */
import autocannon from 'autocannon';
import {
  partsNest,
  perforatedPlate,
  tessellatedPerforation,
  tessellatedPlate,
} from '@steelcut/domain/testing/drawings';
import { HOSTILE_DRAWINGS } from '@steelcut/domain/testing/hostile-drawings';
import { heapAfterGc, rssMb } from './server-memory';
import type { RunningServer } from './server-process';

const CLIENTS = 1;
const ROUNDS = Number(process.env.BENCH_DRAWING_ROUNDS ?? 200);
const LARGE_ROUNDS = Number(process.env.BENCH_LARGE_ROUNDS ?? 15);
const TYPICAL_P95_MS = 100;
const LARGE_P95_MS = 800;
const NEST_PARTS = 355;
const NEST_MS = 2000;
const PERFORATION_HOLES = 820;
const PERFORATION_MS = 1500;
const HEALTH_P99_MS = 50;
const READING_AT_ONCE = 4;
/** After the load: the readers stop after 10 s idle; a little more for the server to settle. */
const SETTLE_MS = 20_000;
/** "Nothing kept": the live heap after the large drawings at most this much above the baseline's. */
const HEAP_MARGIN_MB = 20;
const CASES = process.env.BENCH_DRAWING_CASES ?? 'all';
const HOSTILE_ROUNDS = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 20);
const HOSTILE_MS = 200;
const PLATE_HOLES = 2400;
const PLATE_ROUNDS = Number(process.env.BENCH_PLATE_ROUNDS ?? 10);
const PLATE_MS = 1000;

export interface DrawingRow {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  failed: number;
  budget: string;
  result: string;
}

let client = 0;
/** A customer's address of their own, for the per-address upload limit (TRUST_PROXY=1). */
const nextAddress = () => `10.${Math.floor(client / 62500) % 250}.${Math.floor(client / 250) % 250}.${client++ % 250}`;

async function uploadOnce(url: string, bytes: Buffer): Promise<{ ms: number; status: number; body: string }> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/dxf' }), 'part.dxf');
  const started = performance.now();
  const response = await fetch(`${url}/api/drawings`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** `rounds` uploads by `clients` customers at once, one after another each. */
async function uploads(url: string, bytes: Buffer, rounds: number, clients: number) {
  const times: number[] = [];
  let failed = 0;
  let left = rounds;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) {
        const { ms, status } = await uploadOnce(url, bytes);
        if (status === 201) times.push(ms);
        else failed += 1;
      }
    }),
  );
  return { times, failed };
}

function rowOf(name: string, times: number[], failed: number, limitMs: number): DrawingRow {
  const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)].map(Math.round);
  const problems = [
    ...(failed > 0 ? [`${failed} not 201`] : []),
    ...(p95 >= limitMs ? [`p95 ${p95} ms ≥ ${limitMs} ms`] : []),
  ];
  return {
    name,
    requests: times.length + failed,
    p50,
    p95,
    max,
    failed,
    budget: `p95 < ${limitMs} ms, every answer 201`,
    result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kb = (bytes: Buffer) => `${Math.round(bytes.length / 1024)} KB`;
const mb = (bytes: Buffer) => `${(bytes.length / 1e6).toFixed(1)} MB`;

export async function measureDrawings(server: RunningServer, seconds: number): Promise<DrawingRow[]> {
  if (CASES === 'hostile') return [...(await measureHostile(server.url)), ...(await measurePlateChecks(server.url))];
  const rows: DrawingRow[] = [];
  const small = Buffer.from(perforatedPlate(120));
  const heavy = Buffer.from(perforatedPlate(1000));
  const large = Buffer.from(tessellatedPlate(20_000));
  // The baseline is a server that has done the day's usual work (typical drawings, many small
  // requests) and whose reader has stopped: what the large drawings leave behind shows above it.
  const cold = rssMb(server.pid);
  await uploads(server.url, small, 20, 1);
  await uploads(server.url, heavy, 20, 1);
  await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: 3 });
  await sleep(SETTLE_MS);
  const before = await heapAfterGc(server);
  let highest = before.rssMb;
  const sampler = setInterval(() => (highest = Math.max(highest, rssMb(server.pid))), 100);

  for (const [label, bytes] of [
    ['small part, 120 holes', small],
    ['heavy part, 1,000 holes', heavy],
  ] as const) {
    await uploads(server.url, bytes, 20, CLIENTS); // warm-up
    const { times, failed } = await uploads(server.url, bytes, ROUNDS, CLIENTS);
    rows.push(rowOf(`POST /api/drawings, ${label} (${kb(bytes)}), one at a time`, times, failed, TYPICAL_P95_MS));
  }

  await uploads(server.url, large, 2, 1); // warm-up
  const largeRun = await uploads(server.url, large, LARGE_ROUNDS, 1);
  rows.push(
    rowOf(
      `POST /api/drawings, 20,000 lines (${mb(large)}), one at a time`,
      largeRun.times,
      largeRun.failed,
      LARGE_P95_MS,
    ),
  );

  const nest = Buffer.from(partsNest(NEST_PARTS));
  const perforation = Buffer.from(tessellatedPerforation(PERFORATION_HOLES, 28));
  for (const [label, bytes, limitMs] of [
    [`a nest of ${NEST_PARTS} parts`, nest, NEST_MS],
    [`a plate of ${PERFORATION_HOLES + 1} tessellated contours`, perforation, PERFORATION_MS],
  ] as const) {
    await uploads(server.url, bytes, 1, 1); // warm-up
    const run = await uploads(server.url, bytes, LARGE_ROUNDS, 1);
    rows.push(rowOf(`POST /api/drawings, ${label} (${mb(bytes)}), one at a time`, run.times, run.failed, limitMs));
  }

  // Four large drawings read without pause while the health check is loaded.
  let reading = true;
  const readTimes: number[] = [];
  let readFailed = 0;
  const largeOnes = [large, nest, perforation];
  const readers = Array.from({ length: READING_AT_ONCE }, async (_, reader) => {
    for (let next = reader; reading; next++) {
      const { ms, status } = await uploadOnce(server.url, largeOnes[next % largeOnes.length]!);
      if (status === 201) readTimes.push(ms);
      else readFailed += 1;
    }
  });
  await sleep(1000); // all four under way
  const health = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: seconds });
  reading = false;
  await Promise.all(readers);
  const problems = [
    ...(health.non2xx > 0 || health.errors > 0 ? [`${health.non2xx + health.errors} failed`] : []),
    ...(health.latency.p99 >= HEALTH_P99_MS ? [`p99 ${health.latency.p99} ms ≥ ${HEALTH_P99_MS} ms`] : []),
    ...(readFailed > 0 ? [`${readFailed} drawings not 201`] : []),
  ];
  rows.push({
    name: `GET /api/health, 10 connections, while ${READING_AT_ONCE} large drawings (20,000 lines, the nest, the plate) are read (${readTimes.length} read, p50 ${readTimes.length > 0 ? Math.round(percentile(readTimes, 50)) : '—'} ms each)`,
    requests: health.requests.total,
    p50: health.latency.p50,
    p95: health.latency.p97_5,
    max: health.latency.max,
    failed: health.non2xx + health.errors,
    budget: `p99 < ${HEALTH_P99_MS} ms (p99 ${health.latency.p99} ms; p95 column shows p97.5)`,
    result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
  });

  clearInterval(sampler);
  await sleep(SETTLE_MS);
  const settled = rssMb(server.pid);
  const after = await heapAfterGc(server);
  const memoryOk = after.heapMb <= before.heapMb + HEAP_MARGIN_MB;
  rows.push({
    name: `server memory: VmRSS ${cold} MB at start, ${before.rssMb} MB after typical work (the baseline), ${highest} MB at most during, ${settled} MB ${SETTLE_MS / 1000} s after, ${after.rssMb} MB once collected; live heap ${before.heapMb} MB at the baseline, ${after.heapMb} MB after`,
    requests: 0,
    p50: 0,
    p95: 0,
    max: 0,
    failed: 0,
    budget: `live heap after ≤ baseline + ${HEAP_MARGIN_MB} MB`,
    result: memoryOk ? 'PASS' : `FAIL: ${after.heapMb - before.heapMb} MB above`,
  });
  rows.push(...(await measureHostile(server.url)), ...(await measurePlateChecks(server.url)));
  return rows;
}

/** Each file made to hold a reader, posted HOSTILE_ROUNDS times after one to warm up: its answer, soon. */
async function measureHostile(url: string): Promise<DrawingRow[]> {
  const rows: DrawingRow[] = [];
  for (const hostile of HOSTILE_DRAWINGS) {
    const bytes = Buffer.from(hostile.text);
    const wanted = hostile.refused ? 400 : 201;
    await uploadOnce(url, bytes);
    const times: number[] = [];
    let failed = 0;
    for (let round = 0; round < HOSTILE_ROUNDS; round++) {
      const { ms, status, body } = await uploadOnce(url, bytes);
      times.push(ms);
      const said = !hostile.refused || (JSON.parse(body) as { message?: string }).message?.includes(hostile.says!);
      if (status !== wanted || !said) failed += 1;
    }
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)].map(Math.round);
    const problems = [
      ...(failed > 0 ? [`${failed} not ${wanted}`] : []),
      ...(max >= HOSTILE_MS ? [`max ${max} ms ≥ ${HOSTILE_MS} ms`] : []),
    ];
    rows.push({
      name: `POST /api/drawings, ${hostile.name} (${kb(bytes)}): ${hostile.refused ? `400 ${hostile.refused}` : '201, a straight edge'}`,
      requests: times.length,
      p50,
      p95,
      max,
      failed,
      budget: `every answer ${wanted} within ${HOSTILE_MS} ms`,
      result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
    });
  }
  return rows;
}

/** A plate of PLATE_HOLES holes uploaded once, then checked at thick plates, PLATE_ROUNDS times each. */
async function measurePlateChecks(url: string): Promise<DrawingRow[]> {
  const bytes = Buffer.from(perforatedPlate(PLATE_HOLES));
  const upload = await uploadOnce(url, bytes);
  if (upload.status !== 201)
    throw new Error(`the ${PLATE_HOLES}-hole plate was not read: ${upload.body.slice(0, 200)}`);
  const { id } = (JSON.parse(upload.body) as { drawing: { id: string } }).drawing;
  const rows: DrawingRow[] = [];
  for (const thickness of [14, 30]) {
    const check = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/drawings/${id}?thickness=${thickness}`, {
        headers: { 'x-forwarded-for': nextAddress() },
      });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    await check(); // warm-up
    const times: number[] = [];
    const wrong: number[] = [];
    for (let round = 0; round < PLATE_ROUNDS; round++) {
      const { ms, status } = await check();
      times.push(ms);
      if (status !== 200) wrong.push(status);
    }
    const failed = wrong.length;
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), Math.max(...times)].map(Math.round);
    const problems = [
      ...(failed > 0 ? [`${failed} not 200 (${[...new Set(wrong)].join(', ')})`] : []),
      ...(max >= PLATE_MS ? [`max ${max} ms ≥ ${PLATE_MS} ms`] : []),
    ];
    rows.push({
      name: `GET /api/drawings/{id}?thickness=${thickness}, a plate of ${PLATE_HOLES.toLocaleString('en')} holes (${kb(bytes)}) checked from its kept geometry`,
      requests: times.length,
      p50,
      p95,
      max,
      failed,
      budget: `every answer 200 within ${PLATE_MS} ms`,
      result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`,
    });
  }
  return rows;
}

export function printDrawingsTable(rows: DrawingRow[], arenas: string) {
  const malloc = arenas ? `MALLOC_ARENA_MAX=${arenas}` : 'glibc’s default arenas';
  console.log(
    `\nCustomers' drawings (SQLite, ${malloc}; ${ROUNDS} typical uploads per row after 20 to warm up, ${LARGE_ROUNDS} large ones):\n`,
  );
  console.log('| what | requests | p50 ms | p95 ms | max ms | failed | budget | result |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const figures =
      r.requests > 0 ? `${r.requests} | ${r.p50} | ${r.p95} | ${r.max} | ${r.failed}` : '— | — | — | — | —';
    console.log(`| ${r.name} | ${figures} | ${r.budget} | ${r.result} |`);
  }
}
