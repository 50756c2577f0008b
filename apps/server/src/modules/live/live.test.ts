import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MSG } from '@steelcut/domain/schemas/chat';
import { openEventStream, type EventStream } from '../../../test/event-stream';
import {
  addAddress,
  addRectangle,
  asUser,
  buildTestApp,
  expectError,
  loginAdmin,
  multipart,
  refreshCookieOf,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../../test/helpers';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from './hub';

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

const ended = new Set<EventStream>();
const isOpen = (opened: EventStream) => !ended.has(opened);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When the server ended the stream. How soon is the bench's: a test on a busy machine asserts that
 * it ends, and its own time limit catches a stream left open.
 */
const endOf = (opened: EventStream): Promise<number> => opened.ended;

async function openReady(who: SignedIn, options: { on?: string; lastEventId?: string } = {}) {
  const opened = await stream(who, options);
  expect(opened.status).toBe(200);
  void opened.ended.then(() => ended.add(opened));
  await opened.next('ready');
  return opened;
}

let address = 0;
/** The same user signed in again: another session (refresh-token family), as another browser. */
async function anotherSession(who: SignedIn): Promise<SignedIn> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.email, password: who.password },
    remoteAddress: `10.77.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...who, token: response.json().token, refreshCookie: refreshCookieOf(response) };
}

const postAuth = (url: string, payload?: object, refreshToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    cookies: refreshToken ? { refreshToken } : {},
  });

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

describe('how many live streams', () => {
  it(`holds ${MAX_STREAMS_PER_SESSION} of one session at most: a new one ends the oldest`, async () => {
    const customer = await registerUser(t.app);
    const tabs: EventStream[] = [];
    for (let n = 0; n < MAX_STREAMS_PER_SESSION + 2; n += 1) {
      tabs.push(await openReady(customer));
      const oldest = tabs.length - 1 - MAX_STREAMS_PER_SESSION;
      if (oldest >= 0) await endOf(tabs[oldest]);
      await pause(20);
      expect(tabs.filter(isOpen)).toHaveLength(Math.min(tabs.length, MAX_STREAMS_PER_SESSION));
    }
    expect(tabs.map(isOpen)).toEqual([false, false, ...Array(MAX_STREAMS_PER_SESSION).fill(true)]);
  });

  it(`refuses one past ${MAX_STREAMS_PER_USER} of one user with 429, whatever the session`, async () => {
    const customer = await registerUser(t.app);
    const sessions = [customer];
    while (sessions.length * MAX_STREAMS_PER_SESSION < MAX_STREAMS_PER_USER) {
      sessions.push(await anotherSession(customer));
    }
    const tabs: EventStream[] = [];
    for (let n = 0; n < MAX_STREAMS_PER_USER; n += 1) tabs.push(await openReady(sessions[n % sessions.length]));

    const newcomer = await anotherSession(customer);
    expect((await stream(newcomer)).status).toBe(429);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/auth/events',
      cookies: { refreshToken: newcomer.refreshCookie },
    });
    expectError(refused, 429, LIVE_MSG.tooManyStreams);
    expect(refused.json().code).toBe('RATE_LIMITED');

    // A session at its own cap still opens one: its oldest makes room.
    await openReady(customer);
    await endOf(tabs[0]);
    await pause(20);
    expect(tabs.filter(isOpen)).toHaveLength(MAX_STREAMS_PER_USER - 1);
  });
});

describe('an ended session ends its live streams at once', () => {
  it('on logout, and only that session’s', async () => {
    const customer = await registerUser(t.app);
    const elsewhere = await anotherSession(customer);
    const [mine, theirs] = [await openReady(customer), await openReady(elsewhere)];

    expect((await postAuth('logout', undefined, customer.refreshCookie)).statusCode).toBe(200);
    await endOf(mine);

    await say(t.app, admin, customer.userId, 'after one logout');
    await theirs.next('chat.message', withText('after one logout'));
    expect(isOpen(theirs)).toBe(true);
    expect(mine.events.filter((event) => event.type === 'chat.message')).toEqual([]);
  });

  it('on a password change: the sessions it ended lose theirs, the one it starts opens one', async () => {
    const customer = await registerUser(t.app);
    const elsewhere = await anotherSession(customer);
    const [mine, theirs] = [await openReady(customer), await openReady(elsewhere)];
    const before = (await mine.next('ready')).id!;
    const changed = await t.app.inject(
      asUser(customer, {
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { currentPassword: customer.password, newPassword: 'brandnew1' },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await Promise.all([endOf(theirs), endOf(mine)]);

    // It catches up from before the change: the signal that ended the others is not sent to it.
    const renewed = await openReady({ ...customer, refreshCookie: refreshCookieOf(changed) }, { lastEventId: before });
    await pause(50);
    expect(isOpen(renewed)).toBe(true);
    expect(renewed.events.map((event) => event.type)).toEqual(['ready']);
  });

  it('on a password reset: every session’s', async () => {
    const customer = await registerUser(t.app);
    const tabs = [await openReady(customer), await openReady(await anotherSession(customer))];
    expect((await postAuth('forgotPassword', { email: customer.email })).statusCode).toBe(200);
    for (let i = 0; i < 50 && !t.mails.some((m) => m.to === customer.email); i += 1) await pause(20);
    const otp = t.mails.findLast((m) => m.to === customer.email)!.text.match(/\b(\d{6})\b/)![1];
    const { resetToken } = (await postAuth('verifyOTP', { email: customer.email, otp })).json();
    const reset = await postAuth('resetPassword', { email: customer.email, newPassword: 'newpass99', resetToken });
    expect(reset.statusCode, reset.body).toBe(200);
    await Promise.all(tabs.map((tab) => endOf(tab)));
  });

  it('on the reuse of a refresh token: its family’s, and no other', async () => {
    const customer = await registerUser(t.app);
    const elsewhere = await anotherSession(customer);
    const [mine, theirs] = [await openReady(customer), await openReady(elsewhere)];
    expect((await postAuth('refresh-token', undefined, customer.refreshCookie)).statusCode).toBe(200);
    await pause(50);
    expect(isOpen(mine)).toBe(true); // a rotation keeps the session

    const reused = await postAuth('refresh-token', undefined, customer.refreshCookie);
    expectError(reused, 401);
    expect(reused.json().code).toBe('REFRESH_TOKEN_REUSED');
    await endOf(mine);
    await pause(50);
    expect(isOpen(theirs)).toBe(true);
  });

  // PostgreSQL's pass only: SQLite runs one process (DECISIONS section 2), its events stay in the
  // process, and a stream held elsewhere ends at its session check. NOTIFY reaches every process.
  const onPostgres = process.env.TEST_DATABASE_URL ? it : undefined;
  onPostgres?.('on another server process too', async () => {
    const customer = await registerUser(t.app);
    const onPeer = await openReady(customer, { on: peerBase });
    expect((await postAuth('logout', undefined, customer.refreshCookie)).statusCode).toBe(200);
    await endOf(onPeer);
  });
});
