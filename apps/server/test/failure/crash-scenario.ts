/**
 * Crash safety: orders placed over HTTP by many customers at once, each with an Idempotency-Key
 * and retried with the same key after a failure (a real client), while the server is killed with
 * SIGKILL at random moments and started again on the same DATA_DIR and database. Afterwards the
 * database and the mail outbox are checked: see verify().
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openSeeder, type SeededCustomer } from '../../../../bench/seed';
import { openDatabase, sqliteFileIn } from '../../src/db/database';
import { createAccessTokens } from '../../src/lib/access-tokens';
import { ADMIN, freePort, serverSpec, sleep, startServer, type ServerSpec } from './built-server';

export interface CrashOptions {
  /** The built server's main.js (buildServer). */
  main: string;
  /** Unset: SQLite. */
  databaseUrl?: string;
  orders: number;
  /** Customers placing orders at the same time. */
  clients: number;
  /** A kill this long after each start, at random between the two. */
  killAfterMs: [number, number];
  /** Each customer's pause between two orders, at random up to this. */
  thinkMs: number;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface CrashFigures {
  database: 'SQLite' | 'PostgreSQL';
  orders: number;
  clients: number;
  kills: number;
  /** Requests sent, first tries and retries. */
  requests: number;
  /** Requests that got no answer (the server died under them, or was down) and were sent again. */
  unanswered: number;
  /** 503 answers (the database busy or away), sent again. */
  unavailable: number;
  /** Orders whose first answer was lost but a retry answered it (200, the same order). */
  replayed: number;
  /** Slowest start (node up, migrations checked, ready) after a kill. */
  slowestStartMs: number;
  /** Mails still waiting in the outbox when the last clean start began. */
  mailsPending: number;
  mails: number;
  seconds: number;
  /** Everything verify() found wrong; empty when the run passed. */
  problems: string[];
}

const ORDERS_PER_CUSTOMER = 5;
const ITEMS_PER_ORDER = 2;
/** One cart item each customer keeps: the cart must still hold it, and only it, at the end. */
const KEPT_ITEMS = 1;

interface PlannedOrder {
  customer: SeededCustomer;
  key: string;
  itemIds: number[];
  /** The 2xx answer, once there is one. */
  answer?: { status: number; orderId: number; orderNo: string };
}

const random = (min: number, max: number) => min + Math.random() * (max - min);

export async function runCrashScenario(options: CrashOptions): Promise<CrashFigures> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const spec = serverSpec(options.main, await freePort(), options.databaseUrl);
  const tokens = createAccessTokens(spec.jwtSecret);
  const figures: CrashFigures = {
    database: options.databaseUrl ? 'PostgreSQL' : 'SQLite',
    orders: options.orders,
    clients: options.clients,
    kills: 0,
    requests: 0,
    unanswered: 0,
    unavailable: 0,
    replayed: 0,
    slowestStartMs: 0,
    mailsPending: 0,
    mails: 0,
    seconds: 0,
    problems: [],
  };

  let server = await startServer(spec);
  let abandoned = false;
  // Whatever fails, no server is left running and no client keeps trying.
  try {
    const plan = await seedPlan(spec, options.orders);
    log(`${figures.database}: ${plan.length} orders planned for ${plan.length / ORDERS_PER_CUSTOMER} customers`);

    /** Places one order as a browser would: the same key until an answer says it is placed. */
    async function place(order: PlannedOrder) {
      const body = JSON.stringify({
        userId: order.customer.userId,
        cartItems: order.itemIds.map((id) => ({ id })),
        totalQty: order.itemIds.length,
        deliveryAddress: { id: order.customer.addressId },
      });
      while (!abandoned) {
        figures.requests += 1;
        const authorization = `Bearer ${await tokens.sign({ userId: order.customer.userId, role: 'user' })}`;
        const response = await fetch(`${server.url}/api/order/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization, 'idempotency-key': order.key },
          body,
          signal: AbortSignal.timeout(20_000),
        }).catch(() => undefined);
        if (!response) figures.unanswered += 1;
        else if (response.status === 503) figures.unavailable += 1;
        else {
          const text = await response.text().catch(() => undefined);
          if (text === undefined) {
            figures.unanswered += 1; // the answer broke off
          } else if (response.status === 200 || response.status === 201) {
            const json = JSON.parse(text) as { order: { id: number }; Order_No: string };
            order.answer = { status: response.status, orderId: json.order.id, orderNo: json.Order_No };
            if (response.status === 200) figures.replayed += 1;
            return;
          } else {
            figures.problems.push(`order ${order.key} answered ${response.status}: ${text}`);
            return;
          }
        }
        await sleep(random(50, 250)); // a client backs off before it tries again
      }
    }

    // Customers at random, a few at a time; each places its orders one after the other.
    const queue = [...Map.groupBy(plan, (order) => order.customer.userId).values()].sort(() => Math.random() - 0.5);
    let placing = true;
    const clients = Array.from({ length: options.clients }, async () => {
      for (let orders = queue.pop(); orders; orders = queue.pop()) {
        for (const order of orders) {
          await place(order);
          await sleep(random(0, options.thinkMs));
        }
      }
    });
    const allPlaced = Promise.all(clients).finally(() => (placing = false));

    const restart = async () => {
      server.signal('SIGKILL');
      await server.exited;
      figures.kills += 1;
      const starting = performance.now();
      server = await startServer(spec);
      figures.slowestStartMs = Math.max(figures.slowestStartMs, Math.round(performance.now() - starting));
    };
    while (placing) {
      await Promise.race([sleep(random(...options.killAfterMs)), allPlaced]);
      if (!placing) break;
      await restart();
      const answered = plan.filter((order) => order.answer).length;
      log(`${figures.database}: kill ${figures.kills}, ${answered}/${plan.length} orders answered`);
    }
    await allPlaced;

    // A last kill while the outbox sends; the killed processes' claims on mails lapse (60 s in the
    // server; aged here), and a clean start sends what is left.
    server.signal('SIGKILL');
    await server.exited;
    figures.kills += 1;
    figures.mailsPending = await ageMailClaims(spec);
    server = await startServer(spec);
    await waitForOutbox(spec);
    server.signal('SIGTERM');
    const exit = await server.exited;
    if (exit !== 0) figures.problems.push(`the last clean stop exited with ${exit}:\n${server.log()}`);

    figures.problems.push(...(await verify(spec, plan)));
    figures.mails = mailFiles(spec).length;
    spec.removeDataDir();
    figures.seconds = Math.round((performance.now() - started) / 100) / 10;
    log(`${figures.database}: done in ${figures.seconds} s, ${figures.problems.length} problems`);
    return figures;
  } finally {
    abandoned = true;
    server.signal('SIGKILL');
  }
}

/** Customers with carts written into the database, and which of their items each order takes. */
async function seedPlan(spec: ServerSpec, orders: number): Promise<PlannedOrder[]> {
  const seeder = await openSeeder({ databaseUrl: spec.databaseUrl, dataDir: spec.dataDir });
  try {
    const customers = await seeder.customers(
      Math.ceil(orders / ORDERS_PER_CUSTOMER),
      ORDERS_PER_CUSTOMER * ITEMS_PER_ORDER + KEPT_ITEMS,
    );
    return customers.flatMap((customer) =>
      Array.from({ length: ORDERS_PER_CUSTOMER }, (_, n) => ({
        customer,
        key: `crash-${randomUUID()}`,
        itemIds: customer.cartItemIds.slice(n * ITEMS_PER_ORDER, (n + 1) * ITEMS_PER_ORDER),
      })),
    );
  } finally {
    await seeder.close();
  }
}

const openSpecDatabase = (spec: ServerSpec) =>
  openDatabase(spec.databaseUrl ? { url: spec.databaseUrl, poolSize: 2 } : { sqliteFile: sqliteFileIn(spec.dataDir) });

/** With no server running: lets the claims of killed processes lapse. Returns the mails not yet sent. */
async function ageMailClaims(spec: ServerSpec): Promise<number> {
  const database = openSpecDatabase(spec);
  try {
    await database.db
      .updateTable('mail_outbox')
      .set({ claimed_until: new Date(0).toISOString() })
      .where('sent_at', 'is', null)
      .where('claimed_until', 'is not', null)
      .execute();
    const row = await database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.destroy();
  }
}

async function waitForOutbox(spec: ServerSpec) {
  const database = openSpecDatabase(spec);
  try {
    for (let waited = 0; waited < 600_000; waited += 250) {
      const row = await database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(row.n) === 0) return;
      await sleep(250);
    }
  } finally {
    await database.destroy();
  }
}

interface MailFile {
  file: string;
  to: string;
  subject: string;
}

/** The .eml files in DATA_DIR/mail, their To and Subject headers. */
function mailFiles(spec: ServerSpec): MailFile[] {
  const dir = path.join(spec.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const head = text.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '); // unfolded headers
      const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject') };
    });
}

/**
 * What must hold after the crashes: every order answered 2xx is there with all its items, no order
 * lacks items, one order per key and nothing else, each cart lost exactly its ordered items, the
 * SQLite file is sound, and each order's two mails were written exactly once.
 */
async function verify(spec: ServerSpec, plan: PlannedOrder[]): Promise<string[]> {
  const problems: string[] = [];
  const database = openSpecDatabase(spec);
  const { db } = database;
  try {
    const unanswered = plan.filter((order) => !order.answer);
    if (unanswered.length > 0) problems.push(`${unanswered.length} orders never got a 2xx answer`);

    const orders = await db
      .selectFrom('orders')
      .select(['id', 'order_no', 'user_id', 'total_qty', 'customer_email'])
      .execute();
    const byId = new Map(orders.map((order) => [order.id, order]));
    const itemCounts = new Map(
      (
        await db
          .selectFrom('order_items')
          .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('order_id')
          .execute()
      ).map((row) => [row.order_id, Number(row.n)]),
    );
    const keys = await db.selectFrom('idempotency_keys').select(['user_id', 'key', 'order_id']).execute();
    const keyOrder = new Map(keys.map((row) => [`${row.user_id}/${row.key}`, row.order_id]));

    for (const order of plan) {
      if (!order.answer) continue;
      const row = byId.get(order.answer.orderId);
      if (!row) {
        problems.push(`order ${order.answer.orderNo} was answered ${order.answer.status} but is not there`);
        continue;
      }
      if (row.order_no !== order.answer.orderNo || row.user_id !== order.customer.userId)
        problems.push(`order ${order.answer.orderId} is not the one answered (${row.order_no}, user ${row.user_id})`);
      const items = itemCounts.get(row.id) ?? 0;
      if (items !== order.itemIds.length || row.total_qty !== order.itemIds.length)
        problems.push(
          `order ${row.order_no} has ${items} items (total_qty ${row.total_qty}), ordered ${order.itemIds.length}`,
        );
      if (keyOrder.get(`${order.customer.userId}/${order.key}`) !== row.id)
        problems.push(`key ${order.key} does not name order ${row.order_no}`);
    }
    const withoutItems = orders.filter((order) => !itemCounts.has(order.id));
    if (withoutItems.length > 0)
      problems.push(`orders without items: ${withoutItems.map((o) => o.order_no).join(', ')}`);
    // One order per key, and none besides: every request carried a key.
    if (orders.length !== plan.length || keys.length !== plan.length)
      problems.push(`${orders.length} orders and ${keys.length} keys for ${plan.length} planned orders`);

    const customers = [...new Set(plan.map((order) => order.customer))];
    const carts = Map.groupBy(
      await db.selectFrom('cart_items').select(['id', 'user_id']).orderBy('id').execute(),
      (row) => row.user_id,
    );
    for (const customer of customers) {
      const ordered = new Set(plan.filter((o) => o.customer === customer && o.answer).flatMap((o) => o.itemIds));
      const expected = customer.cartItemIds.filter((id) => !ordered.has(id));
      const left = (carts.get(customer.userId) ?? []).map((row) => row.id);
      if (left.join() !== expected.join())
        problems.push(`customer ${customer.userId}'s cart holds [${left}], expected [${expected}]`);
    }

    if (!spec.databaseUrl) {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      const verdict = integrity.rows.map((row) => row.integrity_check).join('; ');
      if (verdict !== 'ok') problems.push(`SQLite integrity_check: ${verdict}`);
      const foreign = await sql`pragma foreign_key_check`.execute(db);
      if (foreign.rows.length > 0) problems.push(`SQLite foreign_key_check: ${JSON.stringify(foreign.rows)}`);
    }

    const pending = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(pending.n) > 0) problems.push(`${pending.n} mails still in the outbox after it drained`);
    const mails = mailFiles(spec);
    const count = (to: string, subject: string) =>
      mails.filter((mail) => mail.to === to && mail.subject.startsWith(subject)).length;
    for (const order of plan) {
      const row = order.answer && byId.get(order.answer.orderId);
      if (!row) continue;
      const customerMails = count(row.customer_email, `Order ${row.order_no} received`);
      const shopMails = count(ADMIN.email, `New order ${row.order_no} `);
      if (customerMails !== 1 || shopMails !== 1)
        problems.push(`order ${row.order_no}: ${customerMails} customer mails, ${shopMails} shop mails (want 1 each)`);
    }
    const orderMails = mails.filter((mail) => /^(Order .* received|New order )/.test(mail.subject));
    if (orderMails.length !== 2 * orders.length)
      problems.push(`${orderMails.length} order mails for ${orders.length} orders (want 2 each)`);
  } finally {
    await database.destroy();
  }
  return problems;
}
