import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import type { Mail } from './mail';
import { enqueueMails, startMailDispatcher } from './mail-outbox';

const t = useTestApp();

const quiet = { error() {}, info() {} } as never;
const mail = (n: number): Mail => ({
  to: `outbox${n}@example.com`,
  subject: `Mail ${n}`,
  text: 'text',
  html: '<p>html</p>',
});
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 25));
};

describe('mail outbox', () => {
  it('sends every queued mail exactly once, even with several dispatchers (processes)', async () => {
    // The test app runs a dispatcher of its own into t.mails: three compete here.
    const mine: string[] = [];
    const received = { filter: (f: (to: string) => boolean) => [...mine, ...t.mails.map((m) => m.to)].filter(f) };
    const mailer = { send: async (m: Mail) => void mine.push(m.to) };
    for (let n = 0; n < 6; n += 1) await enqueueMails(t.db, [mail(n)]);
    const first = startMailDispatcher(t.db, mailer, quiet);
    const second = startMailDispatcher(t.db, mailer, quiet);
    await until(() => received.filter((to) => to.startsWith('outbox')).length >= 6);
    await new Promise((r) => setTimeout(r, 200));
    await first.stop();
    await second.stop();
    expect(received.filter((to) => to.startsWith('outbox')).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `outbox${n}@example.com`),
    );
  });

  it('keeps a mail that could not be sent and schedules a retry', async () => {
    await enqueueMails(t.db, [{ ...mail(99), to: 'retry@example.com' }]);
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    const dispatcher = startMailDispatcher(t.db, failing, quiet);
    const row = () =>
      t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'retry@example.com')
        .executeTakeFirstOrThrow();
    await until(async () => (await row()).attempts === 1);
    await dispatcher.stop();
    const kept = await row();
    expect(kept).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null, last_error: 'Error: SMTP down' });
    expect(kept.next_attempt_at > new Date(Date.now() + 30_000).toISOString()).toBe(true);
  });
});
