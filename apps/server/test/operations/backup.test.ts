import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, sqliteFileIn, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import {
  addAddress,
  ADMIN,
  asUser,
  buildTestApp,
  addRectangleWithDrawing,
  registerUser,
  SAMPLE_FILES,
  type SignedIn,
  type TestApp,
} from '../helpers';

/**
 * docs/operations.md's backup and restore, done: a shop with an order and its drawing is backed
 * up while it runs, restored into a new database (and DATA_DIR), and the app started on the copy
 * finds the order with its items and the drawing's bytes.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function shopWithAnOrder(t: TestApp) {
  const customer = await registerUser(t.app, { name: 'Backup Customer' });
  const cart = await addRectangleWithDrawing(t.app, customer, t.db);
  const address = await addAddress(t.app, customer);
  const placed = await t.app.inject(
    asUser(customer, {
      method: 'POST',
      url: '/api/order/create',
      payload: {
        userId: customer.userId,
        cartItems: cart.map((item) => ({ id: item.id })),
        totalQty: 1,
        deliveryAddress: address,
      },
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, orderId: placed.json().order.id as number, orderNo: placed.json().Order_No as string };
}

/** The restored copy, opened as a fresh server would open it; the customer signs in again. */
async function expectOrderIn(
  database: DatabaseHandle,
  env: Record<string, string>,
  found: { customer: SignedIn; orderId: number; orderNo: string },
) {
  await migrateToLatest(database.db);
  const app = await buildApp({ config: loadConfig(env), database, logger: false, mailer: { send: async () => {} } });
  cleanups.push(() => app.close());
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: found.customer.email, password: found.customer.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const customer = { token: login.json().token as string };
  const detail = await app.inject(asUser(customer, { method: 'GET', url: `/api/order/${found.orderId}` }));
  expect(detail.statusCode, detail.body).toBe(200);
  expect(detail.json().order.Order_No).toBe(found.orderNo);
  expect(detail.json().items).toHaveLength(1);
  const drawing = await app.inject(
    asUser(customer, { method: 'GET', url: `/api/${detail.json().items[0].image_path}` }),
  );
  expect(drawing.statusCode).toBe(200);
  expect(drawing.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
}

const baseEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: ADMIN.email,
  LOG_LEVEL: 'silent',
  ...extra,
});

/** SQLite: VACUUM INTO a file while the shop runs, plus the uploads folder, into a new DATA_DIR. */
async function sqliteRoundTrip() {
  {
    const t = await buildTestApp();
    cleanups.push(() => t.close());
    const found = await shopWithAnOrder(t);
    const backupDir = mkdtempSync(path.join(tmpdir(), 'steelcut-backup-'));
    cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));
    await sql`vacuum into ${path.join(backupDir, 'shop.sqlite')}`.execute(t.db);
    cpSync(path.join(t.config.dataDir, 'uploads'), path.join(backupDir, 'uploads'), { recursive: true });

    const restored = mkdtempSync(path.join(tmpdir(), 'steelcut-restored-'));
    cleanups.push(() => rmSync(restored, { recursive: true, force: true }));
    cpSync(backupDir, restored, { recursive: true });
    const database = openDatabase({ sqliteFile: sqliteFileIn(restored) });
    cleanups.push(() => database.destroy());
    await expectOrderIn(database, baseEnv(restored), found);
  }
}

/** PostgreSQL: pg_dump while the shop runs, pg_restore into a new database; uploads travel inside (STORAGE=database). */
async function postgresRoundTrip(pgUrl: string) {
  {
    const t = await buildTestApp({ env: { STORAGE: 'database' } });
    cleanups.push(() => t.close());
    const found = await shopWithAnOrder(t);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0].schema;
    const dump = path.join(mkdtempSync(path.join(tmpdir(), 'steelcut-dump-')), 'shop.dump');
    cleanups.push(() => rmSync(path.dirname(dump), { recursive: true, force: true }));
    execFileSync('pg_dump', ['-Fc', '-n', schema, '-f', dump, pgUrl]);

    const restoredName = `steelcut_restore_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${restoredName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${restoredName} with (force)`);
      await admin.end();
    });
    const restoredUrl = new URL(pgUrl);
    restoredUrl.pathname = `/${restoredName}`;
    // The dump's search_text index names pg_trgm's operator class, which lives in public.
    const restoredAdmin = new pg.Client({ connectionString: restoredUrl.toString() });
    await restoredAdmin.connect();
    await restoredAdmin.query('create extension if not exists pg_trgm with schema public');
    await restoredAdmin.end();
    execFileSync('pg_restore', ['--no-owner', '-d', restoredUrl.toString(), dump]);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'steelcut-restored-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = openDatabase({ url: restoredUrl.toString(), schema, poolSize: 2 });
    cleanups.push(() => database.destroy());
    await expectOrderIn(database, baseEnv(dataDir, { STORAGE: 'database' }), found);
  }
}

describe('backup and restore (docs/operations.md)', () => {
  it('restores a running shop’s copy with its orders and files, on the database the tests run on', async () => {
    if (pgUrl) await postgresRoundTrip(pgUrl);
    else await sqliteRoundTrip();
  });
});
