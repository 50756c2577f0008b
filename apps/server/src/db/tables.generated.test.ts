import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateTableTypes, TABLES_FILE } from '../../scripts/table-types';
import { openTestDatabase } from '../../test/helpers';

it('tables.generated.ts is what the migrations make on this database (SQLite, or PostgreSQL with TEST_DATABASE_URL)', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'steelcut-types-'));
  const { database, schema, migrate, dropSchema } = await openTestDatabase(dataDir);
  try {
    await migrate();
    const generated = await generateTableTypes(database, schema);
    expect(
      generated,
      `${path.basename(TABLES_FILE)} differs from a freshly migrated ${database.dialect} database: run npm run db:types ` +
        '(if it then differs on the other dialect, the migration makes different columns on each)',
    ).toBe(readFileSync(TABLES_FILE, 'utf8'));
  } finally {
    await database.destroy();
    await dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
