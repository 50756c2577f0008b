import { describe, expect, it } from 'vitest';
import { AUTH_MSG, RECENT_PASSWORD_SECONDS } from '@steelcut/domain/schemas/auth';
import type { LightMyRequestResponse } from 'fastify';
import {
  ADMIN,
  asUser,
  expectError,
  refreshCookieOf,
  registerUser,
  type SignedIn,
  useTestApp,
} from '../../../test/helpers';
import { createAccessTokens } from '../../lib/access-tokens';
import { RATE_POLICIES } from '../../lib/rate-limit';
import { DEVICE_COOKIE } from './device-cookies';

const t = useTestApp();

let ipSequence = 0;
const freshIp = () => `10.8.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;
const login = (payload: object, deviceCookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: freshIp(),
    ...(deviceCookie && { cookies: { [DEVICE_COOKIE]: deviceCookie } }),
  });
const deviceCookieOf = (response: LightMyRequestResponse) => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`no device cookie in ${response.statusCode}`);
  return cookie;
};
/** The limits count in fixed windows: a test that makes a limit's worth of tries starts clear of the end. */
async function clearOfWindowEnd(neededMs = 5000) {
  const { windowMs } = RATE_POLICIES.loginFailuresPerAccount;
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
const guessTenTimes = async (email: string, deviceCookie?: string) => {
  for (let i = 0; i < 10; i += 1) expectError(await login({ email, password: 'guess' }, deviceCookie), 401);
};

describe('sign-in lockout and device cookies', () => {
  it('gives a signed, httpOnly device cookie for sign-in only at each successful sign-in', async () => {
    const user = await registerUser(t.app);
    const first = await login({ email: user.email, password: user.password });
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });
    expect(cookie.value.split('.')).toHaveLength(3);
    expect(cookie.value.startsWith(`${user.userId}.`)).toBe(true);
    expect(deviceCookieOf(await login({ email: user.email, password: user.password }, cookie.value)).value).not.toBe(
      cookie.value,
    );
    expect(deviceCookieOf(first).value).not.toContain(user.email);
  });

  it('lets the admin’s own browser sign in while strangers’ guesses lock the account', async () => {
    await clearOfWindowEnd();
    const own = deviceCookieOf(await login(ADMIN)).value;
    await guessTenTimes(ADMIN.email);
    // An unknown browser is locked out, even with the right password…
    expectError(await login(ADMIN), 429, AUTH_MSG.tooManyAttempts);
    // …the browser that signed in before is not.
    const mine = await login(ADMIN, own);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().user.role).toBe('admin');
  });

  it('does not trust a device cookie of another account, a forged one or a tampered one', async () => {
    await clearOfWindowEnd();
    const victim = await registerUser(t.app);
    const attacker = await registerUser(t.app);
    const attackersCookie = deviceCookieOf(await login({ email: attacker.email, password: attacker.password })).value;
    const victimsCookie = deviceCookieOf(await login({ email: victim.email, password: victim.password })).value;
    await guessTenTimes(victim.email);
    const [id, nonce, signature] = victimsCookie.split('.');
    const forged = [
      attackersCookie,
      `${victim.userId}.${attackersCookie.split('.')[1]}.${attackersCookie.split('.')[2]}`,
      `${id}.${nonce}x.${signature}`,
      `${id}.${nonce}.${signature!.slice(0, -2)}AA`,
      `${id}.${nonce}`,
      'garbage',
    ];
    for (const cookie of forged) {
      expectError(await login({ email: victim.email, password: victim.password }, cookie), 429);
    }
    expect((await login({ email: victim.email, password: victim.password }, victimsCookie)).statusCode).toBe(200);
  });

  it('counts a known browser’s failures against that browser alone', async () => {
    await clearOfWindowEnd();
    const user = await registerUser(t.app);
    const laptop = deviceCookieOf(await login({ email: user.email, password: user.password })).value;
    const phone = deviceCookieOf(await login({ email: user.email, password: user.password })).value;
    await guessTenTimes(user.email, laptop);
    expectError(await login({ email: user.email, password: user.password }, laptop), 429);
    expect((await login({ email: user.email, password: user.password }, phone)).statusCode).toBe(200);
    // The account's own count was not touched by the laptop's failures.
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  const updateEmail = (who: { token: string }, payload: object) =>
    t.app.inject(asUser(who, { method: 'PUT', url: '/api/auth/updateEmail', payload }));
  const refreshed = async (who: SignedIn) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: who.refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    return { ...who, token: response.json().accessToken as string, refreshCookie: refreshCookieOf(response) };
  };
  const emailOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  it('takes the SPEC’s call alone from a session that typed its password in the last 10 minutes', async () => {
    const user = await registerUser(t.app);
    const response = await updateEmail(user, { newEmail: 'fresh.sign-in@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: AUTH_MSG.emailUpdated,
      user: { email: 'fresh.sign-in@example.com' },
    });
    expect(refreshCookieOf(response)).not.toBe(user.refreshCookie);
  });

  it('asks a refreshed or older session for the current password, and changes nothing without it', async () => {
    const user = await registerUser(t.app);
    const viaRefresh = await refreshed(user);
    expectError(await updateEmail(viaRefresh, { newEmail: 'stolen@example.com' }), 403, AUTH_MSG.emailNeedsPassword);
    const tokens = createAccessTokens(t.config.jwtSecret);
    const elevenMinutesAgo = Math.floor(Date.now() / 1000) - RECENT_PASSWORD_SECONDS - 60;
    const oldSignIn = {
      token: await tokens.sign({ userId: user.userId, role: 'user', tokenVersion: 0, passwordAt: elevenMinutesAgo }),
    };
    expectError(await updateEmail(oldSignIn, { newEmail: 'stolen@example.com' }), 403, AUTH_MSG.emailNeedsPassword);
    expectError(
      await updateEmail(viaRefresh, { newEmail: 'stolen@example.com', currentPassword: 'not-it' }),
      400,
      AUTH_MSG.currentPasswordWrong,
    );
    expect(await emailOf(user.userId)).toBe(user.email);
    expect(t.mails.filter((mail) => mail.to === user.email)).toEqual([]);

    const changed = await updateEmail(oldSignIn, { newEmail: 'owner.new@example.com', currentPassword: user.password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await emailOf(user.userId)).toBe('owner.new@example.com');
  });

  it('tells the old address, ends every other session and keeps this one signed in', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await refreshed({ ...user, refreshCookie: refreshCookieOf(await login(user)) });
    const changed = await updateEmail(user, { newEmail: 'moved@example.com', currentPassword: user.password });
    expect(changed.statusCode, changed.body).toBe(200);

    // Sent after the answer, as the reset code is: wait for it.
    await expect.poll(() => t.mails.some((mail) => mail.to === user.email)).toBe(true);
    const notice = t.mails.find((mail) => mail.to === user.email);
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.text).toContain('moved@example.com');
    expect(t.mails.some((mail) => mail.to === 'moved@example.com' && /changed/.test(mail.subject))).toBe(false);

    // The other device: its refresh cookie and its access token stop working.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { refreshToken: otherDevice.refreshCookie },
      }),
      401,
    );
    expectError(await t.app.inject(asUser(otherDevice, { method: 'GET', url: '/api/auth/userProfile' })), 401);
    // This one: the answer's token and cookie work.
    const mine = { token: changed.json().token as string };
    expect((await t.app.inject(asUser(mine, { method: 'GET', url: '/api/auth/userProfile' }))).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: refreshCookieOf(changed) },
    });
    expect(again.statusCode).toBe(200);
    expect((await login({ email: 'moved@example.com', password: user.password })).statusCode).toBe(200);
  });

  it('limits current-password checks apart from sign-in, so a stolen token cannot lock the owner out', async () => {
    await clearOfWindowEnd();
    const user = await registerUser(t.app);
    const viaRefresh = await refreshed(user);
    for (let i = 0; i < 10; i += 1) {
      expectError(await updateEmail(viaRefresh, { newEmail: 'x@example.com', currentPassword: 'guess' }), 400);
    }
    expectError(await updateEmail(viaRefresh, { newEmail: 'x@example.com', currentPassword: user.password }), 429);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('is refused without a token', async () => {
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/auth/updateEmail', payload: { newEmail: 'a@b.in' } }),
      401,
    );
  });
});
