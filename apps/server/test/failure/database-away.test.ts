/**
 * The database away or in the way, on the database the tests run on.
 *
 * PostgreSQL (TEST_DATABASE_URL): the server reaches it through a TCP proxy in this test, which
 * cuts every connection and refuses new ones (as a stopped or unreachable database does; the
 * machine's own PostgreSQL, which others use, is never touched), then lets them through again.
 * Requests meanwhile answer 503 { message, code: 'UNAVAILABLE' }, never 500, /api/ready answers 503,
 * the process lives on, and it serves again once the database is back, without a restart. A
 * deadlock (40P01) in the order placement and a serialization failure (40001) in a transaction are
 * run again and succeed.
 *
 * SQLite: a write lock held by another connection past busy_timeout answers 503, not 500; one held
 * briefly is waited for.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const UNAVAILABLE = { message: SERVICE_MSG.unavailable, code: 'UNAVAILABLE' };

let build: Awaited<ReturnType<typeof buildServer>>;
let postgres: Awaited<ReturnType<typeof freshPostgres>>;
let spec: ServerSpec;
let server: ServerProcess;
let proxy: TcpProxy | undefined;
let customers: SeededCustomer[];
let tokens: ReturnType<typeof createAccessTokens>;

beforeAll(async () => {
  [build, postgres] = await Promise.all([buildServer(), freshPostgres('away')]);
  let serverUrl = postgres?.url;
  if (postgres) {
    const direct = new URL(postgres.url);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(postgres.url);
    proxied.port = String(proxy.port);
    serverUrl = proxied.toString();
  }
  spec = serverSpec(build.main, await freePort(), serverUrl);
  server = await startServer(spec);
  // Seeded directly, not through the proxy.
  const seeder = await openSeeder({ databaseUrl: postgres?.url, dataDir: spec.dataDir });
  customers = await seeder.customers(20, 60);
  await seeder.close();
  tokens = createAccessTokens(spec.jwtSecret);
});
afterAll(async () => {
  server?.signal('SIGTERM');
  await server?.exited;
  spec?.removeDataDir();
  await proxy?.close();
  await postgres?.drop();
  build?.remove();
});

/** POST /api/order/create of these cart items, with this key. */
async function placeOrder(customer: SeededCustomer, itemIds: number[], key = `away-${randomUUID()}`) {
  const response = await fetch(`${server.url}/api/order/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokens.sign({ userId: customer.userId, role: 'user' })}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({
      userId: customer.userId,
      cartItems: itemIds.map((id) => ({ id })),
      deliveryAddress: { id: customer.addressId },
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, key };
}

async function ready() {
  const response = await fetch(`${server.url}/api/ready`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones: the database is away. */
  down(): Promise<void>;
  /** Lets connections through again. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy to `target` on a port of its own (node:net). */
async function startProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let listener: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
      listener = server;
    });
  const down = async () => {
    const closed = new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
    listener = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  await listen();
  return { port, down, up: listen, close: down };
}

// One pass of the tests runs on SQLite, the other on PostgreSQL: each proves its own database's failures.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

if (onPostgres) describe('PostgreSQL', postgresTests);
else describe('SQLite', sqliteTests);

function postgresTests() {
  it('answers 503 while the database is away, and serves again once it is back, without a restart', async () => {
    const before = await placeOrder(customers[0], customers[0].cartItemIds.slice(0, 1));
    expect(before.status).toBe(201);
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });

    // Customers keep ordering, one item at a time, each order retried with its key until placed.
    const answers: { status: number; body: Record<string, unknown>; at: number; userId: number }[] = [];
    let running = true;
    const shoppers = customers.slice(1, 9).map(async (customer) => {
      for (const itemId of customer.cartItemIds) {
        const key = `away-${randomUUID()}`;
        for (;;) {
          const placed = await placeOrder(customer, [itemId], key);
          answers.push({ ...placed, at: performance.now(), userId: customer.userId });
          if (placed.status === 201 || placed.status === 200) break;
          await sleep(100);
        }
        if (!running) return;
        await sleep(100);
      }
    });
    await sleep(500);

    const awayAt = performance.now();
    await proxy!.down();
    await sleep(300);
    const whileAway = await Promise.all([ready(), placeOrder(customers[9], customers[9].cartItemIds.slice(0, 1))]);
    await sleep(1500);
    const readyAway = await ready();
    expect(processAlive(server.pid)).toBe(true);

    const backAt = performance.now();
    await proxy!.up();
    while ((await ready()).status !== 200) await sleep(20);
    const readyAgainMs = Math.round(performance.now() - backAt);
    const after = await placeOrder(customers[9], customers[9].cartItemIds.slice(0, 1), whileAway[1].key);
    const placedAgainMs = Math.round(performance.now() - backAt);
    running = false;
    await Promise.all(shoppers);

    const duringOutage = answers.filter((a) => a.at > awayAt && a.at < backAt);
    console.log(
      JSON.stringify({
        databaseAway: {
          awayMs: Math.round(backAt - awayAt),
          requests: answers.length,
          answered503: answers.filter((a) => a.status === 503).length,
          answered500: answers.filter((a) => a.status === 500).length,
          readyAgainMs,
          placedAgainMs,
        },
      }),
    );
    expect(whileAway[0]).toEqual({
      status: 503,
      body: { message: SERVICE_MSG.databaseUnreachable, code: 'NOT_READY' },
    });
    expect(readyAway.status).toBe(503);
    expect({ status: whileAway[1].status, body: whileAway[1].body }).toEqual({ status: 503, body: UNAVAILABLE });
    expect(duringOutage.length).toBeGreaterThan(0);
    for (const answer of answers) {
      if (answer.status !== 201 && answer.status !== 200)
        expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE });
    }
    expect(after.status).toBe(201);

    // Every order retried through the outage was placed once.
    const database = openDatabase({ url: postgres!.url, poolSize: 1 });
    const orders = await database.db
      .selectFrom('orders')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('user_id')
      .execute();
    await database.destroy();
    const byUser = new Map(orders.map((row) => [row.user_id, Number(row.n)]));
    for (const customer of customers.slice(1, 9)) {
      const placed = answers.filter((a) => a.userId === customer.userId && (a.status === 201 || a.status === 200));
      expect(byUser.get(customer.userId) ?? 0).toBe(placed.length);
    }
  });

  it('runs the order placement again after PostgreSQL aborts it for a deadlock (40P01)', async () => {
    const customer = customers[10];
    const [first, second] = customer.cartItemIds;
    const other = new pg.Client({ connectionString: postgres!.url });
    await other.connect();
    try {
      // The other transaction holds the customer's row; the placement deletes the cart items and
      // then waits for that row; the other then wants one of those items: a deadlock. Its own
      // check waits 30 s, so PostgreSQL's 1 s check aborts the placement, never the other.
      await other.query('begin');
      await other.query(`set local deadlock_timeout = '30s'`);
      await other.query('update users set cart_version = cart_version where id = $1', [customer.userId]);
      const placing = placeOrder(customer, [first, second]);
      await waitForLockWait(other);
      const otherDelete = other.query('delete from cart_items where id = $1', [first]);
      await otherDelete; // goes through once the placement is aborted and lets go of the item
      await other.query('rollback'); // the item is back; the placement's retry takes it
      const placed = await placing;
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body.order as { id: number };
      const items = await other.query('select count(*)::int as n from order_items where order_id = $1', [order.id]);
      expect(items.rows[0].n).toBe(2);
      const deadlocks = await pollDeadlocks(other);
      expect(deadlocks).toBeGreaterThanOrEqual(1);
    } finally {
      await other.end();
    }
  });

  it('runs a transaction again after a serialization failure (40001)', async () => {
    const database = openDatabase({ url: postgres!.url, poolSize: 4 });
    const { db } = database;
    try {
      await sql`create table if not exists failure_tally (name text primary key, n int not null)`.execute(db);
      // Two transactions each read what the other writes (write skew): SERIALIZABLE lets one commit.
      let bothRead: () => void = () => undefined;
      const readsDone = new Promise<void>((resolve) => {
        let reads = 0;
        bothRead = () => (reads += 1) === 2 && resolve();
      });
      let attempts = 0;
      const tally = (name: string) =>
        db
          .transaction()
          .setIsolationLevel('serializable')
          .execute(async (trx) => {
            attempts += 1;
            const seen = await sql<{ n: number }>`select count(*)::int as n from failure_tally`.execute(trx);
            if (attempts <= 2) {
              bothRead();
              await readsDone;
            }
            await sql`insert into failure_tally (name, n) values (${name}, ${seen.rows[0].n})`.execute(trx);
          });
      await Promise.all([tally('a'), tally('b')]);
      const rows = await sql<{ name: string; n: number }>`select name, n from failure_tally order by n`.execute(db);
      expect(attempts).toBe(3); // one of the two ran again
      expect(rows.rows.map((row) => row.n)).toEqual([0, 1]); // the retry saw the other's row
    } finally {
      await database.destroy();
    }
  });
}

function sqliteTests() {
  it('answers 503, not 500, while another connection holds the write lock past busy_timeout', async () => {
    const customer = customers[0];
    const other = new BetterSqlite3(sqliteFileIn(spec.dataDir));
    try {
      other.exec('begin immediate');
      const started = performance.now();
      const busy = await placeOrder(customer, customer.cartItemIds.slice(0, 2));
      const waitedMs = performance.now() - started;
      expect({ status: busy.status, body: busy.body }).toEqual({ status: 503, body: UNAVAILABLE });
      expect(waitedMs).toBeGreaterThan(4500); // busy_timeout (5 s) waited out first
      other.exec('rollback');
      const retried = await placeOrder(customer, customer.cartItemIds.slice(0, 2), busy.key);
      expect(retried.status).toBe(201);
      expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    } finally {
      other.close();
    }
  });

  it('waits for a write lock held briefly and places the order', async () => {
    const customer = customers[1];
    const other = new BetterSqlite3(sqliteFileIn(spec.dataDir));
    try {
      other.exec('begin immediate');
      setTimeout(() => other.open && other.exec('rollback'), 1000);
      const placed = await placeOrder(customer, customer.cartItemIds.slice(0, 2));
      expect(placed.status).toBe(201);
    } finally {
      other.close();
    }
  });
}

/**
 * Until another backend of this database (the server's: nobody else uses it) waits for a lock.
 * (Its query text is no guide: for a named statement it may show an earlier one.)
 */
async function waitForLockWait(client: pg.Client) {
  for (let i = 0; i < 200; i += 1) {
    const waiting = await client.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if (waiting.rows[0].n > 0) return;
    await sleep(25);
  }
  throw new Error('no statement of the server waits for a lock');
}

/** pg_stat_database.deadlocks of this database (statistics arrive within a second or so). */
async function pollDeadlocks(client: pg.Client): Promise<number> {
  let deadlocks = 0;
  for (let i = 0; i < 40 && deadlocks === 0; i += 1) {
    await client.query('select pg_stat_clear_snapshot()');
    const row = await client.query(
      'select deadlocks::int as n from pg_stat_database where datname = current_database()',
    );
    deadlocks = row.rows[0].n;
    if (deadlocks === 0) await sleep(100);
  }
  return deadlocks;
}
