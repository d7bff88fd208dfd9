/**
 * Opens the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Everything else in the server is engine-neutral Kysely.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type DatabaseConnection, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { QueuedSqliteDialect, statementRunnerOf } from './sqlite-dialect.js';
import { readImmediatelyWhenFree, runStatementsAtOnce } from './prepared.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /**
   * Called as each request arrives (plugins/database.ts), before it reads anything: on SQLite,
   * reads kept until the database changes are checked against other connections' commits
   * before they serve it (db/sqlite-dialect.ts, KeptReads). Nothing on PostgreSQL.
   */
  requestArrived(): void;
  /**
   * The text `make` makes from its reads (a reply's JSON), which on SQLite is kept under `key`
   * and given again, without `make`, until the database changes (db/sqlite-dialect.ts,
   * KeptReads). The key must name everything the text depends on besides the database. On
   * PostgreSQL, whose other clients' commits nothing here sees, `make` runs every time.
   */
  keepText(key: string, make: () => Promise<string>): Promise<string>;
  /**
   * Runs `work` in a transaction, as `kysely.transaction().execute(work)` does. On SQLite the
   * transaction's prepared statements (db/prepared.ts) then skip Kysely's executor, in the
   * same order and with the same refusal once it has ended (db/sqlite-dialect.ts,
   * Lease.runAtOnce): for the busiest transactions, a donation's.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throw-away database. */
  sqliteFile?: string;
}

// bigint (money totals) as JS numbers: cents stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));
// NUMERIC (not used for money, but for safety in aggregates) as numbers.
pg.types.setTypeParser(1700, (value) => Number(value));
// DATE columns are kept as text YYYY-MM-DD; no conversion to Date objects.
pg.types.setTypeParser(1082, (value) => value);

export function openDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      engine: 'postgres',
      requestArrived: () => {},
      keepText: (_key, make) => make(),
      transaction: (work) => kysely.transaction().execute(work),
      close: () => kysely.destroy(),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') createOwnerOnly(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Each transaction in a group commit is a savepoint (db/sqlite-dialect.ts), and SQLite keeps
  // the pages a savepoint changes in a sub-journal that spills to a temporary file past 64 KiB:
  // a donation changes more than that, so a POST wrote that file page by page (a sixth of its
  // CPU). In memory, the sub-journal is emptied at each release. SQLite's temporary sort tables
  // then live in memory too; what that costs at a million donations is measured in
  // docs/architecture.md (SQLite under load).
  sqlite.pragma('temp_store = MEMORY');
  const dialect = new QueuedSqliteDialect(sqlite);
  const kysely = new Kysely<Database>({ dialect });
  readImmediatelyWhenFree(kysely, (query, keep) => dialect.readAtOnce(query, keep));
  return {
    kysely,
    engine: 'sqlite',
    requestArrived: () => dialect.requestArrived(),
    keepText: (key, make) => dialect.keepText(key, make),
    transaction: (work) => transactionRunAtOnce(kysely, work),
    close: () => kysely.destroy(),
  };
}

/**
 * A SQLite transaction whose prepared statements run at once on its connection (Db.transaction).
 * Its connection is asked of Kysely first thing, before `work` has the transaction, so no query
 * of `work`'s can be waiting behind that question. (`getExecutor` is marked internal in Kysely's
 * types; db/prepared.ts uses it too.)
 *
 * Only prepared statements issued before the transaction's first other query of a turn of the
 * event loop run at once (Lease.runAtOnce): keep a busy transaction's statements prepared.
 * Nothing runs at once when Kysely has plugins, which change results, or logs queries (it then
 * wraps the connection's executeQuery): a log that waits for output would keep a query in
 * Kysely's layers past the turn the driver's ordering relies on.
 */
async function transactionRunAtOnce<T>(kysely: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return kysely.transaction().execute(async (trx) => {
    let connection: DatabaseConnection | undefined;
    await trx.getExecutor().provideConnection(async (given) => {
      connection = given;
    });
    const plain = trx.getExecutor().plugins.length === 0 && connection !== undefined && !Object.hasOwn(connection, 'executeQuery');
    const runner = plain ? statementRunnerOf(connection!) : undefined;
    if (runner) runStatementsAtOnce(trx, runner);
    return work(trx);
  });
}

/**
 * The database holds prescriptions and incomes: a new data folder is created readable by the
 * server's user only (0700), and a new database file too (0600; SQLite gives its -wal and -shm
 * files the same mode). Existing ones keep the modes they have.
 */
function createOwnerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The SQLite database file in a data folder (DATA_DIR). */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'onepair.sqlite');
}
