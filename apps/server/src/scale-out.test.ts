import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addRectangle, asUser, expectError, registerUser, useTestApp } from '../test/helpers';

/** Two server processes on one database share sessions, one-time codes and rate limits. */
const t = useTestApp();
let peer: FastifyInstance;
beforeAll(async () => {
  peer = await t.openPeer();
});

describe('two server processes on one database', () => {
  it('honour each other’s sessions and refresh-token rotation', async () => {
    const user = await registerUser(t.app);
    expect((await peer.inject(asUser(user, { method: 'GET', url: '/api/auth/userProfile' }))).statusCode).toBe(200);
    const refreshed = await peer.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: user.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);
    // The old token, replayed on the first process, is a reuse: the family dies everywhere.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { refreshToken: user.refreshCookie },
      }),
      401,
    );
  });

  it('count rate limits together', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 15; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@y.co', password: 'x' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 15; i += 1)
      await peer.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@y.co', password: 'x' },
        remoteAddress: ip,
      });
    expectError(
      await peer.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@y.co', password: 'x' },
        remoteAddress: ip,
      }),
      429,
    );
  });

  it('share the OTP resend cooldown', async () => {
    const user = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: user.email } }))
        .statusCode,
    ).toBe(200);
    expectError(await peer.inject({ method: 'POST', url: '/api/auth/resendOTP', payload: { email: user.email } }), 429);
  });

  it('write at the same time without losing or refusing an order', async () => {
    const customers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await registerUser(t.app);
        return { user, address: await addAddress(t.app, user), cart: await addRectangle(t.app, user, t.db) };
      }),
    );
    const responses = await Promise.all(
      customers.map(({ user, address, cart }, index) =>
        (index % 2 ? peer : t.app).inject(
          asUser(user, {
            method: 'POST',
            url: '/api/order/create',
            headers: { 'idempotency-key': `scale-out-${index}-${user.userId}` },
            payload: { userId: user.userId, cartItems: cart, totalQty: cart.length, deliveryAddress: address },
          }),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((r) => r.json().Order_No)).size).toBe(6);
  });

  it('never answer a cart that another process has changed', async () => {
    const user = await registerUser(t.app);
    const cartOn = async (app: FastifyInstance) =>
      (await app.inject(asUser(user, { method: 'GET', url: `/api/cart/getCart/${user.userId}` }))).json().items as {
        id: number;
      }[];
    expect(await cartOn(t.app)).toEqual([]); // now cached on the first process
    await addRectangle(peer, user, t.db);
    const items = await cartOn(t.app);
    expect(items).toHaveLength(1);
    await peer.inject(
      asUser(user, { method: 'DELETE', url: `/api/cart/deleteCartItem/${user.userId}/${items[0].id}` }),
    );
    expect(await cartOn(t.app)).toEqual([]);
  });

  it('over HTTP too, where requests of one moment share what they read of the database', async () => {
    const user = await registerUser(t.app);
    const [first, second] = await Promise.all(
      [t.app, peer].map((app) => app.listen({ host: '127.0.0.1', port: 0 }).then(() => app.listeningOrigin)),
    );
    const headers = { authorization: `Bearer ${user.token}` };
    const cartOn = async (origin: string) => {
      const response = await fetch(`${origin}/api/cart/getCart/${user.userId}`, { headers });
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: { id: number }[] }).items;
    };
    const [item] = (await Promise.all([cartOn(first), cartOn(first), addRectangle(peer, user, t.db)]))[2];
    expect(await cartOn(first)).toHaveLength(1);
    const removed = await fetch(`${second}/api/cart/deleteCartItem/${user.userId}/${item.id}`, {
      method: 'DELETE',
      headers,
    });
    expect(removed.status).toBe(200);
    expect(await cartOn(first)).toEqual([]);
  });
});
