import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, sqliteFileIn } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed/index';

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    url: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${database.dialect} database; shop at ${config.publicUrl}; API docs at ${config.publicUrl}/api/docs`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
