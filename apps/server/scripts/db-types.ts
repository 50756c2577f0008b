/**
 * Writes src/db/tables.generated.ts from a freshly migrated database: an in-memory SQLite one, or
 * with `--postgres <url>` a schema of its own in that PostgreSQL database, dropped afterwards.
 * Both give the same file. Run it after adding or changing a migration: `npm run db:types`.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { generateTableTypes, TABLES_FILE } from './table-types';

const { values } = parseArgs({ options: { postgres: { type: 'string' } } });
const url = values.postgres;
const schema = url ? `db_types_${randomBytes(4).toString('hex')}` : undefined;
const admin = url ? new pg.Client({ connectionString: url }) : undefined;
await admin?.connect();
await admin?.query(`create schema ${schema}`);
const handle = url ? openDatabase({ url, schema, poolSize: 1 }) : openDatabase({ sqliteFile: ':memory:' });
try {
  await migrateToLatest(handle.db);
  writeFileSync(TABLES_FILE, await generateTableTypes(handle, schema));
  console.log(`wrote ${TABLES_FILE} from ${url ? 'PostgreSQL' : 'SQLite'}`);
} finally {
  await handle.destroy();
  await admin?.query(`drop schema if exists ${schema} cascade`);
  await admin?.end();
}
