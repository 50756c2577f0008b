import { sql } from 'kysely';
import { AUTH_MSG } from '@steelcut/domain/schemas/auth';
import { DRAWING_MSG } from '@steelcut/domain/drawings/drawing-words';
import { FILE_MSG, UPLOAD_QUOTA } from '@steelcut/domain/schemas/files';
import type { Db } from '../db/database';
import { tooManyRequests } from './errors';
import { MINUTE } from './time';

const DAY = 24 * 60 * MINUTE;

export interface RatePolicy {
  limit: number;
  windowMs: number;
  message: string;
}

const TRY_LATER = AUTH_MSG.tooManyAttempts;

/** The limits of DECISIONS section 4, in one place. */
export const RATE_POLICIES = {
  loginPerIp: { limit: 30, windowMs: MINUTE, message: TRY_LATER },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE, message: TRY_LATER },
  registerPerIp: { limit: 20, windowMs: 15 * MINUTE, message: TRY_LATER },
  otpSendPerAccount: { limit: 5, windowMs: 15 * MINUTE, message: AUTH_MSG.tooManyOtpRequests },
  resetPerAccount: { limit: 5, windowMs: 15 * MINUTE, message: TRY_LATER },
  // Forgot password and resend share one count; each step of the reset flow has its own.
  otpSendPerIp: { limit: 20, windowMs: 15 * MINUTE, message: AUTH_MSG.tooManyOtpRequests },
  otpVerifyPerIp: { limit: 20, windowMs: 15 * MINUTE, message: TRY_LATER },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE, message: TRY_LATER },
  // Per customer and UTC day; the shop's own account (the admin) and thumbnails are not counted.
  uploadsPerDay: { limit: UPLOAD_QUOTA.filesPerDay, windowMs: DAY, message: FILE_MSG.quotaReached },
  uploadBytesPerDay: { limit: UPLOAD_QUOTA.bytesPerDay, windowMs: DAY, message: FILE_MSG.quotaReached },
  // Per customer or per guest's address, the shop's own account not counted. Drawings read (an
  // upload, other units): each costs a worker up to its time limit. Drawings checked against a
  // plate (the drawing's page, and every drawing line of a cart, quote, quotation or order): each
  // costs a worker far less, and a customer's cart checks its lines again and again.
  drawingsPerCaller: { limit: 60, windowMs: 15 * MINUTE, message: DRAWING_MSG.tooMany },
  drawingChecksPerCaller: { limit: 600, windowMs: 15 * MINUTE, message: DRAWING_MSG.tooManyChecks },
} satisfies Record<string, RatePolicy>;

/**
 * Fixed-window counters and cooldowns kept in the database, so every server process
 * sees the same count (DECISIONS: shared state goes through the database).
 */
export function createRateLimiter(db: Db) {
  const windowStart = (windowMs: number) => Math.floor(Date.now() / windowMs) * windowMs;
  const secondsLeft = (untilMs: number) => Math.max(1, Math.ceil((untilMs - Date.now()) / 1000));

  async function increment(key: string, start: number): Promise<number> {
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: start, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end`,
          window_start: sql<number>`excluded.window_start`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  return {
    /** Counts one hit and throws 429 once the window's limit is passed. */
    async consume(key: string, policy: RatePolicy): Promise<void> {
      const start = windowStart(policy.windowMs);
      if ((await increment(key, start)) > policy.limit) {
        throw tooManyRequests(policy.message, secondsLeft(start + policy.windowMs));
      }
    },

    /**
     * Counts `amount` only while the window has room for it, in one conditional upsert, so of any
     * number of simultaneous requests no more than the limit get through; throws 429 otherwise,
     * counting nothing. Answers a function that gives the amount back to the same window.
     */
    async take(key: string, policy: RatePolicy, amount = 1): Promise<() => Promise<void>> {
      const start = windowStart(policy.windowMs);
      const refused = () => tooManyRequests(policy.message, secondsLeft(start + policy.windowMs));
      if (amount > policy.limit) throw refused();
      const taken = await db
        .insertInto('rate_limits')
        .values({ key, window_start: start, hits: amount })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({
              hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + excluded.hits else excluded.hits end`,
              window_start: sql<number>`excluded.window_start`,
            })
            .where(
              sql<boolean>`rate_limits.window_start <> excluded.window_start or rate_limits.hits + excluded.hits <= ${policy.limit}`,
            ),
        )
        .returning('hits')
        .executeTakeFirst();
      if (!taken) throw refused();
      return async () => {
        await db
          .updateTable('rate_limits')
          .set((eb) => ({ hits: eb('hits', '-', amount) }))
          .where('key', '=', key)
          .where('window_start', '=', start)
          .where('hits', '>=', amount)
          .execute();
      };
    },

    /**
     * A sliding cooldown: passes at most once per `ms` for the key. The conditional
     * upsert makes two simultaneous requests unable to both pass.
     */
    async cooldown(key: string, ms: number, message: (seconds: number) => string): Promise<void> {
      const now = Date.now();
      const passed = await db
        .insertInto('rate_limits')
        .values({ key, window_start: now, hits: 1 })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ window_start: sql<number>`excluded.window_start`, hits: 1 })
            .where('rate_limits.window_start', '<=', now - ms),
        )
        .returning('key')
        .executeTakeFirst();
      if (passed) return;
      const row = await db.selectFrom('rate_limits').select('window_start').where('key', '=', key).executeTakeFirst();
      const seconds = secondsLeft((row?.window_start ?? now) + ms);
      throw tooManyRequests(message(seconds), seconds);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
