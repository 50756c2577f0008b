/**
 * Customers' drawings under abuse (issue 31, items 2 and 3), on the built server (SQLite,
 * TRUST_PROXY=1 so each client brings its own address, MALLOC_ARENA_MAX=2 as docs/operations.md
 * runs it). `node --import tsx bench/drawings-trust.ts` after `npm run build -w apps/server`.
 *
 * - A guest floods the readers for BENCH_FLOOD_SECONDS (30): FLOODERS loops, each changing the
 *   units of a 2,400-hole drawing and checking it against a plate in turn, without pause. Meanwhile
 *   a customer uploads a typical drawing (120 holes) 20 times one after another, then adds one to
 *   the cart, quotes it and orders it. Budget: every upload 201 with p95 < 1 s; the quote 200, the
 *   order 201.
 * - 100 large drawings (2,400 holes each) of one customer: the five pages of the list, their bytes
 *   and times; GET /api/health at 10 connections for BENCH_SECONDS while three clients list pages
 *   without pause; the server's memory before and after. Budget: the 100 listed in < 100 KB and
 *   < 100 ms; health p99 < 50 ms; memory back within 50 MB.
 */
import autocannon from 'autocannon';
import { loadavg } from 'node:os';
import { anAddressInput } from '@steelcut/domain/testing/factories';
import { perforatedPlate } from '@steelcut/domain/testing/drawings';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { rssMb } from './server-memory';
import { startServer, type RunningServer } from './server-process';

const ADMIN = { email: 'admin@bench.example', password: 'Bench-admin-1' };
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** More at once than the guest's share of the queue (one per reader and four waiting). */
const FLOODERS = 8;
const UPLOADS = 20;
const UPLOAD_P95_MS = 1000;
const LISTED = 100;
const LIST_BYTES = 100 * 1024;
const LIST_MS = 100;
const HEALTH_P99_MS = 50;
const RSS_MARGIN_MB = 50;
const SETTLE_MS = 20_000;

const heavy = Buffer.from(perforatedPlate(2400));
const typical = Buffer.from(perforatedPlate(120));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Client {
  address: string;
  token?: string;
}
let addresses = 0;
const newClient = (): Client => ({ address: `10.99.${Math.floor(++addresses / 250)}.${addresses % 250}` });

async function call(server: RunningServer, who: Client, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', who.address);
  if (who.token) headers.set('authorization', `Bearer ${who.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  const started = performance.now();
  const response = await fetch(server.url + path, { ...init, headers });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}
async function ok(server: RunningServer, who: Client, path: string, init: RequestInit = {}) {
  const answer = await call(server, who, path, init);
  if (answer.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body || '{}');
}
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
function upload(server: RunningServer, who: Client, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/dxf' }), 'part.dxf');
  return call(server, who, '/api/drawings', { method: 'POST', body: form });
}

async function signIn(server: RunningServer, body: object): Promise<Client & { userId: number }> {
  const who = newClient();
  const path = 'email' in body && 'name' in body ? '/api/auth/register' : '/api/auth/login';
  const { token, user } = await ok(server, who, path, json('POST', body));
  return { ...who, token, userId: user.id };
}
let customers = 0;
const registerCustomer = (server: RunningServer) => {
  customers += 1;
  return signIn(server, {
    name: `Bench customer ${customers}`,
    email: `bench${customers}@example.com`,
    mobileNumber: `98765${String(customers).padStart(5, '0')}`,
    password: 'secret12',
  });
};

interface Row {
  what: string;
  figures: string;
  budget: string;
  result: string;
}

async function flood(server: RunningServer): Promise<Row[]> {
  const admin = await signIn(server, ADMIN);
  await ok(server, admin, '/api/admin/pricing', json('PUT', { pricing: aPricing() }));
  const guest = newClient();
  const heavyId = JSON.parse((await upload(server, guest, heavy)).body).drawing.id as string;
  const customer = await registerCustomer(server);
  await ok(server, customer, '/api/address', json('POST', { userId: customer.userId, ...anAddressInput() }));

  const floodStatuses = new Map<number, number>();
  let flooding = true;
  const flooders = Array.from({ length: FLOODERS }, async (_, loop) => {
    for (let i = 0; flooding; i++) {
      const answer =
        i % 2 === 0
          ? await call(server, guest, `/api/drawings/${heavyId}/units`, json('PUT', { units: i % 4 ? 'in' : 'mm' }))
          : await call(server, guest, `/api/drawings/${heavyId}?thickness=${1 + ((i + loop) % 10)}`);
      floodStatuses.set(answer.status, (floodStatuses.get(answer.status) ?? 0) + 1);
      // A refused caller is told when to come back; the flood does not wait.
    }
  });
  const floodEnds = sleep(FLOOD_SECONDS * 1000).then(() => (flooding = false));
  await sleep(2000); // the flood under way

  const times: number[] = [];
  const statuses: number[] = [];
  let lastId = '';
  for (let i = 0; i < UPLOADS; i++) {
    const answer = await upload(server, customer, typical);
    statuses.push(answer.status);
    if (answer.status === 201) {
      times.push(answer.ms);
      lastId = JSON.parse(answer.body).drawing.id;
    }
  }
  const line = { material_name: 'SS 304', thickness: 2, quantity: 4, finish: 'Mill Finish' };
  const form = new FormData();
  for (const [key, value] of Object.entries({
    userId: customer.userId,
    drawingId: lastId,
    materialName: 'SS 304',
    thickness: 2,
    quantity: 4,
    finish: 'Mill Finish',
  }))
    form.append(key, String(value));
  const added = await call(server, customer, '/api/shape/addcart', { method: 'POST', body: form });
  const quoted = await call(
    server,
    customer,
    '/api/quote',
    json('POST', { items: [{ drawingId: lastId, ...line }], state: 'Tamil Nadu' }),
  );
  const cart = JSON.parse((await call(server, customer, `/api/cart/getCart/${customer.userId}`)).body) as {
    items: { id: number }[];
  };
  const address = (await ok(server, customer, `/api/address/user/${customer.userId}`)).addresses[0];
  const ordered = await call(server, customer, '/api/order/create', {
    ...json('POST', {
      userId: customer.userId,
      cartItems: cart.items.map(({ id }) => ({ id })),
      totalQty: cart.items.length,
      deliveryAddress: address,
    }),
    headers: { 'idempotency-key': `bench-${Date.now()}` },
  });
  const stillFlooding = flooding;
  await floodEnds;
  await Promise.all(flooders);

  const failed = statuses.filter((status) => status !== 201).length;
  const p95 = Math.round(percentile(times, 95));
  const floodFigures = [...floodStatuses]
    .sort()
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    {
      what: `guest's flood: ${FLOODERS} loops of units changes and plate checks of a 2,400-hole drawing, ${FLOOD_SECONDS} s`,
      figures: floodFigures,
      budget: 'answered 429 past their budget or share',
      result: floodStatuses.has(429) ? 'PASS' : 'FAIL: no 429',
    },
    {
      what: `a customer's ${UPLOADS} uploads of a typical drawing (120 holes, ${Math.round(typical.length / 1024)} KB) during the flood`,
      figures: `p50 ${Math.round(percentile(times, 50))} ms, p95 ${p95} ms, max ${Math.round(Math.max(...times))} ms, ${failed} not 201`,
      budget: `every answer 201, p95 < ${UPLOAD_P95_MS} ms`,
      result:
        failed === 0 && p95 < UPLOAD_P95_MS
          ? 'PASS'
          : `FAIL${failed ? `: ${failed} not 201` : ''}${p95 >= UPLOAD_P95_MS ? `: p95 ${p95} ms` : ''}`,
    },
    {
      what: `the customer's drawing line added, quoted and ordered during the flood${stillFlooding ? '' : ' (the flood had ended: lengthen BENCH_FLOOD_SECONDS)'}`,
      figures: `cart ${added.status} in ${Math.round(added.ms)} ms, quote ${quoted.status} in ${Math.round(quoted.ms)} ms, order ${ordered.status} in ${Math.round(ordered.ms)} ms`,
      budget: 'cart 200, quote 200, order 201',
      result:
        added.status === 200 && quoted.status === 200 && ordered.status === 201 && stillFlooding ? 'PASS' : 'FAIL',
    },
  ];
}

async function listing(server: RunningServer): Promise<Row[]> {
  // The shop's own account: its uploads are not counted, so one account holds a hundred.
  const owner = await signIn(server, ADMIN);
  for (let i = 0; i < LISTED; i++) {
    const answer = await upload(server, owner, heavy);
    if (answer.status !== 201) throw new Error(`upload ${i}: ${answer.status} ${answer.body}`);
  }
  const pages = Math.ceil(LISTED / 20);
  const first = (await ok(server, owner, '/api/drawings?page=1')).drawings[0].id as string;
  const oneDrawing = (await call(server, owner, `/api/drawings/${first}`)).body.length;
  // Bytes as sent, and the time of the five pages one after another, 20 rounds after 5 to warm up.
  const round = async () => {
    const started = performance.now();
    let bytes = 0;
    for (let page = 1; page <= pages; page++) {
      const answer = await call(server, owner, `/api/drawings?page=${page}`);
      if (answer.status !== 200) throw new Error(`page ${page}: ${answer.status}`);
      bytes += Buffer.byteLength(answer.body);
    }
    return { ms: performance.now() - started, bytes };
  };
  for (let i = 0; i < 5; i++) await round();
  const rounds = [];
  for (let i = 0; i < 20; i++) rounds.push(await round());
  const bytes = rounds[0]!.bytes;
  const listMs = rounds.map((r) => r.ms);
  const p95 = Math.round(percentile(listMs, 95));

  await sleep(SETTLE_MS);
  const before = rssMb(server.pid);
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, rssMb(server.pid))), 100);
  let running = true;
  let listed = 0;
  const listers = Array.from({ length: 3 }, async (_, k) => {
    for (let i = k; running; i++) {
      await call(server, owner, `/api/drawings?page=${1 + (i % pages)}`);
      listed += 1;
    }
  });
  const health = await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: SECONDS });
  running = false;
  await Promise.all(listers);
  clearInterval(sampler);
  await sleep(SETTLE_MS);
  const after = rssMb(server.pid);
  const healthFailed = health.non2xx + health.errors;
  return [
    {
      what: `GET /api/drawings, all ${pages} pages of ${LISTED} drawings of 2,400 holes (GET /api/drawings/{id} of one: ${Math.round(oneDrawing / 1024)} KB)`,
      figures: `${(bytes / 1024).toFixed(1)} KB in all; the five pages in p50 ${Math.round(percentile(listMs, 50))} ms, p95 ${p95} ms`,
      budget: `< ${LIST_BYTES / 1024} KB and < ${LIST_MS} ms`,
      result: bytes < LIST_BYTES && p95 < LIST_MS ? 'PASS' : 'FAIL',
    },
    {
      what: `GET /api/health, 10 connections, ${SECONDS} s, while 3 clients list pages without pause (${listed} pages listed)`,
      figures: `${health.requests.total} answered, p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, max ${health.latency.max} ms, ${healthFailed} failed`,
      budget: `p99 < ${HEALTH_P99_MS} ms`,
      result: health.latency.p99 < HEALTH_P99_MS && healthFailed === 0 ? 'PASS' : 'FAIL',
    },
    {
      what: 'server memory (VmRSS) round the listing',
      figures: `${before} MB before, ${highest} MB at most, ${after} MB ${SETTLE_MS / 1000} s after`,
      budget: `after ≤ before + ${RSS_MARGIN_MB} MB`,
      result: after <= before + RSS_MARGIN_MB ? 'PASS' : `FAIL: ${after - before} MB above`,
    },
  ];
}

const server = await startServer({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  DATABASE_URL: '',
  TRUST_PROXY: '1',
  MALLOC_ARENA_MAX: '2',
});
const rows: Row[] = [];
try {
  rows.push(...(await flood(server)));
  rows.push(...(await listing(server)));
} finally {
  await server.stop();
}
console.log(
  `\nCustomers' drawings under abuse (SQLite, one server, ${new Date().toISOString()}, load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}):\n`,
);
console.log('| what | figures | budget | result |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${row.what} | ${row.figures} | ${row.budget} | ${row.result} |`);
if (rows.some((row) => row.result !== 'PASS')) process.exitCode = 1;
