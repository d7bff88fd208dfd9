/**
 * Start: config → database → migrate → seed if empty → listen, then issue the receipts old
 * donations lack (in the background); stop on SIGTERM or SIGINT.
 */
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDb, sqliteFileIn, type Db } from './db/engine.js';
import { startFailureReason } from './db/faults.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty, type SeedResult } from './db/seed.js';
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

  // A database that cannot be opened, migrated or seeded (a full disk, a read-only or damaged
  // file, a server that does not answer) stops the start with one line naming it, as a bad
  // setting does: the cause is outside the code, so a stack trace would only hide it.
  let db: Db;
  let seed: SeedResult;
  try {
    db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
    await migrate(db);
    seed = await seedIfEmpty(db, {
      adminUsername: config.adminUsername,
      adminPassword: config.adminPassword,
      sampleDonations: config.sampleData !== 'none',
    });
  } catch (error) {
    const where = config.databaseUrl ? 'at DATABASE_URL' : `in DATA_DIR (${config.dataDir})`;
    console.error(`OnePair cannot start: the database ${where} could not be opened, migrated or seeded: ${startFailureReason(error)}`);
    process.exit(1);
  }
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
