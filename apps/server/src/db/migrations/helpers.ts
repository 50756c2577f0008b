import type { CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/** An auto-incrementing integer primary key named id, on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, db: Kysely<any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
