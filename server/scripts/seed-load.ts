/**
 * `npm run seed:load -- --donations N --donors M` (docs/operations.md, Load data): fills the
 * configured database (DATA_DIR's SQLite file, or DATABASE_URL) with M donors and N donations
 * for load and speed tests, and prints the rate. Not for a database with real donors in it.
 */
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDb, sqliteFileIn } from '../src/db/engine.js';
import { migrate } from '../src/db/migrate.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { loadData } from './load-data.js';

// As for `npm run backup`: a relative DATA_DIR means what it means where the command was typed.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

function fail(message: string): never {
  console.error(`OnePair seed:load: ${message}`);
  process.exit(1);
}

function count(flag: string): number {
  const index = process.argv.indexOf(flag);
  const value = index === -1 ? undefined : process.argv[index + 1];
  if (value === undefined || !/^\d+$/.test(value))
    fail(`give ${flag} as a whole number, for example: npm run seed:load -- --donations 100000 --donors 5000`);
  return Number(value);
}

const donations = count('--donations');
const donors = count('--donors');
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
try {
  await migrate(db);
  // For this run only (the server sets its own on start): a page cache large enough for the
  // index builds (SQLite's default is 2 MB), their sorts in memory, and no sync to disk at
  // each commit, since a load that a crash cuts short is simply run again.
  if (db.engine === 'sqlite') {
    await sql`pragma cache_size = -262144`.execute(db.kysely);
    await sql`pragma temp_store = memory`.execute(db.kysely);
    await sql`pragma synchronous = off`.execute(db.kysely);
  }
  const seeded = await seedIfEmpty(db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    sampleDonations: false,
  });
  if (seeded.generatedAdminPassword)
    console.log(`New database: staff user "${config.adminUsername}", password ${seeded.generatedAdminPassword}`);
  const started = performance.now();
  let lastReport = started;
  await loadData(db, {
    donations,
    donors,
    organisation: config.organisation,
    progress(written) {
      const now = performance.now();
      if (now - lastReport < 5_000) return;
      lastReport = now;
      console.log(`${written.toLocaleString('en')} donations, ${Math.round(written / ((now - started) / 1000)).toLocaleString('en')}/s`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Loaded ${donors.toLocaleString('en')} donors and ${donations.toLocaleString('en')} donations into ${db.engine} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(donations / seconds).toLocaleString('en')} donations/s, totals included).`,
  );
} finally {
  await db.close();
}
