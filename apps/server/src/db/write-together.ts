import {
  PostgresAdapter,
  sql,
  type Compilable,
  type OperationNodeSource,
  type QueryCreator,
  type QueryExecutor,
} from 'kysely';
import type { Db } from './database';
import type { Database } from './types';

export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An insert, update or delete built on `db` and not yet executed. */
export type Write = Compilable & OperationNodeSource & { execute(): Promise<unknown> };
/** A delete with `returning`: its rows are what it removed. */
export type Removal = Compilable & OperationNodeSource & { execute(): Promise<unknown[]> };

/**
 * Executes `removal` and then `writes`, and answers how many rows `removal` removed. On PostgreSQL
 * they go as one statement (each a data-modifying WITH clause), since every round trip to the
 * server costs more than the work in it; on SQLite, which is in-process, one by one. Build them on
 * a transaction to make them one change on SQLite, and throw after this to undo them.
 */
export async function removeThenWrite(db: Db, removal: Removal, writes: (Write | undefined)[]): Promise<number> {
  const present = writes.filter((write): write is Write => write !== undefined);
  if (!isPostgres(db)) {
    const removed = await removal.execute();
    for (const write of present) await write.execute();
    return removed.length;
  }
  // The main query reads the removal, so it runs (and takes its locks) first; writes that nobody
  // reads run after the main query.
  const [counted] = await withWrites(
    db.with('removed', () => removal as never),
    present,
  )
    .selectFrom(sql`removed`.as('removed'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute();
  return Number(counted.n);
}

/** Executes these writes in order, as removeThenWrite does. */
export async function writeTogether(db: Db, writes: (Write | undefined)[]): Promise<void> {
  const present = writes.filter((write): write is Write => write !== undefined);
  if (present.length <= 1) {
    await present[0]?.execute();
    return;
  }
  if (!isPostgres(db)) {
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
