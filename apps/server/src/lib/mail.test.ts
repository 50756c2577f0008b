import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMailer } from './mail';
import { newUserBody } from '../../test/helpers';

const quietLog = { info() {}, error() {}, warn() {} } as never;
const mail = { to: 'ravi@example.com', subject: 'Hello', text: 'Code 123456', html: '<p>Code 123456</p>' };

describe('mailer without SMTP_URL', () => {
  it('writes each mail as an .eml file in the outbox', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'mail');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <shop@example.com>', outboxDir, log: quietLog });
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    const eml = readFileSync(path.join(outboxDir, files[0]), 'utf8');
    expect(eml).toContain('To: ravi@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('Code 123456');
  });
});

describe('mailer with SMTP_URL', () => {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the forgot-password OTP through a real SMTP server', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'smtp-app-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'Admin-pass-1',
    });
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    const app = await buildApp({ config, database, logger: false });
    try {
      const user = newUserBody();
      expect((await app.inject({ method: 'POST', url: '/api/auth/register', payload: user })).statusCode).toBe(201);
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: user.email },
      });
      expect(forgot.statusCode).toBe(200);
      for (let i = 0; i < 100 && !received.some((r) => r.to === user.email); i += 1)
        await new Promise((r) => setTimeout(r, 20));
      const delivered = received.find((r) => r.to === user.email);
      expect(delivered?.raw).toMatch(/^Subject: Your SteelCut password reset code$/m);
      const code = delivered?.raw.replace(/=\r?\n/g, '').match(/password is: (\d{6})/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verified = await app.inject({
        method: 'POST',
        url: '/api/auth/verifyOTP',
        payload: { email: user.email, otp: code },
      });
      expect(verified.statusCode).toBe(200);
      expect(readdirSync(dataDir)).not.toContain('mail');
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
