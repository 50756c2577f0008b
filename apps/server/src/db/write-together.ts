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

/**
 * Executes these writes in order. On PostgreSQL they go as one statement (each a data-modifying
 * WITH clause), since every round trip to the server costs more than the write itself; on SQLite,
 * which is in-process, one by one. Call it inside a transaction: on SQLite that is what makes
 * them one change.
 */
export async function writeTogether(db: Db, writes: (Write | undefined)[]): Promise<void> {
  const present = writes.filter((write): write is Write => write !== undefined);
  if (!isPostgres(db) || present.length <= 1) {
    for (const write of present) await write.execute();
    return;
  }
  let creator: QueryCreator<Database> = db;
  present.forEach((write, index) => {
    // The builders' types describe what they return; as WITH clauses only their effect counts.
    creator = creator.with(`write_${index}`, () => write as never) as unknown as QueryCreator<Database>;
  });
  await creator.selectNoFrom(sql<number>`1`.as('done')).execute();
}
