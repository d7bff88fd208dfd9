/**
 * Failures of the database itself rather than of one request: a connection the database
 * server ended (a restart, a failover, an administrator), a server that cannot be reached, or
 * storage that takes no write (a full disk, an I/O error, a read-only file or standby). A
 * request that meets one is answered 503 (plugins/error-handler.ts), and `/readyz` reports it
 * (health/routes.ts), since the next request may well succeed once the database answers again.
 */

/** `unavailable`: the connection or the server; `cannot write`: the storage under it. */
export type DatabaseFault = 'unavailable' | 'cannot write';

/** What a client reads on a 503 caused by the database, whichever fault it was. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again shortly.';

/** The seconds a client is asked to wait before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's SQLSTATEs for a connection the server ends or refuses: the whole class 08
 * (connection exception) is matched by its prefix.
 */
const POSTGRES_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** PostgreSQL's SQLSTATEs for storage that takes no write. */
const POSTGRES_CANNOT_WRITE = new Set([
  '53100', // disk_full
  '58030', // io_error
  '25006', // read_only_sql_transaction: a standby, as after a failover to the wrong node
]);

/** The network's errors (Node's codes) on the way to a database server. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The file system's errors (Node's codes) for storage that takes no write. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS']);

/** The pg client's own errors for a connection that ended or never came, which carry no code. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/** The fault an error shows, or undefined when it is not the database's (a bug, a bad request). */
export function databaseFault(error: unknown): DatabaseFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return sqliteFault(code);
    if (POSTGRES_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
    if (POSTGRES_CANNOT_WRITE.has(code)) return 'cannot write';
    if (NETWORK_CODES.has(code)) return 'unavailable';
    if (STORAGE_CODES.has(code)) return 'cannot write';
  }
  if (PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message))) return 'unavailable';
  return undefined;
}

/**
 * SQLite's extended codes name the primary one first (`SQLITE_IOERR_WRITE`). SQLITE_BUSY is
 * left out: it means another process held the lock past the busy timeout, not lost storage.
 */
function sqliteFault(code: string): DatabaseFault | undefined {
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY')) return 'cannot write';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'cannot write';
  return undefined;
}

/** A short name of the error for the log and for a start that fails: its code, else its message. */
export function faultCode(error: unknown): string {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/**
 * How long `/readyz` keeps reporting a write that failed, even when its own probe write
 * succeeds meanwhile. On a full disk some writes still fit (a row updated in place, a WAL
 * frame reused) while others do not, so a probe alone would say ready between failures; a
 * load balancer checking every few seconds then kept sending traffic to an instance whose
 * every donation failed.
 */
export const WRITE_FAILURE_HOLD_MS = 30_000;

/** The last write a request or the probe could not make, kept for `/readyz`. */
export class WriteFailures {
  #last: { at: number; code: string } | undefined;

  /** Records the failure when `error` shows storage that takes no write. */
  note(error: unknown): void {
    if (databaseFault(error) === 'cannot write') this.#last = { at: Date.now(), code: faultCode(error) };
  }

  /**
   * The failure still reported after a write that succeeded at `now`: the last one while it is
   * within the hold, none once the hold has passed.
   */
  afterSuccessfulWrite(now = Date.now()): { code: string } | undefined {
    if (this.#last && now - this.#last.at >= WRITE_FAILURE_HOLD_MS) this.#last = undefined;
    return this.#last;
  }
}

/** What stopped a start, in a few words, by the error's code (main.ts prints one line). */
const START_FAILURES: [RegExp, string][] = [
  [/^(SQLITE_FULL|ENOSPC|EDQUOT|53100)$/, 'the disk is full'],
  [/^(SQLITE_READONLY.*|EROFS|EACCES|EPERM|25006)$/, 'it is read-only, or this user may not write it'],
  [/^(SQLITE_IOERR.*|EIO|58030)$/, 'a disk input/output error'],
  [/^SQLITE_NOTADB$/, 'the file is not a SQLite database'],
  [/^SQLITE_CORRUPT.*$/, 'the database file is damaged'],
  [/^(SQLITE_CANTOPEN.*|ENOTDIR|EEXIST|EISDIR|ENOENT)$/, 'the file cannot be opened or created there'],
];

/** One line naming why the database could not be opened, migrated or seeded. */
export function startFailureReason(error: unknown): string {
  const code = faultCode(error);
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const known = START_FAILURES.find(([pattern]) => pattern.test(code))?.[1];
  const reason = known ?? (databaseFault(error) === 'unavailable' ? 'the database server does not answer' : undefined);
  const detail = code === message ? message : `${code}: ${message}`;
  return reason ? `${reason} (${detail})` : detail;
}
