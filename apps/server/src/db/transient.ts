/**
 * Database failures that are not the request's fault and pass by themselves: the database away
 * (a restart, a network cut), busy (SQLite's write lock held past busy_timeout), or a write that
 * lost a conflict with a parallel one (PostgreSQL aborts one of two writers; trying it again is the
 * documented answer). The first two answer 503; conflicts are tried again first.
 */

/** serialization_failure, deadlock_detected: PostgreSQL rolled this write back; run it again. */
const CONFLICTS = new Set(['40001', '40P01']);

/** The socket to PostgreSQL failed, or never opened. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL going away: admin_shutdown, crash_shutdown, cannot_connect_now,
 * too_many_connections; class 08 (connection_exception) is matched by its prefix.
 */
const SERVER_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

/** SQLite: the write lock was held past busy_timeout (or a table lock within one connection). */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

/** pg's own errors for a connection that broke or could not be made; they carry no code. */
const PG_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

export const isWriteConflict = (error: unknown): boolean => CONFLICTS.has(codeOf(error) ?? '');

/** Whether `error` says the database cannot answer now (rather than that the request was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) {
    return (
      CONFLICTS.has(code) ||
      NETWORK.has(code) ||
      SERVER_AWAY.has(code) ||
      code.startsWith('08') ||
      SQLITE_BUSY.test(code)
    );
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable); // a refused IPv4 and IPv6
  return error instanceof Error && PG_CONNECTION_LOST.test(error.message);
}

/** Tries after the first, each after a short, jittered wait: two writers that met should not meet again. */
const RETRY_DELAYS_MS = [5, 20, 60, 150];

/**
 * Runs `write`, and again (up to four times) while PostgreSQL aborts it for a write conflict
 * (40001, 40P01). `write` must be a whole change: a transaction or one statement, nothing that
 * stays done when it fails. The last conflict is thrown (the error handler answers 503).
 */
export async function retryingConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isWriteConflict(error) || attempt >= RETRY_DELAYS_MS.length) throw error;
      const delay = RETRY_DELAYS_MS[attempt] * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
