/**
 * `npm run backup -- FILE` (docs/operations.md, Backups): with SQLite, an online copy of the
 * database the server in this folder uses (same DATA_DIR), safe while it serves; with
 * PostgreSQL (DATABASE_URL set), the pg_dump command to run instead. Exit code 0 only when a
 * backup was written.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { sqliteFileIn } from '../src/db/engine.js';
import { BackupError, backupSqlite, pgDumpCommand } from '../src/db/backup.js';

// npm runs workspace scripts in server/; paths (FILE, and a relative DATA_DIR) mean what they
// mean where the command was typed, as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

function fail(message: string): never {
  console.error(`OnePair backup: ${message}`);
  process.exit(1);
}

const file = process.argv[2];
if (!file || process.argv.length > 3) fail('name one file to write, for example: npm run backup -- backups/onepair-2025-01-31.sqlite');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const target = path.resolve(file);
if (config.databaseUrl) {
  fail(
    [
      'DATABASE_URL is set, so the data is in PostgreSQL; back it up with pg_dump (no backup was written):',
      `  ${pgDumpCommand(config.databaseUrl, target)}`,
      'pg_dump asks for the password, or reads it from PGPASSWORD or ~/.pgpass. Restore: see docs/operations.md, Backups.',
    ].join('\n'),
  );
}

const source = sqliteFileIn(config.dataDir);
try {
  const bytes = backupSqlite(source, target);
  console.log(`OnePair backup: ${source} copied to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, mode 0600)`);
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  fail(`the copy failed (${(error as Error).message})`);
}
