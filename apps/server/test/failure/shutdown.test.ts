/**
 * SIGTERM while 100 connections place orders and event streams are open: every request in flight
 * is answered in full, /api/ready answers 503 at once, the streams are told to reconnect before
 * they end, and the process is gone within 10 s. On the database the tests run on.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVICE_MSG } from '@steelcut/domain/schemas/service';
import { openSeeder, type SeededCustomer } from '../../../../bench/seed';
import { openDatabase, sqliteFileIn } from '../../src/db/database';
import { createAccessTokens } from '../../src/lib/access-tokens';
import {
  buildServer,
  freePort,
  freshPostgres,
  serverSpec,
  sleep,
  startServer,
  type ServerProcess,
  type ServerSpec,
} from './built-server';

const CONNECTIONS = 100;
const STREAMS = 5;
const ITEMS_EACH = 100;

let build: Awaited<ReturnType<typeof buildServer>>;
let running: ServerProcess | undefined;
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
beforeAll(async () => {
  [build, postgres] = await Promise.all([buildServer(), freshPostgres('shutdown')]);
});
afterAll(async () => {
  running?.signal('SIGKILL'); // only if a failure left it running
  await postgres?.drop();
  build?.remove();
});

interface Outcome {
  key: string;
  userId: number;
  sentAt: number;
  answeredAt: number;
  status?: number;
  body?: { code?: string; message?: string; order?: { id: number } };
  error?: string;
}

/** A server-sent events stream read as text, and how it ended. */
function openStream(url: string, cookie: string) {
  const stream = { text: '', ended: false, broken: false, endedAt: 0 };
  const opened = new Promise<typeof stream>((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`event stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        stream.text += chunk;
        if (stream.text.includes('event: ready')) resolve(stream);
      });
      response.on('end', () => {
        stream.ended = true;
        stream.endedAt = performance.now();
      });
      response.on('aborted', () => (stream.broken = true));
      response.on('error', () => (stream.broken = true));
    });
    request.on('error', reject);
  });
  return opened;
}

/** POST over node:http on `agent`: the answer, or the error when none came whole. */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  agent: http.Agent,
): Promise<Pick<Outcome, 'status' | 'body' | 'error'>> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: JSON.parse(text) as Outcome['body'] }));
      response.on('error', (error) => resolve({ error: String(error) }));
    });
    request.on('error', (error) => resolve({ error: String(error) }));
    request.end(body);
  });
}

/** GET over node:http on `agent`, its body read. */
function get(url: string, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
  });
}

/** GET /api/ready on a connection of its own, as a load balancer probes. */
function probeReady(url: string): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/ready`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
  });
}

async function seed(spec: ServerSpec) {
  const seeder = await openSeeder({ databaseUrl: spec.databaseUrl, dataDir: spec.dataDir });
  try {
    const customers = await seeder.customers(CONNECTIONS, ITEMS_EACH);
    const cookies = await seeder.sessions(customers.slice(0, STREAMS).map((customer) => customer.userId));
    return { customers, cookies: [...cookies.values()].map((token) => `refreshToken=${token}`) };
  } finally {
    await seeder.close();
  }
}

// How soon it is unready and gone (the server's own deadline cuts at 10 s) is printed above and
// measured by the bench; the test asserts what holds however busy the machine is.
it('SIGTERM under load: nothing in flight cut, ready 503 at once, streams told to reconnect, gone cleanly', async () => {
  const spec = serverSpec(build.main, await freePort(), postgres?.url);
  const tokens = createAccessTokens(spec.jwtSecret);
  const server = await startServer(spec);
  running = server;
  const { customers, cookies } = await seed(spec);
  const streams = await Promise.all(cookies.map((cookie) => openStream(`${server.url}/api/auth/events`, cookie)));

  // 100 customers, each ordering one cart item after another on its own keep-alive connection.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // The 100 connections opened and accepted first, so every order below travels on one of them.
  await Promise.all(customers.map(() => get(`${server.url}/api/health`, agent)));
  const outcomes: Outcome[] = [];
  let sigtermAt = Infinity;
  const customerLoop = async (customer: SeededCustomer) => {
    const authorization = `Bearer ${await tokens.sign({ userId: customer.userId, role: 'user' })}`;
    for (const itemId of customer.cartItemIds) {
      const outcome: Outcome = { key: `term-${randomUUID()}`, userId: customer.userId, sentAt: 0, answeredAt: 0 };
      outcome.sentAt = performance.now();
      const answer = await post(
        `${server.url}/api/order/create`,
        { 'content-type': 'application/json', authorization, 'idempotency-key': outcome.key },
        JSON.stringify({
          userId: customer.userId,
          cartItems: [{ id: itemId }],
          deliveryAddress: { id: customer.addressId },
        }),
        agent,
      );
      Object.assign(outcome, answer, { answeredAt: performance.now() });
      outcomes.push(outcome);
      // After SIGTERM a client goes elsewhere (here: stops) once turned away or refused.
      if (outcome.error || outcome.status !== 201) return;
    }
  };
  const load = Promise.all(customers.map(customerLoop));

  // Under way: every connection busy, a few hundred orders placed.
  for (const until = performance.now() + 20_000; outcomes.length < 2 * CONNECTIONS && performance.now() < until;)
    await sleep(20);
  sigtermAt = performance.now();
  server.signal('SIGTERM');
  const exited = server.exited.then((code) => ({ code, at: performance.now() }));

  // A load balancer's probes from the signal on, each on a new connection, until the port closes.
  const probes: { at: number; status: number; body: string }[] = [];
  for (let probe = await probeReady(server.url); probe; probe = await probeReady(server.url)) {
    probes.push({ at: performance.now(), ...probe });
    await sleep(10);
  }
  const exit = await exited;
  await load;
  agent.destroy();

  const inFlight = outcomes.filter((o) => o.sentAt < sigtermAt);
  const later = outcomes.filter((o) => o.sentAt >= sigtermAt);
  const cut = inFlight.filter((o) => o.error !== undefined || (o.status !== 201 && o.body?.code !== 'SHUTTING_DOWN'));
  const answeredAfterSigterm = inFlight.filter((o) => o.answeredAt > sigtermAt && o.status === 201).length;
  const firstUnready = probes.find((probe) => probe.status === 503);
  const exitMs = Math.round(exit.at - sigtermAt);

  // The database: exactly the orders answered 201, none of those turned away or refused.
  const database = openDatabase(
    spec.databaseUrl ? { url: spec.databaseUrl, poolSize: 2 } : { sqliteFile: sqliteFileIn(spec.dataDir) },
  );
  const keys = new Set(
    (await database.db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key),
  );
  const orderCount = Number(
    (
      await database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await database.destroy();
  spec.removeDataDir();
  const placed = outcomes.filter((o) => o.status === 201);

  console.log(
    JSON.stringify({
      shutdown: {
        database: spec.databaseUrl ? 'PostgreSQL' : 'SQLite',
        connections: CONNECTIONS,
        requests: outcomes.length,
        inFlightAtSigterm: inFlight.filter((o) => o.answeredAt > sigtermAt).length,
        answeredAfterSigterm,
        cut: cut.length,
        turnedAway: later.filter((o) => o.status === 503).length,
        refused: later.filter((o) => o.error).length,
        firstReady503Ms: firstUnready && Math.round(firstUnready.at - sigtermAt),
        readyProbes: `${probes.filter((probe) => probe.status === 503).length} of ${probes.length} answered 503`,
        exitMs,
        exitCode: exit.code,
      },
    }),
  );

  expect(cut.map((o) => o.error ?? `${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
  expect(answeredAfterSigterm).toBeGreaterThan(0); // there was work in flight to finish
  for (const o of later) {
    if (o.error === undefined && o.status !== 201) {
      expect(o.status).toBe(503);
      expect(o.body).toEqual({ message: SERVICE_MSG.unavailable, code: 'SHUTTING_DOWN' });
    }
  }
  expect(placed.every((o) => keys.has(o.key))).toBe(true);
  expect(orderCount).toBe(placed.length);
  expect(keys.size).toBe(placed.length);

  // The first probe the server reads after the signal answers 503 (one read just before may not),
  // once the requests queued ahead of it (the in-flight orders) are through.
  expect(firstUnready, JSON.stringify(probes)).toBeDefined();
  expect(probes.indexOf(firstUnready!)).toBeLessThanOrEqual(1);
  expect(JSON.parse(firstUnready!.body)).toEqual({ message: SERVICE_MSG.shuttingDown, code: 'SHUTTING_DOWN' });
  expect(probes.filter((probe) => probe.at > firstUnready!.at).every((probe) => probe.status === 503)).toBe(true);

  expect(exit.code).toBe(0);
  for (const stream of streams) {
    expect(stream.ended && !stream.broken).toBe(true);
    const goodbye = stream.text.slice(stream.text.lastIndexOf('retry:'));
    expect(goodbye).toMatch(/^retry: \d+\nevent: reconnect\ndata: \{\}\n\n$/);
  }
}, 60_000);
