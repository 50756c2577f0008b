import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rectangleFormFields } from '@steelcut/domain/testing/factories';
import { loadConfig } from '../config';
import { asUser, buildTestApp, multipart, registerUser, SAMPLE_FILES, type TestApp } from '../../test/helpers';

/** Only the shop's own user may read what DATA_DIR holds. */
const modeOf = (file: string) => statSync(file).mode & 0o777;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownMailer: true });
});
afterAll(() => t.close());

describe('DATA_DIR permissions', () => {
  it('creates DATA_DIR itself owner-only', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'modes-')), 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('gives the database file, the uploads and the mail outbox to the owner only, from start-up', async () => {
    const { dataDir } = t.config;
    if (t.dialect === 'sqlite') {
      const databaseFiles = readdirSync(dataDir).filter((name) => name.startsWith('test.sqlite'));
      expect(databaseFiles).toContain('test.sqlite');
      for (const name of databaseFiles) expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
    }
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'mail'))).toBe(0o700);

    const customer = await registerUser(t.app);
    const shape = await t.db
      .selectFrom('shapes')
      .select('id')
      .where('slug', '=', 'rectangle')
      .executeTakeFirstOrThrow();
    const form = multipart(rectangleFormFields(customer.userId, shape.id), {
      field: 'image',
      filename: 'drawing.png',
      bytes: SAMPLE_FILES.png,
    });
    const added = await t.app.inject(
      asUser(customer, { method: 'POST', url: '/api/shape/addcart', payload: form.payload, headers: form.headers }),
    );
    expect(added.statusCode).toBe(200);
    const [file] = await t.db
      .selectFrom('files')
      .select('storage_key')
      .where('owner_id', '=', customer.userId)
      .execute();
    expect(modeOf(path.dirname(path.join(dataDir, 'uploads', file.storage_key)))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads', file.storage_key))).toBe(0o600);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: customer.email } });
    const outbox = path.join(dataDir, 'mail');
    // The mailer writes `<name>.eml.<pid>-<n>.partial` and renames it: wait for the finished file.
    const mails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    for (let i = 0; i < 500 && mails().length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    const [mail] = mails();
    expect(mail).toMatch(/\.eml$/);
    expect(modeOf(path.join(outbox, mail))).toBe(0o600);
  });
});
