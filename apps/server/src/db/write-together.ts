import {
  PostgresAdapter,
  sql,
  type Compilable,
  type OperationNodeSource,
  type QueryCreator,
  type QueryExecutor,
} from 'kysely';
import type { Db } from './database';
import { retryingConflicts } from './transient';
import type { Database } from './types';

// On PostgreSQL every round trip to the server costs more than the small writes in it, so a change
// of several writes goes as one statement (each write a data-modifying WITH clause), which is
// atomic by itself. On SQLite, which is in-process, the writes run one by one.

export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An insert, update or delete built on `db` and not yet executed. */
export type Write = Compilable & OperationNodeSource & { execute(): Promise<unknown> };
/** A delete with `returning`: its rows are what it removed. */
export type Removal = Compilable & OperationNodeSource & { execute(): Promise<unknown[]> };

/** SQLSTATE of expect_count (migration 2026112206). */
const COUNT_MISMATCH = 'SC001';

/**
 * Runs `change` as one change: in a transaction on SQLite (the one `db` is in, if any); as it is on
 * PostgreSQL, where `change` must make its writes in one statement (removeThenWrite or writeTogether).
 * `change` builds its writes on the `db` it is given. Outside a caller's transaction, a change that
 * PostgreSQL aborts for a conflict with a parallel write (40001, 40P01) runs again.
 */
export function asOneChange<T>(db: Db, change: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return change(db);
  return isPostgres(db) ? retryingConflicts(() => change(db)) : db.transaction().execute(change);
}

/**
 * Executes `removal` and then `writes`, if `removal` removes exactly `expected` rows; otherwise
 * changes nothing and throws `mismatch()`. On SQLite call it in a transaction (asOneChange).
 */
export async function removeThenWrite(
  db: Db,
  removal: Removal,
  expected: number,
  writes: (Write | undefined)[],
  mismatch: () => Error,
): Promise<void> {
  const present = writes.filter((write): write is Write => write !== undefined);
  if (!isPostgres(db)) {
    if ((await removal.execute()).length !== expected) throw mismatch();
    for (const write of present) await write.execute();
    return;
  }
  // The main query reads the removal, so it runs first and its count fails the statement before
  // any write: writes that nobody reads run after the main query.
  const statement = withWrites(
    db.with('removed', () => removal as never),
    present,
  )
    .selectFrom(sql`removed`.as('removed'))
    .select(sql<number>`expect_count(count(*), ${expected})`.as('n'));
  try {
    await statement.execute();
  } catch (error) {
    if ((error as { code?: string }).code === COUNT_MISMATCH) throw mismatch();
    throw error;
  }
}

/** Executes these writes in order. On SQLite call it in a transaction (asOneChange). */
export async function writeTogether(db: Db, writes: (Write | undefined)[]): Promise<void> {
  const present = writes.filter((write): write is Write => write !== undefined);
  if (!isPostgres(db) || present.length <= 1) {
    for (const write of present) await write.execute();
    return;
  }
  await withWrites(db, present)
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
}

function withWrites(creator: QueryCreator<Database>, writes: Write[]): QueryCreator<Database> {
  return writes.reduce(
    // The builders' types describe what they return; as WITH clauses only their effect counts.
    (query, write, index) => query.with(`write_${index}`, () => write as never) as unknown as QueryCreator<Database>,
    creator,
  );
}
