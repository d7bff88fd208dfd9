/**
 * Start: config → database → migrate → seed if empty → listen, then issue the receipts old
 * donations lack (in the background); stop on SIGTERM or SIGINT.
 */
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDb, sqliteFileIn } from './db/engine.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';
import { buildApp } from './app.js';
import { stopOnSignals } from './health/shutdown.js';
import { issueMissingReceipts } from './receipts/service.js';

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`OnePair cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
  try {
    await migrate(db);
  } catch (error) {
    console.error(
      `OnePair cannot start: the database at ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} could not be opened or migrated (${(error as Error).message})`,
    );
    process.exit(1);
  }
  const seed = await seedIfEmpty(db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    sampleDonations: config.sampleData !== 'none',
  });
  if (seed.generatedAdminPassword) {
    console.log(
      `Sample data loaded. Staff login: ${config.adminUsername} / ${seed.generatedAdminPassword} (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  }

  const app = await buildApp({ config, db, closeDbWithApp: true });
  stopOnSignals(app, config.shutdownTimeoutSeconds);
  // Receipts for donations confirmed before receipts existed, and the seed's samples: issued
  // here once, never by the requests that read them. A stop lets the batch under way finish.
  let stopping = false;
  let receiptsIssued: Promise<void> = Promise.resolve();
  app.addHook('preClose', async () => {
    stopping = true;
    await receiptsIssued;
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`OnePair cannot start: cannot listen on ${config.host}:${config.port} (${(error as Error).message})`);
    process.exit(1);
  }
  receiptsIssued = issueMissingReceipts(db, { stopped: () => stopping }).then(
    (issued) => {
      if (issued > 0) app.log.info({ issued }, 'issued the receipts of donations confirmed before receipts existed');
    },
    (error: unknown) => app.log.error({ err: error }, 'issuing missing receipts failed; the next start tries again'),
  );
}

void start();
