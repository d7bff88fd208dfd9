/**
 * Opens the database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Everything else in the server is engine-neutral Kysely.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from './schema.js';
import { QueuedSqliteDialect } from './sqlite-dialect.js';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /**
   * Calls `listener` with each error of a PostgreSQL connection the database server or the
   * network ended (a restart, a failover): the connection is dropped and the next query opens
   * a new one. The server logs them; nothing happens on SQLite.
   */
  onConnectionLost?(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** SQLite file; ':memory:' for a throw-away database. */
  sqliteFile?: string;
}

/**
 * The PostgreSQL client, loaded the first time a database URL is opened: a server on SQLite
 * never loads it (about 3 MB of heap). `require` keeps openDb synchronous.
 */
let postgresClient: typeof pg | undefined;

function loadPostgresClient(): typeof pg {
  if (postgresClient) return postgresClient;
  const client = createRequire(import.meta.url)('pg') as typeof pg;
  // bigint (money totals) as JS numbers: cents stay far below 2^53.
  client.types.setTypeParser(20, (value) => Number(value));
  // NUMERIC (not used for money, but for safety in aggregates) as numbers.
  client.types.setTypeParser(1700, (value) => Number(value));
  // DATE columns are kept as text YYYY-MM-DD; no conversion to Date objects.
  client.types.setTypeParser(1082, (value) => value);
  postgresClient = client;
  return client;
}

export function openDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new (loadPostgresClient().Pool)({ connectionString: options.databaseUrl, max: 10 });
    let connectionLost: (error: Error) => void = () => {};
    keepConnectionErrorsFromTheProcess(pool, (error) => connectionLost(error));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      engine: 'postgres',
      onConnectionLost: (listener) => {
        connectionLost = listener;
      },
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
  return {
    kysely,
    engine: 'sqlite',
    close: async () => {
      await kysely.destroy();
      await dialect.destroy();
    },
  };
}

/**
 * A connection that the database server ends (pg_terminate_backend, a restart, a failover) makes
 * its pg client emit `error`: through the pool when the connection is idle, and from the client
 * itself while a request holds it (between two statements of a transaction, say). An `error`
 * event nobody listens to ends the Node process, so every instance would go down with one
 * database failover. The query under way, if any, fails on its own and its request gets a 503
 * (plugins/error-handler.ts); a client that errored is no longer queryable, so the pool drops it
 * when it is released and the next request opens a new connection.
 */
function keepConnectionErrorsFromTheProcess(pool: pg.Pool, lost: (error: Error) => void): void {
  // Every client gets a listener of its own as it connects, which reports its first error (an
  // ended connection reports twice: the server's notice, then the end of the socket). The
  // pool's own `error`, for an idle client, repeats one of those.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      lost(error);
    });
  });
  pool.on('error', () => {});
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
