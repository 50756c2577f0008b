import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './2026112201-accounts';

/** Listed by hand so the bundled server carries them; names sort by time. */
const migrations: Record<string, Migration> = {
  '2026112201-accounts': accounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
