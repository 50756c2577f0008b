import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Mail, Mailer } from './mail';
import { isoIn, nowIso } from './time';

const CLAIM_MS = 60_000;
const IDLE_POLL_MS = 1000;
/** Between two mails: a burst of orders queues its mail rather than crowding out the API. */
const SEND_GAP_MS = 50;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];

/** Writes mails to the outbox; pass the transaction that makes the change they report. */
export async function enqueueMails(db: Db, mails: Mail[]): Promise<void> {
  await outboxInsert(db, mails)?.execute();
}

/** The insert that queues these mails, to run with other writes (see writeTogether). */
export function outboxInsert(db: Db, mails: Mail[]) {
  if (mails.length === 0) return undefined;
  const now = nowIso();
  return db.insertInto('mail_outbox').values(
    mails.map((mail) => ({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
    })),
  );
}

/**
 * The row's mail's stable id (Mail.id), led by when it was queued so that outbox files sort by
 * time. A process that dies after sending and before recording it sends it again once its claim
 * lapses: with the same id the mail replaces itself instead of arriving twice.
 */
const outboxMailId = (row: { id: number; created_at: string }) =>
  `${row.created_at.replace(/[:.]/g, '-')}-outbox-${row.id}`;

/**
 * Sends what the outbox holds, one mail at a time, retrying failures with growing delays.
 * Every process runs one; a claim (claimed_until) keeps two from sending the same mail.
 */
export function startMailDispatcher(db: Db, mailer: Mailer, log: FastifyBaseLogger) {
  let stopped = false;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function claimNext() {
    const now = nowIso();
    const due = await db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!due) return undefined;
    // The conditions again, on the row itself: only one process wins the claim.
    return db
      .updateTable('mail_outbox')
      .set({ claimed_until: isoIn(CLAIM_MS) })
      .where('id', '=', due.id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  async function sendOne(): Promise<boolean> {
    const row = await claimNext();
    if (!row) return false;
    try {
      await mailer.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        id: outboxMailId(row),
      });
      await db
        .updateTable('mail_outbox')
        .set({ sent_at: nowIso(), claimed_until: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length - 1)];
      log.error({ err: error, mailId: row.id, attempts: row.attempts + 1 }, 'mail not sent; will retry');
      await db
        .updateTable('mail_outbox')
        .set({
          attempts: row.attempts + 1,
          next_attempt_at: isoIn(delay),
          claimed_until: null,
          last_error: String(error).slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
    }
    return true;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      busy = true;
      running = sendOne()
        .catch((error: unknown) => {
          log.error({ err: error }, 'mail dispatcher failed');
          return false;
        })
        .then((sent) => {
          busy = false;
          schedule(sent ? SEND_GAP_MS : IDLE_POLL_MS);
        });
    }, ms);
    timer.unref();
  }
  schedule(0);

  return {
    /** Something was just queued: look now rather than at the next poll. */
    wake: () => {
      if (!busy) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type MailDispatcher = ReturnType<typeof startMailDispatcher>;
