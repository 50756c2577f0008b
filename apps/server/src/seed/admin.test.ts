import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from '../../test/helpers';
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
});
