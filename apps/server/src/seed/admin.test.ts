import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asUser, buildTestApp, registerUser, type TestApp } from '../../test/helpers';
import { ADMIN_PASSWORD_FILE } from './index';

describe('the admin on a first start without ADMIN_PASSWORD', () => {
  const log: unknown[][] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ generatedAdminPassword: { log } });
  });
  afterAll(() => t.close());

  const file = () => path.join(t.config.dataDir, ADMIN_PASSWORD_FILE);

  it('writes the generated password to a file only the server user can read', () => {
    const [email, password] = readFileSync(file(), 'utf8').trim().split('\n');
    expect(email).toBe(ADMIN.email);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(statSync(file()).mode & 0o777).toBe(0o600);
  });

  it('signs the admin in with it', async () => {
    const password = readFileSync(file(), 'utf8').trim().split('\n')[1];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(1);
  });

  it('logs where the password is, never the password', () => {
    const password = readFileSync(file(), 'utf8').trim().split('\n')[1];
    const lines = JSON.stringify(log);
    expect(lines).toContain(file());
    expect(lines).not.toContain(password);
  });

  it('is called out on the dashboard until the admin changes it; the change deletes the file', async () => {
    const password = readFileSync(file(), 'utf8').trim().split('\n')[1]!;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password },
    });
    const admin = { token: signedIn.json().token as string };
    const dashboard = async () =>
      (await t.app.inject(asUser(admin, { method: 'GET', url: '/api/admin/dashboard' }))).json();
    expect((await dashboard()).adminPasswordGenerated).toBe(true);

    // A customer's own change leaves the admin's file alone.
    const customer = await registerUser(t.app);
    const mine = await t.app.inject(
      asUser(customer, {
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { currentPassword: 'secret12', newPassword: 'Another@pass2' },
      }),
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(existsSync(file())).toBe(true);

    // A wrong current password changes nothing.
    const wrong = await t.app.inject(
      asUser(admin, {
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { currentPassword: 'not-it-1x', newPassword: 'Chosen@pass9' },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(existsSync(file())).toBe(true);

    const changed = await t.app.inject(
      asUser(admin, {
        method: 'PUT',
        url: '/api/auth/updatePassword',
        payload: { currentPassword: password, newPassword: 'Chosen@pass9' },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(existsSync(file())).toBe(false);
    const fresh = { token: changed.json().token as string };
    const after = await t.app.inject(asUser(fresh, { method: 'GET', url: '/api/admin/dashboard' }));
    expect(after.json().adminPasswordGenerated).toBe(false);
  });
});
