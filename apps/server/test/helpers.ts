import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { ERROR_CODES } from '@steelcut/domain/error-codes';
import { A_PINCODE_IN, anAddressInput, rectangleFormFields } from '@steelcut/domain/testing/factories';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seed } from '../src/seed/index';
import type { Mail, Mailer } from '../src/lib/mail';
import type { Clock } from '../src/lib/time';

export const ADMIN = { email: 'admin@test.example', password: 'Admin-pass-1' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Every mail the app sent, oldest first. */
  mails: Mail[];
  /** The first mail to `to` whose subject matches, once the outbox has sent it (throws after 5 s). */
  mailTo(to: string, subject: RegExp): Promise<Mail>;
  dialect: DatabaseHandle['dialect'];
  /**
   * Another server process on the same database, as behind a load balancer; with `ownDataDir`
   * on another machine too (a DATA_DIR of its own: uploads on disk are not shared).
   */
  openPeer(options?: { ownDataDir?: boolean }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** More environment, e.g. TRUST_PROXY or LOG_LEVEL. */
  env?: Record<string, string>;
  /** Where the app's log lines go (the app logs nothing without it). */
  logStream?: { write(line: string): void };
  /** The app's own mailer (the outbox in DATA_DIR/mail) instead of the in-memory `mails`. */
  ownMailer?: boolean;
  /** Seeds the admin without ADMIN_PASSWORD, as a first start does, and keeps the seed's log lines here. */
  generatedAdminPassword?: { log: unknown[][] };
  /** The time dispatch dates are worked out from; the system's when absent. */
  clock?: Clock;
}

/**
 * A fresh, migrated and seeded database for one test file: SQLite in a fresh DATA_DIR, or its own
 * schema in the PostgreSQL named by TEST_DATABASE_URL.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steelcut-test-'));
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  const config = loadConfig(env);
  const peerDirs: string[] = [];
  const { database, reopen, migrate, dropSchema } = await openTestDatabase(dataDir);
  await migrate();
  const seedLog = options.generatedAdminPassword?.log;
  await seed(database.db, {
    adminEmail: ADMIN.email,
    adminPassword: seedLog ? undefined : ADMIN.password,
    dataDir,
    log: { info: (...line: unknown[]) => seedLog?.push(line), warn: (...line: unknown[]) => seedLog?.push(line) },
  });
  const mails: Mail[] = [];
  const mailer: Mailer | undefined = options.ownMailer ? undefined : { send: async (mail) => void mails.push(mail) };
  const logger = options.logStream ? { stream: options.logStream } : false;
  const app = await buildApp({ config, database, mailer, logger, clock: options.clock });
  await app.ready();
  const peers: { app: FastifyInstance; database: DatabaseHandle }[] = [];
  return {
    app,
    db: database.db,
    config,
    mails,
    async mailTo(to, subject) {
      for (let i = 0; i < 250; i += 1) {
        const mail = mails.find((m) => m.to === to && subject.test(m.subject));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} about ${subject}`);
    },
    dialect: database.dialect,
    async openPeer({ ownDataDir = false } = {}) {
      const peerDatabase = reopen();
      const peerDir = ownDataDir ? mkdtempSync(path.join(tmpdir(), 'steelcut-peer-')) : undefined;
      if (peerDir) peerDirs.push(peerDir);
      const peerConfig = peerDir ? loadConfig({ ...env, DATA_DIR: peerDir }) : config;
      const peer = await buildApp({ config: peerConfig, database: peerDatabase, mailer, logger, clock: options.clock });
      await peer.ready();
      peers.push({ app: peer, database: peerDatabase });
      return peer;
    },
    async close() {
      for (const peer of peers) {
        await peer.app.close();
        await peer.database.destroy();
      }
      await app.close();
      await database.destroy();
      await dropSchema();
      for (const dir of [dataDir, ...peerDirs]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app, built before its tests and closed after them: `const t = useTestApp();` at the
 * top of the file, then `t.app`, `t.db`… inside the tests.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
  });
  afterAll(() => t.close());
  return t;
}

/**
 * An empty database for one test file, not yet migrated: SQLite in `dataDir`, or a schema of its
 * own in the PostgreSQL named by TEST_DATABASE_URL.
 */
export async function openTestDatabase(dataDir: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const sqliteFile = path.join(dataDir, 'test.sqlite');
    const database = openDatabase({ sqliteFile });
    return {
      database,
      schema: undefined,
      reopen: () => openDatabase({ sqliteFile }),
      migrate: () => migrateToLatest(database.db),
      dropSchema: async () => {},
    };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ url, schema, poolSize: 4 });
  return {
    database,
    schema,
    reopen: () => openDatabase({ url, schema, poolSize: 4 }),
    migrate: () => takingTurns(url, () => migrateToLatest(database.db)),
    dropSchema: () => takingTurns(url, (client) => client.query(`drop schema if exists ${schema} cascade`)),
  };
}

/** Any number: the advisory lock test files take turns on. */
const SCHEMA_TURNS_LOCK = 721_203;

/**
 * Kysely's migrator lists every table of every schema in the database (`pg_get_serial_sequence`
 * on each, by name), so another test file dropping its schema at that moment made a migration
 * fail with 'schema "test_…" does not exist'. Migrating and dropping a schema take turns across
 * test processes under one advisory lock, held by a session of its own and released as it ends.
 */
async function takingTurns<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_TURNS_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

let userSequence = 0;

export function newUserBody(overrides: Partial<Record<'name' | 'email' | 'mobileNumber' | 'password', string>> = {}) {
  userSequence += 1;
  const unique = `${process.pid % 1000}${String(userSequence).padStart(4, '0')}`;
  return {
    name: `Customer ${userSequence}`,
    email: `customer${unique}@example.com`,
    mobileNumber: `9${unique.padStart(9, '0').slice(-9)}`,
    password: 'secret12',
    ...overrides,
  };
}

export interface SignedIn {
  userId: number;
  token: string;
  refreshCookie: string;
  email: string;
  password: string;
}

/** Registers through the API from its own address, so the per-IP register limit stays out of the way. */
export async function registerUser(app: FastifyInstance, overrides = {}): Promise<SignedIn> {
  const body = newUserBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.1.${userSequence % 250}.${(userSequence * 7) % 250}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    userId: response.json().user.id,
    token: response.json().token,
    refreshCookie: refreshCookieOf(response),
    email: body.email,
    password: body.password,
  };
}

export async function loginAdmin(app: FastifyInstance): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(response.statusCode, response.body).toBe(200);
  return { userId: 1, token: response.json().token, refreshCookie: refreshCookieOf(response), ...ADMIN };
}

export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie) throw new Error(`no refreshToken cookie in ${response.statusCode} ${response.body}`);
  return cookie.value;
}

export function asUser(who: { token: string }, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...options.headers, authorization: `Bearer ${who.token}` } };
}

/** Asserts a 4xx with the given message in the { message, code } shape. */
export function expectError(response: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(ERROR_CODES).toContain(body.code);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
}

/** A multipart/form-data body for inject: text fields and at most one file. */
export function multipart(
  fields: Record<string, string | number>,
  file?: { field: string; filename: string; bytes: Buffer; type?: string },
) {
  const boundary = `----steelcut${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real files, by their bytes. */
export const SAMPLE_FILES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  svg: Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  ),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};

export const VALID_ADDRESS = anAddressInput();

/** Saves an address through the API and returns it; one in another state gets a pincode of that state. */
export async function addAddress(app: FastifyInstance, who: SignedIn, overrides: Record<string, unknown> = {}) {
  const pincode = typeof overrides.state === 'string' ? A_PINCODE_IN[overrides.state] : undefined;
  const response = await app.inject(
    asUser(who, {
      method: 'POST',
      url: '/api/address',
      payload: { userId: who.userId, ...VALID_ADDRESS, ...(pincode && { postalCode: pincode }), ...overrides },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().address as { id: number; is_default: number };
}

/** Puts a valid rectangle into the user's server cart; answers the whole cart. */
export async function addRectangle(
  app: FastifyInstance,
  who: SignedIn,
  db: Db,
  fields: Record<string, string | number> = {},
) {
  const shape = await db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow();
  const form = multipart(rectangleFormFields(who.userId, shape.id, fields));
  const response = await app.inject(
    asUser(who, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: number; quantity: number }[];
}

/** The rectangle with a PNG drawing attached, into the customer's cart; the cart as it answers. */
export async function addRectangleWithDrawing(app: FastifyInstance, who: SignedIn, db: Db) {
  const shape = await db.selectFrom('shapes').select('id').where('slug', '=', 'rectangle').executeTakeFirstOrThrow();
  const form = multipart(rectangleFormFields(who.userId, shape.id), {
    field: 'image',
    filename: 'drawing.png',
    bytes: SAMPLE_FILES.png,
    type: 'image/png',
  });
  const response = await app.inject(
    asUser(who, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: number; image_path: string }[];
}

/** A customer's order of one rectangle (4 pieces unless said), delivered to an address in `state`. */
export async function placeOrderFor(
  app: FastifyInstance,
  db: Db,
  who: SignedIn,
  {
    state,
    quantity = '4',
    leadTime,
    poNumber,
  }: { state?: string; quantity?: string; leadTime?: string; poNumber?: string } = {},
) {
  const address = await addAddress(app, who, state ? { state } : {});
  const cart = await addRectangle(app, who, db, { quantity });
  const response = await app.inject(
    asUser(who, {
      method: 'POST',
      url: '/api/order/create',
      payload: {
        userId: who.userId,
        cartItems: cart,
        totalQty: cart.length,
        deliveryAddress: address,
        leadTime,
        poNumber,
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order as { id: number; Order_No: string; customerGstin: string | null; dispatch_by: string };
}
