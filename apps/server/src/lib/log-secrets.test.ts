import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';
import {
  asUser,
  buildTestApp,
  multipart,
  refreshCookieOf,
  registerUser,
  SAMPLE_FILES,
  type TestApp,
} from '../../test/helpers';

/** Everything the app logs at every level, with its own mailer writing the outbox. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
    ownMailer: true,
  });
});
afterAll(() => t.close());

const post = (url: string, payload?: object, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, ...extra });

/** The code in the newest outbox mail to `email`, as the customer reads it. */
async function otpMailedTo(email: string): Promise<string> {
  const outbox = path.join(t.config.dataDir, 'mail');
  for (let i = 0; i < 500; i += 1) {
    const mails = (existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [])
      .filter((entry) => entry.name.endsWith('.eml'))
      .map((entry) => readFileSync(path.join(outbox, entry.name), 'utf8').replace(/=\r?\n/g, '')) // soft line breaks
      .filter((eml) => eml.includes(`To: ${email}`));
    const code = mails.at(-1)?.match(/password is: (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no OTP mail for ${email}`);
}

describe('log lines', () => {
  it('carry no one-time code, reset token, access or refresh token, or file signature', async () => {
    const secrets: string[] = [];
    const user = await registerUser(t.app);
    secrets.push(user.token, user.refreshCookie);

    const login = await post('login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    secrets.push(login.json().token, refreshCookieOf(login));
    const refreshed = await post('refresh-token', undefined, { cookies: { refreshToken: refreshCookieOf(login) } });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().accessToken, refreshCookieOf(refreshed));

    expect((await post('forgotPassword', { email: user.email })).statusCode).toBe(200);
    const otp = await otpMailedTo(user.email);
    const verified = await post('verifyOTP', { email: user.email, otp });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    const reset = await post('resetPassword', { email: user.email, newPassword: 'newpass99', resetToken });
    expect(reset.statusCode).toBe(200);
    secrets.push(otp, resetToken);

    const signedIn = await post('login', { email: user.email, password: 'newpass99' });
    secrets.push(signedIn.json().token, refreshCookieOf(signedIn));
    const shape = await t.db
      .selectFrom('shapes')
      .select('id')
      .where('slug', '=', 'rectangle')
      .executeTakeFirstOrThrow();
    const form = multipart(rectangleFormFields(user.userId, shape.id), {
      field: 'image',
      filename: 'drawing.png',
      bytes: SAMPLE_FILES.png,
    });
    const added = await t.app.inject(
      asUser(
        { token: signedIn.json().token },
        { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers },
      ),
    );
    expect(added.statusCode, added.body).toBe(200);
    const imagePath: string = added.json().items[0].image_path;
    expect((await t.app.inject(`/api/${imagePath}`)).statusCode).toBe(200);
    secrets.push(new URLSearchParams(imagePath.split('?')[1]).get('sig')!);

    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = lines.join('');
    expect(log).toContain('"msg":"mail written to outbox"');
    expect(log).toContain('/api/auth/resetPassword');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(log.includes(secret), `a secret of ${secret.length} characters is in the log`).toBe(false);
    }
    expect(log).not.toMatch(/sig=(?!\[redacted\])/);
  });
});
