import { describe, expect, it, vi } from 'vitest';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { expectError, registerUser, useTestApp } from '../../../test/helpers';

/** How often the expensive or secret-comparing work ran, counted where it is done. */
const work = vi.hoisted(() => ({ hashes: 0, codeComparisons: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      work.hashes += 1;
      return original.hashPassword(password);
    },
  };
});
vi.mock('../../lib/secrets', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/secrets')>();
  return {
    ...original,
    sameHash: (a: string, b: string) => {
      work.codeComparisons += 1;
      return original.sameHash(a, b);
    },
  };
});

const t = useTestApp();

let ipSequence = 0;
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/${url}`,
    payload,
    remoteAddress: `10.7.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`,
  });

async function otpFor(email: string): Promise<string> {
  expect((await post('forgotPassword', { email })).statusCode).toBe(200);
  for (let i = 0; i < 100; i += 1) {
    const code = t.mails.findLast((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no OTP mail for ${email}`);
}

describe('reset password', () => {
  it('refuses a made-up or used reset token without hashing the new password', async () => {
    const user = await registerUser(t.app);
    const before = work.hashes;
    for (const resetToken of ['made-up', 'x'.repeat(43)]) {
      expectError(
        await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken }),
        400,
        AUTH_MSG.resetTokenInvalid,
      );
    }
    expect(work.hashes).toBe(before);

    const { resetToken } = (await post('verifyOTP', { email: user.email, otp: await otpFor(user.email) })).json();
    expect((await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken })).statusCode).toBe(
      200,
    );
    expect(work.hashes).toBe(before + 1);
    expectError(await post('resetPassword', { email: user.email, newPassword: 'again999x', resetToken }), 400);
    expect(work.hashes).toBe(before + 1);
  });
});

describe('OTP tries', () => {
  it('compares at most five codes however many wrong ones arrive at once', async () => {
    const user = await registerUser(t.app);
    const code = await otpFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = work.codeComparisons;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('verifyOTP', { email: user.email, otp: wrong })),
    );
    for (const answer of answers) expectError(answer, 400, AUTH_MSG.otpInvalid);
    expect(work.codeComparisons - before).toBeLessThanOrEqual(5);
    expectError(await post('verifyOTP', { email: user.email, otp: code }), 400, AUTH_MSG.otpInvalid);
  });

  it('still takes the right code within its five tries', async () => {
    const user = await registerUser(t.app);
    const code = await otpFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expectError(await post('verifyOTP', { email: user.email, otp: wrong }), 400);
    expect((await post('verifyOTP', { email: user.email, otp: code })).statusCode).toBe(200);
  });
});
