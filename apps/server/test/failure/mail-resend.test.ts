/**
 * The outbox sends each mail at least once: a process killed after sending a mail and before
 * recording it sends it again once its claim lapses (the crash test meets this by chance; here
 * on purpose). Its stable id makes the second sending replace the first instead of adding a copy.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createMailer } from '../../src/lib/mail';
import { enqueueMails, startMailDispatcher } from '../../src/lib/mail-outbox';

const quiet = { info() {}, error() {}, warn() {} } as never;
const mail = { to: 'ravi@example.com', subject: 'Order SC0001 received', text: 'Thank you', html: '<p>Thank you</p>' };

// A database of its own with no app (whose dispatcher would send the mail first): SQLite, as the
// outbox's rows are the same on both databases.
const dir = mkdtempSync(path.join(tmpdir(), 'steelcut-resend-'));
let database: DatabaseHandle;
beforeAll(async () => {
  database = openDatabase({ sqliteFile: path.join(dir, 'shop.sqlite') });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 25));
};

it('writes a mail sent twice by the outbox (a crash between sending and recording) as one file', async () => {
  const outboxDir = path.join(dir, 'mail');
  const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <shop@example.com>', outboxDir, log: quiet });
  await enqueueMails(database.db, [{ ...mail, to: 'resend@example.com' }]);
  const row = () =>
    database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'resend@example.com')
      .executeTakeFirstOrThrow();

  // The first sending writes the file and then fails as a process killed there would: sent_at is
  // not recorded.
  let dies = true;
  const dying = {
    async send(sent: Parameters<typeof mailer.send>[0]) {
      await mailer.send(sent);
      if (dies) throw new Error('killed before sent_at was written');
    },
  };
  const first = startMailDispatcher(database.db, dying, quiet);
  await until(async () => (await row()).attempts === 1);
  await first.stop();
  // Its retry falls due: the outbox sends the mail again.
  dies = false;
  await database.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(0).toISOString() })
    .where('id', '=', (await row()).id)
    .execute();
  const second = startMailDispatcher(database.db, dying, quiet);
  await until(async () => (await row()).sent_at !== null);
  await second.stop();

  const files = readdirSync(outboxDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(new RegExp(`-outbox-${(await row()).id}\\.eml$`));
  const eml = readFileSync(path.join(outboxDir, files[0]), 'utf8');
  expect(eml).toContain('To: resend@example.com');
  expect(eml).toMatch(new RegExp(`Message-ID: <[^>]*-outbox-${(await row()).id}@example\\.com>`));
});
