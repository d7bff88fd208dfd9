/**
 * Backups (docs/operations.md, Backups). SQLite: a consistent copy of the live database taken
 * while the server runs, with `VACUUM INTO`, which reads one snapshot in one read transaction
 * (so the copy holds exactly what was committed when it began, and writers are not blocked in
 * WAL mode). SQLite's page-by-page backup API would instead start over every time the server
 * writes, and might never finish on a busy server. PostgreSQL: pg_dump does this better than
 * the server could, so the command only says how to call it.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {}

/**
 * Copies the SQLite database `source` to `target`, a new file readable by its owner only
 * (0600). The copy is written next to `target` under a temporary name, checked, and then
 * renamed, so `target` never holds half a backup. Returns the copy's size in bytes.
 */
export function backupSqlite(source: string, target: string): number {
  if (!fs.existsSync(source)) throw new BackupError(`there is no database at ${source} (is DATA_DIR right?)`);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; name a new file`);
  const folder = path.dirname(target);
  if (!fs.existsSync(folder)) throw new BackupError(`the folder ${folder} does not exist`);
  const partial = path.join(folder, `.${path.basename(target)}.${process.pid}.partial`);
  // VACUUM INTO writes into an empty file that exists, keeping its mode.
  fs.closeSync(fs.openSync(partial, 'wx', 0o600));
  try {
    const live = new SQLite(source, { fileMustExist: true, timeout: 10_000 });
    try {
      live.prepare('vacuum into ?').run(partial);
    } finally {
      live.close();
    }
    const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`the copy failed its check (${String(check)})`);
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return fs.statSync(target).size;
}

/**
 * The pg_dump command that backs up `databaseUrl` into `file`, with the password left out of
 * the address (pg_dump asks for it, or reads PGPASSWORD or ~/.pgpass), quoted for a POSIX shell.
 */
export function pgDumpCommand(databaseUrl: string, file: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  return `pg_dump --format=custom --file=${shellQuote(file)} --dbname=${shellQuote(url.toString())}`;
}

function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
