import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { MSG } from '@steelcut/domain/schemas/fields';
import {
  ADMIN,
  asUser,
  expectError,
  newUserBody,
  refreshCookieOf,
  registerUser,
  useTestApp,
} from '../../../test/helpers';
import { RATE_POLICIES } from '../../lib/rate-limit';

const t = useTestApp();

const post = (url: string, payload: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload: payload as object, ...extra });
const countUsers = async () =>
  (
    await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
let ipSequence = 0;
/**
 * The limits count in fixed windows, and hits on both sides of a window's end are counted
 * apart: a test that makes a limit's worth of tries starts clear of the end.
 */
async function clearOfWindowEnd(policy: { windowMs: number }, neededMs = 5000) {
  const left = policy.windowMs - (Date.now() % policy.windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
const freshIp = () => `10.9.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

describe('register', () => {
  it('creates a customer, answers a session and stores only a password hash', async () => {
    const body = newUserBody({ email: 'Mixed.Case@Example.com' });
    const response = await post('register', { ...body, role: 'admin' }, { remoteAddress: freshIp() });
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json.message).toBe('Registration successful');
    expect(json.user).toMatchObject({
      name: body.name,
      email: 'mixed.case@example.com',
      mobileNumber: body.mobileNumber,
      role: 'user',
    });
    expect(json.token).toMatch(/^ey/);
    const cookie = response.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', json.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.role).toBe('user');
  });

  it.each([
    [{ name: '' }, MSG.nameRequired],
    [{ name: undefined }, MSG.nameRequired],
    [{ email: 'not-an-email' }, MSG.emailInvalid],
    [{ email: '' }, MSG.emailRequired],
    [{ mobileNumber: '98765' }, MSG.mobileInvalid],
    [{ mobileNumber: '98765abcde' }, MSG.mobileInvalid],
    [{ password: 'abc12' }, AUTH_MSG.registerPasswordShort],
    [{ password: undefined }, MSG.passwordRequired],
    [{ name: 'x'.repeat(100_000) }, MSG.nameTooLong],
  ])('refuses %o with its message and writes nothing', async (override, message) => {
    const before = await countUsers();
    const response = await post('register', { ...newUserBody(), ...override }, { remoteAddress: freshIp() });
    expectError(response, 400, message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a taken e-mail or mobile number with 409', async () => {
    const first = newUserBody();
    await post('register', first, { remoteAddress: freshIp() });
    const before = await countUsers();
    expectError(
      await post('register', newUserBody({ email: first.email.toUpperCase() }), { remoteAddress: freshIp() }),
      409,
      AUTH_MSG.emailTaken,
    );
    expectError(
      await post('register', newUserBody({ mobileNumber: first.mobileNumber }), { remoteAddress: freshIp() }),
      409,
      AUTH_MSG.mobileTaken,
    );
    expect(await countUsers()).toBe(before);
  });

  it('answers malformed JSON, a wrong content type and a non-object with 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(malformed, 400, 'The request body is not valid JSON');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectError(wrongType, 415);
    expectError(await post('register', [1, 2, 3], { remoteAddress: freshIp() }), 400);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    await clearOfWindowEnd(RATE_POLICIES.registerPerIp);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await post('register', { name: '' }, { remoteAddress: ip });
    const response = await post('register', newUserBody(), { remoteAddress: ip });
    expectError(response, 429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login', () => {
  it('signs in with e-mail (any case) or mobile number', async () => {
    const user = await registerUser(t.app);
    const byEmail = await post('login', { email: user.email.toUpperCase(), password: user.password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toMatchObject({ message: 'Login successful', user: { id: user.userId, role: 'user' } });
    expect(byEmail.json().refreshToken).toBe(refreshCookieOf(byEmail));
    const profile = await t.app.inject(
      asUser({ token: byEmail.json().token }, { method: 'GET', url: '/api/auth/userProfile' }),
    );
    expect(profile.json().user.id).toBe(user.userId);

    const mobile = (await profile.json().user.mobileNumber) as string;
    const byMobile = await post('login', { mobileNumber: mobile, password: user.password });
    expect(byMobile.statusCode).toBe(200);
  });

  it('signs the admin in as role admin', async () => {
    const response = await post('login', ADMIN);
    expect(response.json().user).toMatchObject({ id: 1, role: 'admin' });
  });

  it.each([
    {},
    { email: 'a@b.co' },
    { password: 'x' },
    { email: '', password: 'secret12' },
    { mobileNumber: '  ', password: 'x' },
  ])('asks for both fields when given %o', async (body) =>
    expectError(await post('login', body), 400, AUTH_MSG.loginMissing),
  );

  it('gives one answer for a wrong password and an unknown account', async () => {
    const user = await registerUser(t.app);
    expectError(
      await post('login', { email: user.email, password: 'wrong-password' }),
      401,
      AUTH_MSG.invalidCredentials,
    );
    expectError(await post('login', { email: 'nobody@example.com', password: 'x' }), 401, AUTH_MSG.invalidCredentials);
  });

  it('locks an account for a while after 10 failures, even for the right password', async () => {
    await clearOfWindowEnd(RATE_POLICIES.loginFailuresPerAccount);
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i += 1) {
      expectError(await post('login', { email: user.email, password: 'bad' }, { remoteAddress: freshIp() }), 401);
    }
    const locked = await post('login', { email: user.email, password: user.password }, { remoteAddress: freshIp() });
    expectError(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses parallel wrong tries past the limit before checking their passwords', async () => {
    await clearOfWindowEnd(RATE_POLICIES.loginFailuresPerAccount);
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        post('login', { email: user.email, password: 'wrong-password' }, { remoteAddress: freshIp() }),
      ),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expectError(await post('login', { email: user.email, password: user.password }, { remoteAddress: freshIp() }), 429);
  });

  it('counts tries by e-mail and by mobile number against the same account', async () => {
    await clearOfWindowEnd(RATE_POLICIES.loginFailuresPerAccount);
    const user = await registerUser(t.app);
    const mobile = (await t.app.inject(asUser(user, { method: 'GET', url: '/api/auth/userProfile' }))).json().user
      .mobileNumber as string;
    for (let i = 0; i < 10; i += 1) {
      const by = i % 2 === 0 ? { email: user.email } : { mobileNumber: mobile };
      expectError(await post('login', { ...by, password: 'bad' }, { remoteAddress: freshIp() }), 401);
    }
    expectError(
      await post('login', { mobileNumber: mobile, password: user.password }, { remoteAddress: freshIp() }),
      429,
    );
    expectError(await post('login', { email: user.email, password: user.password }, { remoteAddress: freshIp() }), 429);
  });

  it('does not forget failures when the right password is given in between', async () => {
    await clearOfWindowEnd(RATE_POLICIES.loginFailuresPerAccount);
    const user = await registerUser(t.app);
    const tryWith = (password: string) => post('login', { email: user.email, password }, { remoteAddress: freshIp() });
    for (let i = 0; i < 9; i += 1) expectError(await tryWith('bad'), 401);
    for (let i = 0; i < 3; i += 1) expect((await tryWith(user.password)).statusCode).toBe(200);
    expectError(await tryWith('bad'), 401);
    expectError(await tryWith(user.password), 429);
  });

  it('limits tries per address to 30 a minute', async () => {
    await clearOfWindowEnd(RATE_POLICIES.loginPerIp);
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1)
      await post('login', { email: `x${i}@example.com`, password: 'x' }, { remoteAddress: ip });
    expectError(await post('login', ADMIN, { remoteAddress: ip }), 429);
  });
});

describe('sessions', () => {
  it('rotates the refresh token and kills the family when an old one is reused', async () => {
    const user = await registerUser(t.app);
    const first = await post('refresh-token', undefined, { cookies: { refreshToken: user.refreshCookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ user: { id: user.userId } });
    expect(first.json().accessToken).toBe(first.json().token);
    const rotated = refreshCookieOf(first);
    expect(rotated).not.toBe(user.refreshCookie);

    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: user.refreshCookie } }), 401);
    // The thief's reuse also ends the legitimate holder's newer token.
    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: rotated } }), 401);
  });

  it('refuses a missing or unknown refresh token', async () => {
    expectError(await post('refresh-token', undefined), 401, AUTH_MSG.sessionExpired);
    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: 'made-up' } }), 401);
  });

  it('logout revokes the refresh token and clears the cookie', async () => {
    const user = await registerUser(t.app);
    const logout = await post('logout', undefined, { cookies: { refreshToken: user.refreshCookie } });
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    expect(logout.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: user.refreshCookie } }), 401);
    expect((await post('logout', undefined)).statusCode).toBe(200);
  });

  it('refuses tokens that are unsigned, re-signed, tampered with or expired', async () => {
    const user = await registerUser(t.app);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const asAdmin = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: '1' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('steelcut')
      .setAudience('steelcut-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    const expired = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.userId))
      .setIssuer('steelcut')
      .setAudience('steelcut-api')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const token of [`${header}.${asAdmin}.${signature}`, `${none}.${asAdmin}.`, forged, expired, 'garbage']) {
      expectError(await t.app.inject(asUser({ token }, { method: 'GET', url: '/api/auth/userProfile' })), 401);
    }
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/userProfile' }), 401);
  });
});

describe('forgot password, OTP and reset', () => {
  const otpOf = (email: string) => {
    const mail = t.mails.findLast((m) => m.to === email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no OTP mail for ${email}`);
    return code;
  };
  const waitForMail = async (email: string) => {
    for (let i = 0; i < 50 && !t.mails.some((m) => m.to === email); i += 1) await new Promise((r) => setTimeout(r, 20));
  };
  async function otpFor(email: string) {
    expect((await post('forgotPassword', { email })).statusCode).toBe(200);
    await waitForMail(email);
    return otpOf(email);
  }

  it('walks the whole reset: mail, code, single-use token, new password, old sessions ended', async () => {
    const user = await registerUser(t.app);
    const forgot = await post('forgotPassword', { email: user.email });
    expect(forgot.json()).toEqual({ message: AUTH_MSG.otpSent });
    await waitForMail(user.email);
    const mail = t.mails.findLast((m) => m.to === user.email)!;
    expect(mail.subject).toContain('password reset code');
    expect(mail.html).toContain(otpOf(user.email));

    const verified = await post('verifyOTP', { email: user.email, otp: otpOf(user.email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('OTP verified successfully');
    const { resetToken } = verified.json();

    const reset = await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken });
    expect(reset.json()).toEqual({ message: 'Password reset successfully' });
    expectError(await post('login', { email: user.email, password: user.password }), 401);
    expect((await post('login', { email: user.email, password: 'newpass99' })).statusCode).toBe(200);
    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: user.refreshCookie } }), 401);
    expectError(
      await post('resetPassword', { email: user.email, newPassword: 'again999x', resetToken }),
      400,
      AUTH_MSG.resetTokenInvalid,
    );
    // The OTP was consumed too.
    expectError(await post('verifyOTP', { email: user.email, otp: otpOf(user.email) }), 400, AUTH_MSG.otpInvalid);
  });

  it('accepts the reset token as a bearer token', async () => {
    const user = await registerUser(t.app);
    const { resetToken } = (await post('verifyOTP', { email: user.email, otp: await otpFor(user.email) })).json();
    const reset = await post(
      'resetPassword',
      { email: user.email, newPassword: 'bearer123' },
      { headers: { authorization: `Bearer ${resetToken}` } },
    );
    expect(reset.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const sent = t.mails.length;
    const response = await post('forgotPassword', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MSG.otpSent });
    expectError(await post('resendOTP', { email: 'nobody-here@example.com' }), 429);
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mails.length).toBe(sent);
  });

  it('enforces the 30 s resend cooldown on the server', async () => {
    const user = await registerUser(t.app);
    await otpFor(user.email);
    const again = await post('resendOTP', { email: user.email });
    expectError(again, 429, /Please wait \d+ seconds/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
  });

  it('kills the code after five wrong tries: the sixth fails even when right', async () => {
    const user = await registerUser(t.app);
    const code = await otpFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expectError(await post('verifyOTP', { email: user.email, otp: wrong }), 400, AUTH_MSG.otpInvalid);
    expectError(await post('verifyOTP', { email: user.email, otp: code }), 400, AUTH_MSG.otpInvalid);
  });

  it('refuses a reset without a token, with a made-up one, or for another account', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { resetToken } = (await post('verifyOTP', { email: owner.email, otp: await otpFor(owner.email) })).json();
    expectError(
      await post('resetPassword', { email: owner.email, newPassword: 'newpass99' }),
      400,
      AUTH_MSG.resetTokenInvalid,
    );
    expectError(
      await post('resetPassword', { email: owner.email, newPassword: 'newpass99', resetToken: 'made-up' }),
      400,
    );
    expectError(await post('resetPassword', { email: other.email, newPassword: 'newpass99', resetToken }), 400);
    // Still usable by its owner: failed attempts did not burn it.
    expect((await post('resetPassword', { email: owner.email, newPassword: 'newpass99', resetToken })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['forgotPassword', {}, MSG.emailRequired],
    ['forgotPassword', { email: 'bad' }, MSG.emailInvalid],
    ['verifyOTP', { email: 'a@b.co', otp: '12345' }, AUTH_MSG.otpIncomplete],
    ['verifyOTP', { email: 'a@b.co', otp: '12a456' }, AUTH_MSG.otpIncomplete],
    ['verifyOTP', { otp: '123456' }, AUTH_MSG.otpEmailMissing],
    ['resetPassword', { email: 'a@b.co', newPassword: 'short1', resetToken: 'x' }, AUTH_MSG.strongPassword],
    ['resetPassword', { email: 'a@b.co', newPassword: 'lettersonly', resetToken: 'x' }, AUTH_MSG.strongPassword],
    ['resetPassword', { email: 'a@b.co', newPassword: 'pass word1', resetToken: 'x' }, AUTH_MSG.strongPassword],
  ])('%s refuses %o', async (url, body, message) => expectError(await post(url, body), 400, message));

  it('limits resets per account', async () => {
    await clearOfWindowEnd(RATE_POLICIES.resetPerAccount);
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1)
      await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken: `x${i}` });
    expectError(await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken: 'y' }), 429);
  });
});

describe('access tokens after a password reset or change', () => {
  const profile = (token: string) => t.app.inject(asUser({ token }, { method: 'GET', url: '/api/auth/userProfile' }));

  it('stop working after a reset, on every server process', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await profile(user.token)).statusCode).toBe(200);
    const peer = await t.openPeer();
    const viaPeer = (url: string, payload: object) =>
      peer.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: freshIp() });
    expect((await viaPeer('forgotPassword', { email: user.email })).statusCode).toBe(200);
    for (let i = 0; i < 50 && !t.mails.some((m) => m.to === user.email); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    const otp = t.mails.findLast((m) => m.to === user.email)!.text.match(/\b(\d{6})\b/)![1];
    const { resetToken } = (await viaPeer('verifyOTP', { email: user.email, otp })).json();
    expect(
      (await viaPeer('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken })).statusCode,
    ).toBe(200);

    expectError(await profile(user.token), 401);
    expect((await profile(other.token)).statusCode).toBe(200);
    const again = await post('login', { email: user.email, password: 'newpass99' }, { remoteAddress: freshIp() });
    expect((await profile(again.json().token)).statusCode).toBe(200);
  });

  it('stop working after a change, except the one the change answers', async () => {
    const user = await registerUser(t.app);
    const second = await post('login', { email: user.email, password: user.password }, { remoteAddress: freshIp() });
    const changed = await t.app.inject(
      asUser(user, {
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { currentPassword: user.password, newPassword: 'brandnew1' },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expectError(await profile(user.token), 401);
    expectError(await profile(second.json().token), 401);
    expect((await profile(changed.json().token)).statusCode).toBe(200);
  });
});

describe('per-address limits on the reset flow', () => {
  let sequence = 0;
  const unique = () => `someone-${++sequence}@example.com`;
  it.each([
    ['forgotPassword', 'resendOTP', () => ({ email: unique() }), RATE_POLICIES.otpSendPerIp],
    ['verifyOTP', 'verifyOTP', () => ({ email: unique(), otp: '123456' }), RATE_POLICIES.otpVerifyPerIp],
    [
      'resetPassword',
      'resetPassword',
      () => ({ email: unique(), newPassword: 'newpass99', resetToken: 'x' }),
      RATE_POLICIES.resetPerIp,
    ],
  ])('%s is limited per address (the next %s gets 429 and Retry-After)', async (url, alsoUrl, body, policy) => {
    await clearOfWindowEnd(policy);
    const ip = freshIp();
    for (let i = 0; i < policy.limit; i += 1) {
      expect((await post(url, body(), { remoteAddress: ip })).statusCode).not.toBe(429);
    }
    const refused = await post(alsoUrl, body(), { remoteAddress: ip });
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(url, body(), { remoteAddress: freshIp() })).statusCode).not.toBe(429);
  });
});

describe('profile', () => {
  const put = (who: { token: string }, url: string, payload: object) =>
    t.app.inject(asUser(who, { method: 'PUT', url: `/api/auth/${url}`, payload }));

  it('reads the caller profile only with a valid token', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject(asUser(user, { method: 'GET', url: '/api/auth/userProfile' }));
    expect(response.json().user).toMatchObject({ id: user.userId, email: user.email });
    expect(response.json().user.password_hash).toBeUndefined();
  });

  it('updates name, e-mail and mobile, answering a fresh token', async () => {
    const user = await registerUser(t.app);
    const name = await put(user, 'updateName', { newName: '  Ravi Kumar ' });
    expect(name.json()).toMatchObject({ message: 'Name updated successfully', user: { name: 'Ravi Kumar' } });
    expect(name.json().token).toMatch(/^ey/);
    const email = await put(user, 'updateEmail', { newEmail: 'Ravi.New@Example.com' });
    expect(email.json()).toMatchObject({
      message: 'Email updated successfully',
      user: { email: 'ravi.new@example.com' },
    });
    // A new e-mail address ends the other sessions' tokens: the next call uses the one it answered.
    const mobile = await put({ token: email.json().token }, 'updateMobile', { newMobile: '9123456780' });
    expect(mobile.json()).toMatchObject({
      message: 'Mobile number updated successfully',
      user: { mobileNumber: '9123456780' },
    });
    expect((await post('login', { mobileNumber: '9123456780', password: user.password })).statusCode).toBe(200);
  });

  it('refuses taken or invalid values and changes nothing', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    expectError(await put(user, 'updateEmail', { newEmail: other.email }), 409, AUTH_MSG.emailTaken);
    expectError(await put(user, 'updateEmail', { newEmail: 'nope' }), 400, MSG.emailInvalid);
    expectError(await put(user, 'updateMobile', { newMobile: '12345' }), 400, MSG.mobileInvalid);
    expectError(await put(user, 'updateName', { newName: '' }), 400, MSG.nameRequired);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('changes the password only with the current one, ending other sessions', async () => {
    const user = await registerUser(t.app);
    expectError(
      await put(user, 'updatePassword', { currentPassword: 'wrong', newPassword: 'brandnew1' }),
      400,
      AUTH_MSG.currentPasswordWrong,
    );
    expectError(
      await put(user, 'updatePassword', { currentPassword: user.password, newPassword: 'weak' }),
      400,
      AUTH_MSG.strongPassword,
    );
    expectError(await put(user, 'updatePassword', { newPassword: 'brandnew1' }), 400, AUTH_MSG.currentPasswordRequired);
    const changed = await put(user, 'updatePassword', { currentPassword: user.password, newPassword: 'brandnew1' });
    expect(changed.json().message).toBe('Password updated successfully');
    const newCookie = refreshCookieOf(changed);
    expectError(await post('refresh-token', undefined, { cookies: { refreshToken: user.refreshCookie } }), 401);
    expect((await post('refresh-token', undefined, { cookies: { refreshToken: newCookie } })).statusCode).toBe(200);
    expect((await post('login', { email: user.email, password: 'brandnew1' })).statusCode).toBe(200);
  });

  it('refuses every profile call without a token', async () => {
    for (const url of ['updateName', 'updateEmail', 'updateMobile', 'updatePassword']) {
      expectError(await t.app.inject({ method: 'PUT', url: `/api/auth/${url}`, payload: {} }), 401);
    }
  });
});
