/**
 * The mixed soak (BENCH_ONLY=soak): two server processes on one PostgreSQL behind nginx, 50
 * connections for BENCH_SOAK_SECONDS (60) split over what a shop's day holds: customers browsing
 * the catalogue, adding parts to their carts, placing orders and chatting, and the admin
 * searching the orders. Each route is its own load generator, so each has its own p99; the
 * servers' live heap is read after a full collection before and after, their RSS every 10 s.
 */
import autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';
import { HEAP_PROBE_ARGS, heapAfterGc, rssMb } from './server-memory';
import { startNginx } from './nginx';
import { openSeeder, type SeededCustomer } from './seed';
import { startServer, type RunningServer } from './server-process';

export interface SoakRow {
  route: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface SoakReport {
  seconds: number;
  rows: SoakRow[];
  memory: {
    pid: number;
    heapBeforeMb: number;
    heapAfterMb: number;
    growth: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    underLoadMb: number[];
  }[];
  result: string;
}

interface Options {
  databaseUrl: string;
  seconds: number;
  env: Record<string, string>;
  sign: (userId: number, role: 'user' | 'admin') => Promise<string>;
}

/** A multipart body autocannon can send as it is. */
function multipartBody(fields: Record<string, string | number>) {
  const boundary = `soak${randomBytes(6).toString('hex')}`;
  const body =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function measureSoak(options: Options): Promise<SoakReport> {
  const servers: RunningServer[] = [];
  try {
    const env = { ...options.env, DATABASE_URL: options.databaseUrl, STORAGE: 'database', TRUST_PROXY: '1' };
    servers.push(await startServer(env, HEAP_PROBE_ARGS));
    servers.push(await startServer(env, HEAP_PROBE_ARGS));
    const nginx = await startNginx(servers.map((server) => new URL(server.url).host));
    try {
      return await soak(nginx.url, servers, options);
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function soak(
  url: string,
  servers: RunningServer[],
  { databaseUrl, seconds, sign }: Options,
): Promise<SoakReport> {
  const seeder = await openSeeder({ databaseUrl, dataDir: servers[0].dataDir });
  let buyers: SeededCustomer[];
  let browsers: SeededCustomer[];
  try {
    // Placing an order consumes the cart: one prepared customer per order, more than 60 s can use.
    buyers = await seeder.customers(Number(process.env.BENCH_SOAK_BUYERS ?? 12_000), 3);
    browsers = await seeder.customers(300, 3);
  } finally {
    await seeder.close();
  }
  const tokens = new Map<number, string>();
  for (const c of [...buyers, ...browsers]) tokens.set(c.userId, `Bearer ${await sign(c.userId, 'user')}`);
  const admin = `Bearer ${await sign(1, 'admin')}`;
  const { shapes } = (await (await fetch(`${url}/api/shape/shapeName`)).json()) as {
    shapes: { id: number; slug: string }[];
  };
  const rectangle = shapes.find((shape) => shape.slug === 'rectangle')!;
  const cycle = <T>(list: T[]) => {
    let next = 0;
    return () => list[next++ % list.length];
  };
  const nextBrowser = cycle(browsers);
  const nextShape = cycle(shapes);
  let nextBuyer = 0;
  const searches = cycle(['9', 'bench', '0001', 'customer 00', 'SC2', '@bench']);

  const routes: { route: string; connections: number; request: (r: autocannon.Request) => autocannon.Request }[] = [
    {
      route: 'GET /api/shape/shapeName and /api/shape/{id}',
      connections: 15,
      request: (r) => {
        const shape = nextShape();
        return { ...r, method: 'GET', path: Math.random() < 0.5 ? '/api/shape/shapeName' : `/api/shape/${shape.id}` };
      },
    },
    {
      route: 'POST /api/shape/addcart (and the cart it answers)',
      connections: 8,
      request: (r) => {
        const c = nextBrowser();
        const { body, type } = multipartBody(rectangleFormFields(c.userId, rectangle.id));
        return {
          ...r,
          method: 'POST',
          path: '/api/shape/addcart',
          body,
          headers: { authorization: tokens.get(c.userId)!, 'content-type': type },
        };
      },
    },
    {
      route: 'POST /api/order/create, 3-item cart',
      connections: 7,
      request: (r) => {
        const c = buyers[nextBuyer++];
        if (!c) return { ...r, method: 'GET', path: '/api/nothing-left' }; // 404: counted, never hidden
        return {
          ...r,
          method: 'POST',
          path: '/api/order/create',
          headers: {
            authorization: tokens.get(c.userId)!,
            'content-type': 'application/json',
            'idempotency-key': `soak-${randomUUID()}`,
          },
          body: JSON.stringify({
            userId: c.userId,
            cartItems: c.cartItemIds.map((id) => ({ id })),
            totalQty: c.cartItemIds.length,
            deliveryAddress: { id: c.addressId },
          }),
        };
      },
    },
    {
      route: 'POST /api/send-message, customer to shop',
      connections: 8,
      request: (r) => {
        const c = nextBrowser();
        const { body, type } = multipartBody({ sender_id: c.userId, receiver_id: 1, message: 'Is my order cut yet?' });
        return {
          ...r,
          method: 'POST',
          path: '/api/send-message',
          body,
          headers: { authorization: tokens.get(c.userId)!, 'content-type': type },
        };
      },
    },
    {
      route: 'GET /api/admin/ordersTable, searched',
      connections: 12,
      request: (r) => ({
        ...r,
        method: 'GET',
        path: `/api/admin/ordersTable?orderType=1&limit=50&search=${encodeURIComponent(searches())}`,
        headers: { authorization: admin },
      }),
    },
  ];

  const run = (duration: number) =>
    Promise.all(
      routes.map((route) =>
        autocannon({ url, connections: route.connections, duration, requests: [{ setupRequest: route.request }] }),
      ),
    );
  // The same mix for a sixth of the time first: JIT, caches and heaps reach their working size.
  await run(Math.max(5, Math.round(seconds / 6)));
  // Memory: the live heap after a full collection, before and after (a leak grows it), with the
  // RSS beside it and every 10 s under load (which follows the collector's rhythm, not leaks).
  const before = await Promise.all(servers.map(heapAfterGc));
  const underLoad: number[][] = [];
  const sampler = setInterval(() => underLoad.push(servers.map((s) => rssMb(s.pid))), 10_000);
  const results = await run(seconds).finally(() => clearInterval(sampler));
  await new Promise((resolve) => setTimeout(resolve, 1000)); // answers still in flight
  const after = await Promise.all(servers.map(heapAfterGc));
  const memory = servers.map((server, i) => ({
    pid: server.pid,
    heapBeforeMb: before[i].heapMb,
    heapAfterMb: after[i].heapMb,
    growth: (after[i].heapMb - before[i].heapMb) / before[i].heapMb,
    rssBeforeMb: before[i].rssMb,
    rssAfterMb: after[i].rssMb,
    underLoadMb: underLoad.map((row) => row[i]),
  }));
  const rows = routes.map((route, i) => ({
    route: route.route,
    connections: route.connections,
    requests: results[i].requests.total,
    rps: Math.round(results[i].requests.average),
    p50: results[i].latency.p50,
    p99: results[i].latency.p99,
    errors: results[i].errors,
    non2xx: results[i].non2xx,
  }));
  const problems = [
    ...rows.filter((r) => r.errors + r.non2xx > 0).map((r) => `${r.route}: ${r.errors} errors, ${r.non2xx} non-2xx`),
    ...memory
      .filter((m) => m.growth >= 0.1)
      .map((m) => `process ${m.pid}: live heap grew ${(m.growth * 100).toFixed(1)}%`),
  ];
  return { seconds, rows, memory, result: problems.length === 0 ? 'PASS' : `FAIL: ${problems.join('; ')}` };
}

export function printSoak(report: SoakReport) {
  console.log(`\nMixed soak: ${report.seconds} s, 50 connections through nginx to two processes on PostgreSQL\n`);
  console.log('| route | conns | requests | req/s | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of report.rows)
    console.log(
      `| ${r.route} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
    );
  console.log(
    '\n| server process | live heap before (MB) | live heap after (MB) | growth | RSS before → after (MB) | RSS under load, every 10 s (MB) |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const m of report.memory)
    console.log(
      `| ${m.pid} | ${m.heapBeforeMb} | ${m.heapAfterMb} | ${(m.growth * 100).toFixed(1)}% | ${m.rssBeforeMb} → ${m.rssAfterMb} | ${m.underLoadMb.join(', ')} |`,
    );
  console.log(`\nSoak budget (0 errors, live heap growth < 10%): ${report.result}`);
}
