import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAddressInput, rectangleFormFields } from '@steelcut/domain/testing/factories';
import { openEventStream } from '../apps/server/test/event-stream';
import { startNginx, type RunningNginx } from '../bench/nginx';
import { startServer, type RunningServer } from '../bench/server-process';
import { ADMIN } from './support';

/**
 * Two server processes on one PostgreSQL behind nginx (Debian's package; round robin), with the
 * repository's own nginx file: a customer's session, cart, upload, an order placed with one
 * Idempotency-Key sent to both, and a chat message crossing processes behave as on one.
 */
const PG_URL = process.env.SCALE_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `steelcut_scale_${process.pid}`;
/** A 1×1 PNG: the customer's drawing. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let servers: RunningServer[] = [];
let nginx: RunningNginx | undefined;
let shop = '';

async function database(query: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await database(`drop database if exists ${DATABASE} with (force)`);
  await database(`create database ${DATABASE}`);
  const url = new URL(PG_URL);
  url.pathname = `/${DATABASE}`;
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: url.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    STORAGE: 'database',
    TRUST_PROXY: '1',
  };
  // One after the other: each migrates and seeds at start.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  nginx = await startNginx(servers.map((server) => new URL(server.url).host));
  shop = nginx.url;
});

afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) await server.stop();
  servers = [];
  await database(`drop database if exists ${DATABASE} with (force)`);
});

/** Through nginx, failing on any answer that is not 2xx. */
async function call<T>(urlPath: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop}/api${urlPath}`, init);
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${urlPath}: ${response.status} ${JSON.stringify(body)}`);
  return { status: response.status, body };
}
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('two server processes behind nginx', () => {
  it('serve one customer as one shop: session, cart, upload, one order for one key, chat across processes', async () => {
    const stamp = Date.now();
    const registered = await call<{ user: { id: number }; token: string }>(
      '/auth/register',
      json({
        name: 'Scale Customer',
        email: `scale.${stamp}@example.com`,
        mobileNumber: `7${String(stamp).slice(-9)}`,
        password: 'scale-pass1',
      }),
    );
    const userId = registered.body.user.id;
    const bearer = { authorization: `Bearer ${registered.body.token}` };
    // Round robin: consecutive calls land on both processes; each must know the session.
    for (let i = 0; i < 4; i += 1) await call('/auth/userProfile', { headers: bearer });

    const { body: catalogue } = await call<{ shapes: { id: number; slug: string }[] }>('/shape/shapeName');
    const rectangle = catalogue.shapes.find((s) => s.slug === 'rectangle')!;
    const form = new FormData();
    for (const [name, value] of Object.entries(rectangleFormFields(userId, rectangle.id)))
      form.set(name, String(value));
    form.set('image', new Blob([png], { type: 'image/png' }), 'drawing.png');
    const added = await call<{ items: { id: number; image_path: string }[] }>('/shape/addcart', {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    const [item] = added.body.items;
    for (let i = 0; i < 4; i += 1) {
      const file = await fetch(`${shop}/api/${item.image_path}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    }
    const cartSeen = await Promise.all(
      [0, 1].map(() => call<{ items: unknown[] }>(`/cart/getCart/${userId}`, { headers: bearer })),
    );
    expect(cartSeen.map((c) => c.body.items.length)).toEqual([1, 1]);

    const address = await call<{ address: { id: number } }>('/address', json({ userId, ...anAddressInput() }, bearer));
    const key = `scale-${stamp}`;
    const order = {
      userId,
      cartItems: [{ id: item.id }],
      totalQty: 1,
      deliveryAddress: { id: address.body.address.id },
    };
    const placed = await Promise.all(
      servers.map((server) =>
        fetch(`${server.url}/api/order/create`, json(order, { ...bearer, 'idempotency-key': key })).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { Order_No: string },
        })),
      ),
    );
    expect(placed.map((p) => p.status).sort()).toEqual([200, 201]);
    expect(new Set(placed.map((p) => p.body.Order_No)).size).toBe(1);
    const again = await call<{ Order_No: string }>('/order/create', json(order, { ...bearer, 'idempotency-key': key }));
    expect(again.body.Order_No).toBe(placed[0].body.Order_No);
    const { body: mine } = await call<{ orders: unknown[] }>(`/order/user/${userId}`, { headers: bearer });
    expect(mine.orders).toHaveLength(1);

    // The admin's live stream on one process; the customer's message sent to the other.
    const login = await fetch(
      `${servers[0].url}/api/auth/login`,
      json({ email: ADMIN.email, password: ADMIN.password }),
    );
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('refreshToken='))!
      .split(';')[0];
    const stream = await openEventStream(`${servers[0].url}/api/auth/events`, { cookie });
    try {
      await stream.next('ready');
      const message = new FormData();
      message.set('sender_id', String(userId));
      message.set('receiver_id', '1');
      message.set('message', `Across processes ${stamp}`);
      const sent = await fetch(`${servers[1].url}/api/send-message`, {
        method: 'POST',
        headers: bearer,
        body: message,
      });
      expect(sent.status).toBe(201);
      const pushed = await stream.next('chat.message', (data) => data.message === `Across processes ${stamp}`, 10_000);
      expect(pushed.data).toMatchObject({ sender_id: userId, receiver_id: 1 });
    } finally {
      stream.close();
    }
  });
});
