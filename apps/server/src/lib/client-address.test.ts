import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildTestApp, expectError, type TestApp } from '../../test/helpers';
import { RATE_POLICIES } from './rate-limit';

/** Behind one proxy (TRUST_PROXY=1) the client is the address the proxy appended: the last hop. */
describe('client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  /** The per-address limit counts in one-minute windows: start a limit's worth of tries clear of an end. */
  async function clearOfWindowEnd() {
    const left = RATE_POLICIES.loginPerIp.windowMs - (Date.now() % RATE_POLICIES.loginPerIp.windowMs);
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
  let tries = 0;
  const loginFrom = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody${++tries}@example.com`, password: 'x' },
    });

  it('counts a client that spoofs the first X-Forwarded-For entry by the address its proxy saw', async () => {
    await clearOfWindowEnd();
    for (let i = 0; i < RATE_POLICIES.loginPerIp.limit; i += 1) {
      expectError(await loginFrom(`1.2.3.${i}, 203.0.113.7`), 401);
    }
    expectError(await loginFrom('9.9.9.9, 203.0.113.7'), 429);
    expectError(await loginFrom('203.0.113.7'), 429);
    // Another client behind the same proxy is not held up.
    expectError(await loginFrom('1.2.3.4, 203.0.113.8'), 401);
  });

  it('believes no X-Forwarded-For from a client that reaches the server directly', async () => {
    await clearOfWindowEnd();
    for (let i = 0; i < RATE_POLICIES.loginPerIp.limit; i += 1)
      expectError(await loginFrom(`1.2.4.${i}`, '198.51.100.9'), 401);
    expectError(await loginFrom('1.2.4.200', '198.51.100.9'), 429);
  });
});
