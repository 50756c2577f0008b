import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../../../test/event-stream';
import {
  addAddress,
  addRectangle,
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let admin: SignedIn;
let base: string;
let peer: FastifyInstance;
let peerBase: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  peer = await t.openPeer();
  peerBase = await peer.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function stream(who: SignedIn, options: { lastEventId?: string; on?: string } = {}) {
  const headers: Record<string, string> = { cookie: `refreshToken=${who.refreshCookie}` };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const opened = await openEventStream(`${options.on ?? base}/api/auth/events`, headers);
  streams.push(opened);
  return opened;
}

async function say(app: FastifyInstance, who: SignedIn, to: number, message: string) {
  const form = multipart({ sender_id: who.userId, receiver_id: to, message });
  const response = await app.inject(
    asUser(who, { method: 'POST', url: '/api/send-message', payload: form.payload, headers: form.headers }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; message: string };
}
const withText = (text: string) => (data: Record<string, unknown>) => data.message === text;

describe('GET /api/auth/events', () => {
  it('refuses a browser without a live session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/events' }), 401);
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/auth/events', cookies: { refreshToken: 'forged' } }),
      401,
    );
    // An access token does not open it: the stream is for the browser's cookie-bound session.
    const customer = await registerUser(t.app);
    expectError(await t.app.inject(asUser(customer, { method: 'GET', url: '/api/auth/events' })), 401);
  });

  it('pushes a new message to both parties at once, and to nobody else', async () => {
    const customer = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const [mine, shop, theirs] = await Promise.all([stream(customer), stream(admin), stream(stranger)]);
    expect(mine.status).toBe(200);
    await Promise.all([mine.next('ready'), shop.next('ready'), theirs.next('ready')]);

    const sent = await say(t.app, customer, 1, 'Payment done, screenshot attached');
    const atShop = await shop.next('chat.message', withText('Payment done, screenshot attached'));
    expect(atShop.data).toMatchObject({ id: sent.id, sender_id: customer.userId, receiver_id: 1 });
    expect(Number(atShop.id)).toBeGreaterThan(0);
    await mine.next('chat.message', withText('Payment done, screenshot attached'));

    const reply = await say(t.app, admin, customer.userId, 'Received, thank you');
    await mine.next('chat.message', (data) => data.id === reply.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(theirs.events.filter((event) => event.type === 'chat.message')).toEqual([]);
  });

  it('tells the reader’s other tabs and the sender when messages are read', async () => {
    const customer = await registerUser(t.app);
    const [tab, shop] = await Promise.all([stream(customer), stream(admin)]);
    await Promise.all([tab.next('ready'), shop.next('ready')]);
    await say(t.app, admin, customer.userId, 'Please confirm the thickness');
    const read = await t.app.inject(
      asUser(customer, {
        method: 'POST',
        url: '/api/mark-as-read',
        payload: { sender_id: 1, receiver_id: customer.userId },
      }),
    );
    expect(read.json().updated).toBe(1);
    const expected = { reader_id: customer.userId, sender_id: 1, order_id: null };
    expect((await tab.next('chat.read')).data).toEqual(expected);
    expect((await shop.next('chat.read', (data) => data.reader_id === customer.userId)).data).toEqual(expected);
  });

  it('sends a reconnecting browser what it missed, in order, from Last-Event-ID', async () => {
    const customer = await registerUser(t.app);
    const first = await stream(customer);
    const ready = await first.next('ready');
    await say(t.app, admin, customer.userId, 'seen live');
    const live = await first.next('chat.message', withText('seen live'));
    first.close();

    await say(t.app, admin, customer.userId, 'missed one');
    await say(t.app, admin, customer.userId, 'missed two');
    const again = await stream(customer, { lastEventId: live.id });
    await again.next('ready');
    const replayed = again.events.filter((event) => event.type === 'chat.message').map((e) => e.data);
    expect(replayed.map((data) => (data as { message: string }).message)).toEqual(['missed one', 'missed two']);

    // From the first connection's start, everything since is sent again.
    const fromStart = await stream(customer, { lastEventId: ready.id });
    await fromStart.next('ready');
    expect(fromStart.events.filter((event) => event.type === 'chat.message')).toHaveLength(3);
  });

  it('reaches a browser connected to another server process on the same database', async () => {
    const customer = await registerUser(t.app);
    const onPeer = await stream(admin, { on: peerBase });
    const ready = await onPeer.next('ready');
    await say(t.app, customer, 1, 'sent through the first process');
    if (t.dialect === 'postgres') {
      // PostgreSQL: LISTEN/NOTIFY delivers it live.
      await onPeer.next('chat.message', withText('sent through the first process'));
    } else {
      // SQLite runs one process (DECISIONS section 2); the other catches up when the browser reconnects.
      onPeer.close();
      const again = await stream(admin, { on: peerBase, lastEventId: ready.id });
      await again.next('chat.message', withText('sent through the first process'));
    }
  });

  it('replays across a server restart: the events are in the database', async () => {
    const customer = await registerUser(t.app);
    const before = await stream(customer);
    const ready = await before.next('ready');
    before.close();
    await say(t.app, admin, customer.userId, 'while the server restarted');
    const restarted = await t.openPeer();
    const restartedBase = await restarted.listen({ host: '127.0.0.1', port: 0 });
    const after = await stream(customer, { on: restartedBase, lastEventId: ready.id });
    await after.next('chat.message', withText('while the server restarted'));
  });

  it('tells the customer when the shop changes their order’s status', async () => {
    const customer = await registerUser(t.app);
    const address = await addAddress(t.app, customer);
    const cart = await addRectangle(t.app, customer, t.db);
    const placed = await t.app.inject(
      asUser(customer, {
        method: 'POST',
        url: '/api/order/create',
        payload: { userId: customer.userId, cartItems: cart, totalQty: 1, deliveryAddress: address },
      }),
    );
    const orderId = placed.json().order.id as number;
    const tab = await stream(customer);
    await tab.next('ready');
    const changed = await t.app.inject(
      asUser(admin, { method: 'PUT', url: `/api/order/${orderId}/status`, payload: { status: 'In-Progress' } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await tab.next('order.status')).data).toEqual({ order_id: orderId, status: 'In-Progress' });
  });

  it('is refused once the session has ended', async () => {
    const customer = await registerUser(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { refreshToken: customer.refreshCookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const refused = await stream(customer);
    expect(refused.status).toBe(401);
  });

  it('ends open streams when the server shuts down, so browsers reconnect elsewhere', async () => {
    const customer = await registerUser(t.app);
    const closing = await t.openPeer();
    const closingBase = await closing.listen({ host: '127.0.0.1', port: 0 });
    const open = await stream(customer, { on: closingBase });
    await open.next('ready');
    await closing.close(); // would wait forever on an open stream
  });
});
