import { Migrator, sql } from 'kysely';
import type { Db } from './database';
import { migrationProvider } from './migrations/index';
import { isPostgres } from './write-together';

export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its own tables in every schema it can see; on PostgreSQL, name the one the
  // connection works in, or another schema's bookkeeping (test schemas share a database) is taken
  // for this one's.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0].schema
    : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
