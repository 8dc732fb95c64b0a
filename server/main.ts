// Boot only: read the configuration, open and migrate the database, listen, and shut down cleanly
// on SIGTERM/SIGINT (within 5 s, closing the database so PGlite's files stay consistent).
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { resolveAppSecret } from './lib/app-secret';
import { buildApp } from './app';

const SHUTDOWN_DEADLINE_MS = 5000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        // The specification's own words head the list (docs/OPERATIONS.md "Production configuration").
        `ReviewTrace cannot start: the configuration is invalid.\nEnvironment configuration validation failed:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const appSecret = await resolveAppSecret({
    configured: config.appSecret,
    isProduction: config.isProduction,
    dataDir: config.dataDir,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
  });
  await runMigrations(database);

  const app = await buildApp({
    config: { ...config, appSecret },
    database,
    closeDatabaseOnClose: true,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 5 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      port,
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
    },
    `ReviewTrace is serving http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error('ReviewTrace failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
