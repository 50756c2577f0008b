import type { Db } from '../db/database';
import { RATE_POLICIES } from './rate-limit';
import { MINUTE } from './time';

const EVERY_MS = 10 * MINUTE;
/** A counter row older than the longest window counts nothing any more. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_POLICIES).map((policy) => policy.windowMs));

/**
 * Deletes what has expired: rate-limit counters and cooldowns, refresh tokens, reset tokens
 * (expired or used) and one-time codes. Each is already refused once expired; this keeps the
 * tables from growing with every address and every sign-in.
 */
export async function sweepExpiredRows(db: Db, now = Date.now()): Promise<number> {
  const nowIso = new Date(now).toISOString();
  const results = await Promise.all([
    db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - LONGEST_WINDOW_MS)
      .executeTakeFirst(),
    db.deleteFrom('refresh_tokens').where('expires_at', '<=', nowIso).executeTakeFirst(),
    db
      .deleteFrom('reset_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('used_at', 'is not', null)]))
      .executeTakeFirst(),
    db.deleteFrom('password_otps').where('expires_at', '<=', nowIso).executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs each sweep every `everyMs` (every process does; the sweeps are idempotent deletes). The
 * timer does not hold the process open and stops with the app.
 */
export function startHousekeeping(
  sweeps: Record<string, () => Promise<number | void>>,
  log: Log,
  everyMs = EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  async function sweepAll() {
    for (const [name, sweep] of Object.entries(sweeps)) {
      try {
        const removed = await sweep();
        if (removed) log.info({ sweep: name, removed }, 'housekeeping removed expired data');
      } catch (error) {
        log.error({ err: error, sweep: name }, 'housekeeping failed');
      }
    }
  }
  const timer = setInterval(() => {
    // A slow sweep is not started twice.
    running ??= sweepAll().finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return {
    /** Clears the timer and waits for a sweep under way, so the database can close after it. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
