import { sql } from 'kysely';
import type { Db } from '../db/database';
import { tooManyRequests } from './errors';
import { MINUTE } from './time';

export interface RatePolicy {
  limit: number;
  windowMs: number;
  message: string;
}

const TRY_LATER = 'Too many attempts. Please try again later.';

/** The limits of DECISIONS section 4, in one place. */
export const RATE_POLICIES = {
  loginPerIp: { limit: 30, windowMs: MINUTE, message: TRY_LATER },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE, message: TRY_LATER },
  registerPerIp: { limit: 20, windowMs: 15 * MINUTE, message: TRY_LATER },
  otpSendPerAccount: { limit: 5, windowMs: 15 * MINUTE, message: 'Too many OTP requests. Please try again later.' },
  resetPerAccount: { limit: 5, windowMs: 15 * MINUTE, message: TRY_LATER },
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

    /** Throws 429 if the limit is already reached, without counting. */
    async check(key: string, policy: RatePolicy): Promise<void> {
      const start = windowStart(policy.windowMs);
      const row = await db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', key)
        .where('window_start', '=', start)
        .executeTakeFirst();
      if ((row?.hits ?? 0) >= policy.limit) throw tooManyRequests(policy.message, secondsLeft(start + policy.windowMs));
    },

    /** Counts one hit without throwing (a failed login). */
    async record(key: string, policy: RatePolicy): Promise<void> {
      await increment(key, windowStart(policy.windowMs));
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

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
