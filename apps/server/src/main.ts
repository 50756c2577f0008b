import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, sqliteFileIn } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './seed/index';

/** From SIGTERM to the process's end, at most (orchestrators kill at 10 s or later). */
const EXIT_DEADLINE_MS = 9500;
/** Waiting for the requests in flight; closing the app (mail worker, database) takes the rest. */
const DRAIN_LIMIT_MS = 7000;

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    url: config.databaseUrl,
    sqliteFile: sqliteFileIn(config.dataDir),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database });
  await seed(database.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    dataDir: config.dataDir,
    log: app.log,
  });

  let closing = false;
  /**
   * SIGTERM (a deploy, a load balancer's host going away): /api/ready and new requests answer 503
   * at once, the requests in flight finish, then open event streams are told to reconnect and
   * the server closes. Whatever still runs at the deadline is cut: the process is gone within 10 s.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = performance.now();
    setTimeout(() => {
      app.log.error({ signal }, `not stopped within ${EXIT_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    await app.drain(DRAIN_LIMIT_MS);
    await app.close();
    await database.destroy();
    app.log.info({ signal, ms: Math.round(performance.now() - started) }, 'shut down');
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
