/**
 * npm run bench: load figures for the API, each beside its budget, in one run on this machine,
 * printed as one markdown table (docs/performance.md); exits 1 when any budget fails. Needs
 * `npm run build -w apps/server` first, and PostgreSQL at BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), where it creates and drops the database
 * steelcut_bench for the PostgreSQL figures.
 *
 * Accounts and catalogue/cart: 50 connections, loaded in turn with a bare node:http server answering
 * the same JSON body. Orders: 20 connections, on SQLite and on PostgreSQL. Chat push (bench/chat.ts):
 * 500 open event streams and 50 messages/s, on one process (SQLite, PostgreSQL) and on two
 * processes sharing PostgreSQL, in a second table.
 *
 * The back office (bench/search.ts): 100,000 orders (BENCH_SEARCH_ORDERS) searched, filtered,
 * summarised and exported, at 10 connections, on each database.
 *
 * The mixed soak (bench/soak.ts): two processes on PostgreSQL behind nginx, 50 connections, 60 s.
 *
 * Customers' drawings (bench/drawings.ts): typical and large DXF uploads, the health check while
 * four large drawings are read, and the server's memory after, on SQLite.
 *
 * The storefront (bench/lighthouse.ts, after the whole `npm run build`): Lighthouse's mobile preset
 * on the public pages, Total Blocking Time ≤ 150 ms over a blank page's and performance ≥ 95, with
 * the machine's benchmark index; printed by that script, and counted here as one budget.
 *
 * Nesting (bench/nesting.ts): the health check while a nest of the full time limit
 * (BENCH_NEST_SECONDS, 30) runs in its worker, on SQLite.
 *
 * BENCH_ONLY=api, chat, search, soak, drawings, nesting or storefront measures one group (default all); BENCH_DATABASES=sqlite or
 * postgresql one database (default both). BENCH_SECONDS (10) is per API figure; BENCH_CHAT_SECONDS
 * (30), BENCH_CHAT_STREAMS (500) and BENCH_CHAT_RATE (50 messages/s) shape the chat figures.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createAccessTokens } from '../apps/server/src/lib/access-tokens';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { RATE_POLICIES } from '../apps/server/src/lib/rate-limit';
import { chatNotMeasured, measureChat, printChatTable, type ChatOptions, type ChatRow } from './chat';
import { HEAP_PROBE_ARGS } from './server-memory';
import { measureDrawings, printDrawingsTable, type DrawingRow } from './drawings';
import { measureNesting, printNestingTable, type NestingRow } from './nesting';
import { RECTANGLE } from '@steelcut/domain/testing/factories';
import { aPricing } from '@steelcut/domain/testing/pricing';
import { openSeeder, type SeededCustomer } from './seed';
import { startBareServer } from './bare-server';
import { ROOT, startServer, type RunningServer } from './server-process';
import { measureSearch, printSearchTables, type ExportRow, type SearchRow } from './search';
import { measureSoak, printSoak, type SoakReport } from './soak';
import { median } from './stats';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
/** Which servers to measure: a quick look at one database skips the other's figures. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgresql').toLowerCase().split(',');
/** Which groups of figures: 'api' (accounts, catalogue, orders), 'chat' (live push), 'search' (back office), 'drawings', 'nesting'. */
const GROUPS = (process.env.BENCH_ONLY ?? 'api,chat,search,soak,drawings,nesting,storefront').toLowerCase().split(',');
/** Orders seeded for the back office's figures (BENCH_ONLY=search). */
const SEARCH_ORDERS = Number(process.env.BENCH_SEARCH_ORDERS ?? 100_000);
const CHAT: ChatOptions = {
  streams: Number(process.env.BENCH_CHAT_STREAMS ?? 500),
  rate: Number(process.env.BENCH_CHAT_RATE ?? 50),
  seconds: Number(process.env.BENCH_CHAT_SECONDS ?? 30),
  warmupSeconds: WARMUP_SECONDS,
  graceMs: 5000,
};
const ADMIN = { email: 'admin@bench.example', password: 'Bench-admin-1' };
/** Given to both servers, so the bench can sign access tokens for the customers it seeds. */
const JWT_SECRET = randomBytes(32).toString('hex');
const tokens = createAccessTokens(JWT_SECRET);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'steelcut_bench';

const BARE_SHARE = 0.5; // of the bare server's requests/s
/** The comparisons with the bare server load each side in slices this long, in turn. */
const SLICE_SECONDS = 2;
const SLICES = Math.max(2, Math.round((2 * DURATION) / SLICE_SECONDS));
const CATALOGUE_P99_MS = 50;
const ORDERS_P99_MS = 100;
const ORDER_CONNECTIONS = 20;
const WIDE_CONNECTIONS = 50;
/** Customers with a 3-item cart prepared before the order warm-up; topped up after it. */
const FIRST_CUSTOMERS = 4000;

interface Figures {
  name: string;
  database: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
}

interface Row extends Figures {
  vsBare: string;
  budget: string;
  result: string;
}

const rows: Row[] = [];
const chatRows: ChatRow[] = [];

async function load(
  name: string,
  database: string,
  connections: number,
  options: autocannon.Options,
  afterWarmup?: (warmup: autocannon.Result) => Promise<void>,
): Promise<Figures> {
  const warmup = await autocannon({ ...options, duration: WARMUP_SECONDS, connections }); // JIT and caches
  if (afterWarmup) {
    await settle();
    await afterWarmup(warmup);
  }
  return figuresOf(name, database, connections, [await autocannon({ ...options, duration: DURATION, connections })]);
}

/** One load's figures from its runs (one, or the slices of an interleaved comparison). */
function figuresOf(name: string, database: string, connections: number, runs: autocannon.Result[]): Figures {
  const sum = (of: (run: autocannon.Result) => number) => runs.reduce((total, run) => total + of(run), 0);
  const statuses: Record<string, number> = {};
  for (const run of runs)
    for (const [code, stats] of Object.entries(run.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + (stats.count ?? 0);
  return {
    name,
    database,
    connections,
    rps: Math.round(sum((run) => run.requests.total) / sum((run) => run.duration)),
    p50: median(runs.map((run) => run.latency.p50)),
    // The worst slice's: the slices' latencies cannot be merged into one histogram.
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    errors: sum((run) => run.errors),
    non2xx: sum((run) => run.non2xx),
    statuses,
  };
}

/**
 * autocannon stops without waiting for the answers still in flight; let the server finish them
 * before the bench writes into its database.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

function verdict(problems: string[]): string {
  return problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}`;
}

/** Errors and non-2xx fail any budget; `onlyStatus` also fails any other 2xx. */
function failures(f: Figures, onlyStatus?: number): string[] {
  const problems: string[] = [];
  if (f.errors > 0) problems.push(`${f.errors} errors`);
  if (f.non2xx > 0) problems.push(`${f.non2xx} non-2xx`);
  if (onlyStatus !== undefined) {
    const other = Object.entries(f.statuses).filter(([code]) => Number(code) !== onlyStatus && Number(code) < 300);
    for (const [code, count] of other) problems.push(`${count} answered ${code}, not ${onlyStatus}`);
  }
  return problems;
}

function againstBare(f: Figures, bare: Figures, sliceShares: number[]): Row {
  const share = f.rps / bare.rps;
  const problems = failures(f);
  if (share < BARE_SHARE) problems.push(`${percent(share)} of bare < ${BARE_SHARE * 100}%`);
  if (f.p99 >= CATALOGUE_P99_MS) problems.push(`p99 ${f.p99} ms ≥ ${CATALOGUE_P99_MS} ms`);
  return {
    ...f,
    vsBare: `${percent(share)} (slices ${percent(Math.min(...sliceShares))}–${percent(Math.max(...sliceShares))})`,
    budget: `≥ ${BARE_SHARE * 100}% of bare, p99 < ${CATALOGUE_P99_MS} ms`,
    result: verdict(problems),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function againstP99(f: Figures, limitMs: number, onlyStatus?: number): Row {
  const problems = failures(f, onlyStatus);
  if (f.p99 >= limitMs) problems.push(`p99 ${f.p99} ms ≥ ${limitMs} ms`);
  const budget = `p99 < ${limitMs} ms${onlyStatus ? `, every answer ${onlyStatus}` : ', no non-2xx'}`;
  return { ...f, vsBare: '—', budget, result: verdict(problems) };
}

const reference = (f: Figures, budget = '—', result = 'reference'): Row => ({ ...f, vsBare: '—', budget, result });

/**
 * The API's figure beside a bare node:http server answering the same body (in a process of its
 * own), both loaded in turn in short slices, so a machine whose speed drifts from one minute to the
 * next slows both alike. Each side gets BENCH_SECONDS × 2 of load after its warm-up; the share is
 * the API's requests over the bare server's, and the row also shows the lowest and highest share
 * of a pair of slices.
 */
async function againstBareInterleaved(label: string, body: string, api: { name: string; options: autocannon.Options }) {
  const bareServer = await startBareServer(body);
  try {
    const bare = {
      name: `bare node:http, ${label} body (${Buffer.byteLength(body)} B)`,
      options: { url: bareServer.url },
    };
    const bareRuns: autocannon.Result[] = [];
    const apiRuns: autocannon.Result[] = [];
    const run = (options: autocannon.Options, duration: number) =>
      autocannon({ ...options, connections: WIDE_CONNECTIONS, duration });
    const sides = [
      { options: bare.options, runs: bareRuns },
      { options: api.options, runs: apiRuns },
    ];
    for (const side of sides) await run(side.options, WARMUP_SECONDS); // JIT and caches
    for (let slice = 0; slice < SLICES; slice += 1)
      // Alternate which goes first, so neither always follows the other.
      for (const side of slice % 2 === 0 ? sides : [...sides].reverse())
        side.runs.push(await run(side.options, SLICE_SECONDS));
    const rate = (r: autocannon.Result) => r.requests.total / r.duration;
    const sliceShares = apiRuns.map((r, i) => rate(r) / rate(bareRuns[i]!));
    const bareFigures = figuresOf(bare.name, '—', WIDE_CONNECTIONS, bareRuns);
    rows.push(reference(bareFigures));
    rows.push(againstBare(figuresOf(api.name, 'SQLite', WIDE_CONNECTIONS, apiRuns), bareFigures, sliceShares));
  } finally {
    await bareServer.stop();
  }
}

async function start(env: Record<string, string>, nodeArgs: string[] = []): Promise<RunningServer> {
  const server = await startServer(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JWT_SECRET, ...env },
    nodeArgs,
  );
  const ready = await fetch(`${server.url}/api/ready`).catch(() => undefined);
  if (!ready?.ok) {
    await server.stop();
    throw new Error(`server did not become ready (${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
  }
  return server;
}

async function stop(server: RunningServer) {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

const bearer = async (userId: number) => `Bearer ${await tokens.sign({ userId, role: 'user' })}`;

async function fetchOk(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body}`);
  return body;
}

async function accountFigures(server: RunningServer) {
  const login = JSON.parse(
    await fetchOk(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
  ) as { token: string };
  const auth = { authorization: `Bearer ${login.token}` };
  await againstBareInterleaved('userProfile', await fetchOk(`${server.url}/api/auth/userProfile`, { headers: auth }), {
    name: 'GET /api/auth/userProfile',
    options: { url: `${server.url}/api/auth/userProfile`, headers: auth },
  });

  // TRUST_PROXY lets each request carry its own client address, as customers behind a load
  // balancer do, so the per-address login limit measures many customers rather than one. One
  // account takes at most its failure limit of tries at once (each is counted before its
  // password is checked).
  let client = 0;
  const loginConnections = Math.min(WIDE_CONNECTIONS, RATE_POLICIES.loginFailuresPerAccount.limit);
  const logins = await load(
    'POST /api/auth/login',
    'SQLite',
    loginConnections,
    {
      url: `${server.url}/api/auth/login`,
      method: 'POST',
      body: JSON.stringify(ADMIN),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${Math.floor(client / 62500) % 250}.${Math.floor(client / 250) % 250}.${client++ % 250}`,
            },
          }),
        },
      ],
    },
    // Settles after the warm-up, so its last logins give their tries back before the run.
    async () => {},
  );
  rows.push(reference(logins, 'none (bounded by argon2id, see below)', '—'));
}

async function catalogueFigures(server: RunningServer) {
  const seeder = await openSeeder({ dataDir: server.dataDir });
  const [customer] = await seeder.customers(1, 20).finally(() => seeder.close());
  const endpoints: { name: string; label: string; url: string; headers: Record<string, string> }[] = [
    { name: 'GET /api/shape/shapeName', label: 'shapeName', url: `${server.url}/api/shape/shapeName`, headers: {} },
    {
      name: 'GET /api/cart/getCart/{userId}, 20 items',
      label: 'getCart',
      url: `${server.url}/api/cart/getCart/${customer.userId}`,
      headers: { authorization: await bearer(customer.userId) },
    },
  ];
  for (const { name, label, url, headers } of endpoints) {
    const body = await fetchOk(url, { headers });
    if (label === 'getCart' && (JSON.parse(body) as { items: unknown[] }).items.length !== 20)
      throw new Error(`cart should hold 20 items: ${body}`);
    await againstBareInterleaved(label, body, { name, options: { url, headers } });
  }
}

const QUOTE_P99_MS = 20;

/** POST /api/quote for 20 cart items (guests price parts while they configure), after the admin saved rates. */
async function quoteFigures(server: RunningServer) {
  const admin = {
    authorization: `Bearer ${await tokens.sign({ userId: 1, role: 'admin' })}`,
    'content-type': 'application/json',
  };
  await fetchOk(`${server.url}/api/admin/pricing`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ pricing: aPricing() }),
  });
  const { shapes } = JSON.parse(await fetchOk(`${server.url}/api/shape/shapeName`)) as {
    shapes: { id: number; slug: string }[];
  };
  const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
  /** 20 rectangles; `offset` shifts every width, so a new offset means 20 parts never priced before. */
  const bodyFor = (offset: number) =>
    JSON.stringify({
      state: 'Karnataka',
      items: Array.from({ length: 20 }, (_, i) => ({
        shape_id: rectangle.id,
        material_name: RECTANGLE.material_name,
        thickness: RECTANGLE.thickness,
        quantity: i + 1,
        finish: RECTANGLE.finish,
        parameters: [
          { param_key: 'a', param_value: 100 + 10 * i + (offset % 1000) / 10 },
          { param_key: 'b', param_value: 120 },
        ],
      })),
    });
  const body = bodyFor(0);
  const check = JSON.parse(
    await fetchOk(`${server.url}/api/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  ) as { priced: boolean; items?: unknown[] };
  if (!check.priced || check.items?.length !== 20)
    throw new Error(`quote should price 20 items: ${JSON.stringify(check)}`);
  const request = {
    url: `${server.url}/api/quote`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
  };
  // The same cart again (the configurator and the cart re-ask as people type and return).
  rows.push(
    againstP99(
      await load('POST /api/quote, 20 items, asked again', 'SQLite', WIDE_CONNECTIONS, { ...request, body }),
      QUOTE_P99_MS,
    ),
  );
  // Twenty parts never priced before in every request: the worst case. The bodies are made
  // beforehand (the load generator shares the machine); 1,000 of them hold 20,000 parts, four
  // times what the server keeps, so a body comes round again only after its parts are forgotten.
  const freshBodies = Array.from({ length: 1000 }, (_, i) => bodyFor(i + 1));
  let next = 0;
  const fresh = await load('POST /api/quote, 20 items, all new', 'SQLite', WIDE_CONNECTIONS, {
    ...request,
    requests: [{ setupRequest: (req) => ({ ...req, body: freshBodies[next++ % freshBodies.length] }) }],
  });
  rows.push(againstP99(fresh, QUOTE_P99_MS));
}

const orderBody = (c: SeededCustomer) =>
  JSON.stringify({
    userId: c.userId,
    cartItems: c.cartItemIds.map((id) => ({ id })),
    totalQty: c.cartItemIds.length,
    deliveryAddress: { id: c.addressId },
  });

async function orderFigures(server: RunningServer, database: 'SQLite' | 'PostgreSQL', databaseUrl?: string) {
  const seeder = await openSeeder({ databaseUrl, dataDir: server.dataDir });
  try {
    // Placing an order consumes the cart: every request takes the next prepared customer.
    const prepared: (SeededCustomer & { authorization: string })[] = [];
    const prepare = async (count: number) => {
      for (const c of await seeder.customers(count, 3)) prepared.push({ ...c, authorization: await bearer(c.userId) });
    };
    await prepare(FIRST_CUSTOMERS);
    let next = 0;
    let ranOut = 0;
    const orderHeaders = (c: SeededCustomer & { authorization: string }) => ({
      'content-type': 'application/json',
      authorization: c.authorization,
      'idempotency-key': `bench-${c.userId}-${randomUUID()}`,
    });
    // One order first: the seeded cart, address and token must make a valid order.
    const first = prepared[next++];
    await fetchOk(`${server.url}/api/order/create`, {
      method: 'POST',
      headers: orderHeaders(first),
      body: orderBody(first),
    });

    const placing = await load(
      'POST /api/order/create, 3-item cart, new Idempotency-Key',
      database,
      ORDER_CONNECTIONS,
      {
        url: server.url,
        requests: [
          {
            method: 'POST',
            path: '/api/order/create',
            setupRequest: (request) => {
              const customer = prepared[next++];
              if (!customer) {
                ranOut += 1; // no token: answered 401, counted as non-2xx
                return { ...request, headers: { 'content-type': 'application/json' }, body: '{}' };
              }
              return { ...request, headers: orderHeaders(customer), body: orderBody(customer) };
            },
          },
        ],
      },
      async (warmup) => {
        const wanted = Math.ceil(warmup.requests.average * DURATION * 2) + 500;
        const left = prepared.length - next;
        if (left < wanted) await prepare(wanted - left);
      },
    );
    if (ranOut > 0) console.error(`${database}: ${ranOut} order requests found no prepared customer`);
    rows.push(againstP99(placing, ORDERS_P99_MS, 201));

    await settle();
    const [regular] = await seeder.customers(1, 0);
    await seeder.orders(regular.userId, 500, 3);
    const url = `${server.url}/api/order/user/${regular.userId}`;
    const headers = { authorization: await bearer(regular.userId) };
    const page = JSON.parse(await fetchOk(url, { headers })) as { total: number; orders: unknown[] };
    if (page.total !== 500 || page.orders.length !== 50)
      throw new Error(`expected 500 orders, 50 on page 1: got ${page.total}, ${page.orders.length}`);
    rows.push(
      againstP99(
        await load('GET /api/order/user/{userId}, 500 orders (page 1 of 50)', database, ORDER_CONNECTIONS, {
          url,
          headers,
        }),
        ORDERS_P99_MS,
      ),
    );
  } finally {
    await seeder.close();
  }
}

/** A fresh database steelcut_bench, dropped afterwards (also if a previous run left it). */
async function withBenchDatabase(run: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const drop = () => admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
  try {
    await drop();
    await admin.query(`create database ${PG_DATABASE}`);
    const url = new URL(PG_URL);
    url.pathname = `/${PG_DATABASE}`;
    await run(url.toString());
  } finally {
    await drop();
    await admin.end();
  }
}

async function hashMs(): Promise<number> {
  const runs = 10;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await hashPassword(`password-${i}`);
  return (performance.now() - started) / runs;
}

/** Chat push on `processes` servers sharing one database: a row of the chat table. */
async function chatFigures(database: 'SQLite' | 'PostgreSQL', processes: number) {
  const scenario = processes === 1 ? 'chat push, 1 process' : `chat push, ${processes} processes`;
  const measure = async (databaseUrl?: string) => {
    const servers: RunningServer[] = [];
    try {
      // One after the other: each migrates and seeds the database at start.
      for (let n = 0; n < processes; n += 1) servers.push(await start({ DATABASE_URL: databaseUrl ?? '' }));
      const sign = (userId: number, role: 'user' | 'admin') => tokens.sign({ userId, role });
      chatRows.push(await measureChat({ scenario, database, databaseUrl, servers, sign }, CHAT));
    } finally {
      for (const server of servers) await stop(server);
    }
  };
  try {
    if (database === 'PostgreSQL') await withBenchDatabase(measure);
    else await measure();
  } catch (error) {
    chatRows.push(chatNotMeasured(scenario, database, processes, CHAT, error));
  }
}

const searchRows: SearchRow[] = [];
const exportRows: ExportRow[] = [];

/** The back office at SEARCH_ORDERS orders, on SQLite or (given its URL) PostgreSQL. */
async function searchFigures(databaseUrl?: string) {
  const server = await start({ DATABASE_URL: databaseUrl ?? '' }, HEAP_PROBE_ARGS);
  try {
    const figures = await measureSearch({
      server,
      database: databaseUrl ? 'PostgreSQL' : 'SQLite',
      databaseUrl,
      adminToken: await tokens.sign({ userId: 1, role: 'admin' }),
      orders: SEARCH_ORDERS,
      seconds: DURATION,
      warmupSeconds: WARMUP_SECONDS,
    });
    searchRows.push(...figures.rows);
    exportRows.push(...figures.exports);
  } finally {
    await stop(server);
  }
}

function printTable(startLoad: number[]) {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  console.log(
    `\nBench ${new Date().toISOString()}: ${rows.length > 0 ? `${DURATION} s per figure after a ${WARMUP_SECONDS} s warm-up (against bare: ${SLICES} slices of ${SLICE_SECONDS} s each, in turn); ` : ''}` +
      `${os.availableParallelism()} CPUs, Node ${process.version}; load average ${load(startLoad)} at start, ${load(os.loadavg())} at end\n`,
  );
  if (rows.length > 0) printApiTable();
  if (chatRows.length > 0) printChatTable(chatRows, CHAT);
}

function printApiTable() {
  console.log(
    '| endpoint | database | conns | req/s | p50 ms | p99 ms | errors | non-2xx | vs bare | budget | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.database} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.vsBare} | ${r.budget} | ${r.result} |`,
    );
  }
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/server/dist/main.js')))
    throw new Error('Run `npm run build -w apps/server` first.');
  for (const group of GROUPS)
    if (!['api', 'chat', 'search', 'soak', 'drawings', 'nesting', 'storefront'].includes(group))
      throw new Error(`BENCH_ONLY: unknown group '${group}' (api, chat, search, soak, drawings, nesting, storefront)`);
  const startLoad = os.loadavg();

  if (GROUPS.includes('api') && DATABASES.includes('sqlite')) {
    // DATABASE_URL '' keeps this one on SQLite whatever the environment says.
    const sqlite = await start({ DATABASE_URL: '', TRUST_PROXY: '1' });
    try {
      await accountFigures(sqlite);
      await catalogueFigures(sqlite);
      await quoteFigures(sqlite);
      await orderFigures(sqlite, 'SQLite');
    } finally {
      await stop(sqlite);
    }
  }

  let postgresError: unknown;
  if (GROUPS.includes('api') && DATABASES.includes('postgresql'))
    try {
      await withBenchDatabase(async (url) => {
        const server = await start({ DATABASE_URL: url });
        try {
          await orderFigures(server, 'PostgreSQL', url);
        } finally {
          await stop(server);
        }
      });
    } catch (error) {
      postgresError = error;
    }

  if (GROUPS.includes('chat')) {
    if (DATABASES.includes('sqlite')) await chatFigures('SQLite', 1);
    if (DATABASES.includes('postgresql')) {
      await chatFigures('PostgreSQL', 1);
      await chatFigures('PostgreSQL', 2);
    }
  }

  if (GROUPS.includes('search')) {
    if (DATABASES.includes('sqlite')) await searchFigures();
    if (DATABASES.includes('postgresql')) await withBenchDatabase(searchFigures);
  }

  let soak: SoakReport | undefined;
  if (GROUPS.includes('soak') && DATABASES.includes('postgresql'))
    await withBenchDatabase(async (databaseUrl) => {
      soak = await measureSoak({
        databaseUrl,
        seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 60),
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, JWT_SECRET },
        sign: (userId, role) => tokens.sign({ userId, role }),
      });
    });

  const drawingRows: DrawingRow[] = [];
  if (GROUPS.includes('drawings') && DATABASES.includes('sqlite')) {
    // As docs/operations.md runs a server that reads drawings (BENCH_MALLOC_ARENA_MAX='' for glibc's default).
    const arenas = process.env.BENCH_MALLOC_ARENA_MAX ?? '2';
    const server = await start(
      { DATABASE_URL: '', TRUST_PROXY: '1', ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}) },
      HEAP_PROBE_ARGS,
    );
    try {
      drawingRows.push(...(await measureDrawings(server, DURATION)));
    } finally {
      await stop(server);
    }
  }

  const nestingRows: NestingRow[] = [];
  let nestingLoad = '';
  if (GROUPS.includes('nesting') && DATABASES.includes('sqlite')) {
    const nestSeconds = Number(process.env.BENCH_NEST_SECONDS ?? 30);
    const server = await start({ DATABASE_URL: '', NEST_SECONDS: String(nestSeconds) });
    try {
      const adminToken = await tokens.sign({ userId: 1, role: 'admin' });
      const before = os.loadavg();
      nestingRows.push(...(await measureNesting(server, { adminToken, seconds: DURATION, nestSeconds })));
      nestingLoad =
        [before, os.loadavg()].map((l) => l.map((n) => n.toFixed(2)).join(' ')).join(' before, ') + ' after';
    } finally {
      await stop(server);
    }
  }

  printTable(startLoad);
  if (searchRows.length > 0) printSearchTables(searchRows, exportRows, SEARCH_ORDERS);
  if (soak) printSoak(soak);
  if (drawingRows.length > 0) printDrawingsTable(drawingRows, process.env.BENCH_MALLOC_ARENA_MAX ?? '2');
  if (nestingRows.length > 0) printNestingTable(nestingRows, nestingLoad);
  const storefront: { result: string }[] = [];
  if (GROUPS.includes('storefront')) {
    console.log('\nStorefront (bench/lighthouse.ts):\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/lighthouse.ts')], {
      stdio: 'inherit',
    });
    storefront.push({ result: run.status === 0 ? 'PASS' : 'FAIL' });
  }
  const budgets = [
    ...rows,
    ...chatRows,
    ...searchRows,
    ...(soak ? [soak] : []),
    ...drawingRows,
    ...nestingRows,
    ...storefront,
  ].filter((r) => r.result.startsWith('PASS') || r.result.startsWith('FAIL'));
  const failed = budgets.filter((r) => r.result.startsWith('FAIL'));
  if (postgresError)
    console.log(
      `\nPostgreSQL figures: FAIL, not measured: ${postgresError instanceof Error ? postgresError.message : String(postgresError)}`,
    );
  console.log(`\nBudgets: ${budgets.length - failed.length} PASS, ${failed.length + (postgresError ? 1 : 0)} FAIL`);
  if (failed.length > 0 || postgresError) process.exitCode = 1;
  const login = rows.find((r) => r.name === 'POST /api/auth/login');
  if (login)
    console.log(
      `login: ${login?.rps} logins/s, bounded by the password hash: ${(await hashMs()).toFixed(1)} ms per argon2id hash`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
