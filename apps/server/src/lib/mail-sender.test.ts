import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aShop } from '@steelcut/domain/testing/shop';
import {
  asUser,
  buildTestApp,
  loginAdmin,
  placeOrderFor,
  registerUser,
  type SignedIn,
  type TestApp,
} from '../../test/helpers';

/** The From header of each .eml the outbox holds, once `count` are written (the mailer renames a finished file). */
async function sendersIn(dataDir: string, count: number): Promise<string[]> {
  const outbox = path.join(dataDir, 'mail');
  const mails = () => readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  for (let i = 0; i < 500 && mails().length < count; i += 1) await new Promise((r) => setTimeout(r, 20));
  return mails().map((name) => /^From: (.*)$/m.exec(readFileSync(path.join(outbox, name), 'utf8'))![1]!);
}

const forgotPassword = (t: TestApp, who: SignedIn) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: who.email } });

// Issue 34 #2: mails came from 'SteelCut <orders@steelcut.example>' after the settings were saved, and after a restart.
describe('the sender of every mail', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ ownMailer: true });
    admin = await loginAdmin(t.app);
  });
  afterAll(() => t.close());

  it('is the shop’s trading name and order e-mail as the settings hold them, here and on another process', async () => {
    const saved = await t.app.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: aShop() } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const customer = await registerUser(t.app);
    // An order's mails go through the outbox (to the customer and the shop); a reset code is sent at once.
    await placeOrderFor(t.app, t.db, customer);
    expect((await forgotPassword(t, customer)).statusCode).toBe(200);
    const sent = await sendersIn(t.config.dataDir, 3);
    expect(sent).toHaveLength(3);
    expect(new Set(sent)).toEqual(new Set(['Ravi Steel Works <orders@ravisteel.example>']));

    // As after a restart: a process that never saw the save.
    const peer = await t.openPeer();
    const renamed = aShop({ tradingName: 'Ravi Steel, Coimbatore', email: 'sales@ravisteel.example' });
    const changed = await peer.inject(
      asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: renamed } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    // Another customer: one account gets a new code only after a wait.
    const other = await registerUser(t.app);
    const asked = await peer.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: other.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const senders = await sendersIn(t.config.dataDir, 4);
    expect(senders).toContain('"Ravi Steel, Coimbatore" <sales@ravisteel.example>');
    expect(senders.join('\n')).not.toContain('steelcut.example');
  });
});

describe('MAIL_FROM', () => {
  it('names the sender when set, whatever the settings say', async () => {
    const t = await buildTestApp({ ownMailer: true, env: { MAIL_FROM: 'Works Office <office@works.example>' } });
    try {
      const admin = await loginAdmin(t.app);
      const saved = await t.app.inject(
        asUser(admin, { method: 'PUT', url: '/api/admin/shop', payload: { shop: aShop() } }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await forgotPassword(t, await registerUser(t.app))).statusCode).toBe(200);
      expect(await sendersIn(t.config.dataDir, 1)).toEqual(['Works Office <office@works.example>']);
    } finally {
      await t.close();
    }
  });
});
