import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, expectError, registerUser, type TestApp } from '../test/helpers';

/** Two server processes on one database share sessions, one-time codes and rate limits. */
let t: TestApp;
let peer: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  peer = await t.openPeer();
});
afterAll(() => t.close());

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
});
