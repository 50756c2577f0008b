import type { Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/** Uploaded bytes kept in the database (STORAGE=database), so every server process reaches them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
