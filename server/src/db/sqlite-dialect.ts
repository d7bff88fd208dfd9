/**
 * Kysely's SQLite dialect, tuned for a busy server (docs/architecture.md, SQLite under load).
 *
 * better-sqlite3 runs one statement at a time on one connection, so requests queue for it.
 * Kysely's own driver wakes every waiter whenever the connection frees and prepares each
 * statement anew; this one hands the connection to the next waiter in order and reuses
 * prepared statements.
 *
 * It also commits in groups. A commit writes every page the transaction changed to the
 * write-ahead log, and that was most of what a donation cost. So a transaction that ends is kept
 * as a released savepoint inside one open transaction, the connection goes to the next waiter at
 * once, and a single COMMIT at the end of the event loop's turn (or when the group is full)
 * writes the work of every request that arrived together. Nobody is answered early: each
 * caller's commit, and each query that ran while a group was open (it may have read the group's
 * work), resolves only after the COMMIT that holds it has succeeded, and fails with it if it
 * fails. A transaction that fails rolls back to its own savepoint, leaving the others' work in
 * the group untouched.
 */
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { StatementRunner } from './prepared.js';

/** First come, first served: unlock wakes exactly one waiter. */
class FifoMutex {
  #locked = false;
  #closed: Error | undefined;
  #waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];

  lock(): Promise<void> {
    if (this.#closed) return Promise.reject(this.#closed);
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next.resolve();
    else this.#locked = false;
  }

  /** Refuses every waiter and every later lock with `error`. */
  close(error: Error): void {
    this.#closed = error;
    for (const waiter of this.#waiters.splice(0)) waiter.reject(error);
  }

  get hasWaiters(): boolean {
    return this.#waiters.length > 0;
  }

  /** Nobody holds it, and it is open. */
  get isFree(): boolean {
    return !this.#locked && !this.#closed;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/** Turns one row as better-sqlite3 gives it in raw mode (an array of values) into an object. */
type RowBuilder = (values: unknown[]) => unknown;

/**
 * A builder for rows of these columns: an object literal with the columns as keys, in order,
 * so that every row of a statement has one shape from the start. better-sqlite3's own objects
 * are built key by key through V8's API, looking each column's name up again for every row;
 * for `users/me` that cost more than SQLite took to run its three reads (docs/architecture.md,
 * SQLite under load). A name given twice keeps its last value, as better-sqlite3 does. The
 * code is built from the column names, each written as a JSON string.
 *
 * Undefined, and better-sqlite3's objects kept, for SQL with a `*`: its columns change when a
 * migration changes a table (SQLite prepares the statement again), and the builder would keep
 * the old names. The queries nearly every request runs name their columns.
 */
function rowBuilder(sql: string, columns: readonly string[]): RowBuilder | undefined {
  if (sql.includes('*')) return undefined;
  const fields = columns.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as RowBuilder;
}

interface CachedStatement {
  statement: SQLite.Statement;
  /** For a statement that returns rows: they are read as arrays and built into objects by this. */
  buildRow?: RowBuilder;
}

class CachingConnection {
  readonly #statements = new Map<string, CachedStatement>();

  /** `onWrite` runs before every statement that may change the database. */
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly onWrite: () => void,
  ) {}

  #prepare(sql: string): CachedStatement {
    let cached = this.#statements.get(sql);
    if (!cached) {
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.clear();
      const statement = this.sqlite.prepare(sql);
      const buildRow = statement.reader
        ? rowBuilder(
            sql,
            statement.columns().map((column) => column.name),
          )
        : undefined;
      cached = buildRow ? { statement: statement.raw(true), buildRow } : { statement };
      this.#statements.set(sql, cached);
    }
    return cached;
  }

  #rows<R>(cached: CachedStatement, parameters: readonly unknown[]): R[] {
    if (!cached.buildRow) return cached.statement.all(parameters) as R[];
    const values = cached.statement.all(parameters) as unknown[][];
    const rows = new Array<R>(values.length);
    for (let index = 0; index < values.length; index += 1) rows[index] = cached.buildRow(values[index]!) as R;
    return rows;
  }

  /** The rows of a statement that writes nothing, or undefined for one that may write. */
  readOnly<R>(sql: string, parameters: readonly unknown[]): R[] | undefined {
    const cached = this.#prepare(sql);
    return cached.statement.readonly ? this.#rows<R>(cached, parameters) : undefined;
  }

  execute<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    const cached = this.#prepare(sql);
    if (!cached.statement.readonly) this.onWrite();
    if (cached.statement.reader) return { rows: this.#rows<R>(cached, parameters) };
    const { changes, lastInsertRowid } = cached.statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/** How many transaction statements ran at once, and how many went through Kysely's executor instead: for tests. */
export const statementsAtOnce = { run: 0, refused: 0 };

/**
 * Turns of the event loop, counted only while someone asks: a turn ends once every callback and
 * microtask queued during it has run, which is when the setImmediate below runs.
 */
let turn = 0;
let turnEndScheduled = false;

function currentTurn(): number {
  if (!turnEndScheduled) {
    turnEndScheduled = true;
    setImmediate(() => {
      turn += 1;
      turnEndScheduled = false;
    });
  }
  return turn;
}

/**
 * One caller's turn on the connection, from acquire to release. Kysely hands it back to the
 * driver for begin, commit, rollback and release, which is how the driver tells callers apart.
 */
class Lease implements DatabaseConnection {
  /** Its work is in a group, and it has given the connection to the next waiter. */
  handedOn = false;
  /** Its part of the group is settled (kept or committed): a rollback after that is a no-op. */
  settled = false;
  /** Its transaction is committing or committed, or rolled back: nothing more runs on it. */
  ended: 'committed' | 'rolled back' | undefined;
  /** The turn in which a query last reached it through Kysely's executor (see runAtOnce). */
  #executorTurn = -1;

  constructor(private readonly connection: CachingConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // As Kysely's own transactions refuse a query once they have ended (QueuedSqliteDriver.transaction).
    if (this.ended) throw new Error(`Transaction is already ${this.ended}`);
    if (this.handedOn) throw new Error('A database connection was used after its turn ended.');
    this.#executorTurn = currentTurn();
    return this.connection.execute<R>(query.sql, query.parameters);
  }

  /**
   * A statement of this lease's transaction run at once, without Kysely's executor, which passes
   * each statement through three asynchronous layers (a tenth of a donation's CPU). Those layers
   * keep the transaction's statements in the order they were issued and refuse them once it has
   * ended; this keeps both promises itself:
   * - a transaction that has ended (or is committing) refuses the statement, as Kysely does;
   * - while a query may be waiting in Kysely's queue for this transaction, the statement must
   *   run after it, so it is not run here (undefined: the caller sends it the usual way, behind
   *   that query). A query waits there only while another one is still passing through those
   *   layers, which it does within the turn of the event loop it reached this lease in: so
   *   none waits in a turn in which no query has come through the executor.
   */
  runAtOnce<R>(query: CompiledQuery): QueryResult<R> | undefined {
    if (this.ended) throw new Error(`Transaction is already ${this.ended}`);
    if (this.#executorTurn === currentTurn()) {
      statementsAtOnce.refused += 1;
      return undefined;
    }
    statementsAtOnce.run += 1;
    return this.connection.execute<R>(query.sql, query.parameters);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the SQLite driver.');
  }
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

interface Group {
  /** The callers whose work is in it, each answered when it commits. */
  waiting: Deferred[];
  commitScheduled: boolean;
}

/** Past this many callers a group commits even if more are waiting, so answers are not held long. */
const MAX_GROUP = 64;
const SAVEPOINT = 'onepair_tx';

/** Past this many kept results the cache starts again: they are small, and few are read often. */
const MAX_KEPT_RESULTS = 2000;
/** Past this many characters of kept texts (a few MB) they start again too. */
const MAX_KEPT_TEXT_CHARS = 4_000_000;

/**
 * Rows of the reads nearly every request runs (`users/me`: the token's holder, the profile, the
 * newest donations), and texts made from reads (the JSON of `users/me`), kept and served again
 * until the database changes. A write on this connection forgets them as it runs. A commit by
 * another connection (a second process on the file, `npm run seed:load`) is seen through
 * `PRAGMA data_version`, which changes when another connection has committed: it is read again
 * before the first kept result served after each new request arrives, so no request is served
 * rows older than its own arrival, and in each later turn of the event loop, for reads outside
 * requests. Served rows are copies; the kept ones are never handed out.
 */
class KeptReads {
  /**
   * By SQL, then by parameters: a prepared read's SQL is one string object every time, whose
   * hash V8 keeps, where a key joining it to the parameters was hashed anew, all of its length.
   */
  #results = new Map<string, Map<string, readonly object[]>>();
  #size = 0;
  #texts = new Map<string, string>();
  #textChars = 0;
  /** Counts the changes seen: a text is kept only if none came while it was made. */
  #changes = 0;
  #dataVersion: SQLite.Statement;
  #lastVersion: unknown;
  #mustCheck = true;
  #checkNextTurn = false;

  constructor(sqlite: SQLite.Database) {
    this.#dataVersion = sqlite.prepare('pragma data_version').pluck();
  }

  /** The database changed, or may have: nothing kept is served again. */
  changed(): void {
    this.#changes += 1;
    this.#forgetResults();
    this.#forgetTexts();
  }

  // Each write calls these, and under a load of writes the maps are empty nearly every time. A
  // Map's clear() allocates it a new table even then, in V8's old space, which only a full
  // collection frees: about 150 bytes for each of a donation's ten statements that write, most of
  // the heap's growth under POST load (docs/benchmarks.md, Memory).
  #forgetResults(): void {
    if (this.#results.size === 0) return;
    this.#results.clear();
    this.#size = 0;
  }

  #forgetTexts(): void {
    if (this.#texts.size === 0) return;
    this.#texts.clear();
    this.#textChars = 0;
  }

  /** A request arrived: the next kept result served is checked against other connections' commits first. */
  requestArrived(): void {
    this.#mustCheck = true;
  }

  #checkOtherConnections(): void {
    if (!this.#mustCheck) return;
    const version = this.#dataVersion.get();
    this.#mustCheck = false;
    if (version !== this.#lastVersion) {
      this.#lastVersion = version;
      this.changed();
    }
    if (!this.#checkNextTurn) {
      this.#checkNextTurn = true;
      setImmediate(() => {
        this.#checkNextTurn = false;
        this.#mustCheck = true;
      });
    }
  }

  /** The rows, read by `read` or kept from an earlier read; the connection must be free. */
  rows<R>(sql: string, parameters: readonly unknown[], read: () => R[] | undefined): R[] | undefined {
    this.#checkOtherConnections();
    const key = parametersKey(parameters);
    let rows = key === undefined ? undefined : (this.#results.get(sql)?.get(key) as R[] | undefined);
    if (!rows) {
      rows = read();
      if (!rows || key === undefined) return rows;
      if (this.#size >= MAX_KEPT_RESULTS) this.#forgetResults();
      let ofSql = this.#results.get(sql);
      if (!ofSql) this.#results.set(sql, (ofSql = new Map()));
      ofSql.set(key, rows as object[]);
      this.#size += 1;
    }
    return rows.map((row) => ({ ...row }));
  }

  /**
   * The text kept under `key`, or the one `make` makes from its reads, kept if the database did
   * not change meanwhile (its reads may have come before and after the change). A failed `make`
   * keeps nothing.
   */
  async text(key: string, make: () => Promise<string>): Promise<string> {
    this.#checkOtherConnections();
    const kept = this.#texts.get(key);
    if (kept !== undefined) return kept;
    const changesBefore = this.#changes;
    const text = await make();
    if (this.#changes === changesBefore && text.length <= MAX_KEPT_TEXT_CHARS) {
      if (this.#textChars + text.length > MAX_KEPT_TEXT_CHARS) this.#forgetTexts();
      this.#texts.set(key, text);
      this.#textChars += text.length;
    }
    return text;
  }
}

/**
 * A read's parameters as a key, or undefined for parameters other than text, finite numbers and
 * null (JSON would write NaN and the infinities as null, and blobs and big integers not at all).
 */
function parametersKey(parameters: readonly unknown[]): string | undefined {
  const plain = parameters.every((value) => value === null || typeof value === 'string' || Number.isFinite(value));
  return plain ? JSON.stringify(parameters) : undefined;
}

class QueuedSqliteDriver implements Driver {
  readonly #mutex = new FifoMutex();
  readonly #connection: CachingConnection;
  readonly #kept: KeptReads;
  /** The open transaction several callers' work shares, with the callers waiting for its commit. */
  #group: Group | undefined;
  #destroyed: Promise<void> | undefined;

  constructor(private readonly sqlite: SQLite.Database) {
    this.#kept = new KeptReads(sqlite);
    this.#connection = new CachingConnection(sqlite, () => this.#kept.changed());
  }

  /** See KeptReads. */
  requestArrived(): void {
    this.#kept.requestArrived();
  }

  /** See KeptReads. */
  keepText(key: string, make: () => Promise<string>): Promise<string> {
    return this.#kept.text(key, make);
  }

  async init(): Promise<void> {}

  /**
   * A read run at once, when nobody holds the connection and no group is open: nothing can be
   * half-done on the connection then, and there is no uncommitted work the read could see. The
   * rows, or undefined when the read must queue like any query (or the statement may write).
   */
  readAtOnce<R>(sql: string, parameters: readonly unknown[], keep = false): R[] | undefined {
    // The last check backs up the others: a transaction left open without a group (a failed
    // COMMIT whose ROLLBACK failed too) holds work nobody may read.
    if (!this.#mutex.isFree || this.#group || this.sqlite.inTransaction) return undefined;
    if (!keep) return this.#connection.readOnly<R>(sql, parameters);
    return this.#kept.rows<R>(sql, parameters, () => this.#connection.readOnly<R>(sql, parameters));
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return new Lease(this.#connection);
  }

  async beginTransaction(): Promise<void> {
    if (!this.#group) {
      // Immediate: the group takes the write lock before its first read, so a write by another
      // process (a second server, a command-line tool) is waited for (busy_timeout) before the
      // group begins, instead of failing a later caller's write whose snapshot it outdated.
      this.#run('begin immediate');
      this.#group = { waiting: [], commitScheduled: false };
    }
    this.#run(`savepoint ${SAVEPOINT}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as Lease).ended = 'committed';
    this.#run(`release ${SAVEPOINT}`);
    await this.#settle(connection as Lease);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.ended = 'rolled back';
    // Its commit failed with the group's, which has already been rolled back.
    if (lease.settled) return;
    try {
      this.#run(`rollback to ${SAVEPOINT}`);
      this.#run(`release ${SAVEPOINT}`);
    } catch (error) {
      // SQLite rolls the whole transaction back on some errors (a full disk, say): the work of
      // the callers waiting in the group is gone with it.
      if (this.sqlite.inTransaction) throw error;
      this.#abandonGroup(error);
      return;
    }
    // This caller's own error is what it reports; a failed group commit reaches the others.
    await this.#settle(lease).catch(() => {});
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    lease.ended ??= 'committed';
    if (lease.handedOn) return;
    // A query outside any transaction ran inside an open group and may have read its work:
    // it is answered only once that work is committed.
    try {
      if (this.#group && !lease.settled) await this.#settle(lease);
    } finally {
      if (!lease.handedOn) this.#mutex.unlock();
    }
  }

  /**
   * Runs `work` in a transaction as Kysely's `transaction().execute()` does with this driver
   * (acquire, begin, work, commit or roll back, release), without the asynchronous layers Kysely
   * wraps around each step. `work` gets the connection, and the way to run the transaction's
   * statements at once on it (Lease.runAtOnce). Once the transaction has ended it refuses
   * queries, as Kysely's does.
   */
  async transaction<T>(work: (connection: DatabaseConnection, runAtOnce: StatementRunner) => Promise<T>): Promise<T> {
    const lease = (await this.acquireConnection()) as Lease;
    let begun = false;
    try {
      await this.beginTransaction();
      begun = true;
      const result = await work(lease, (query) => lease.runAtOnce(query));
      await this.commitTransaction(lease);
      return result;
    } catch (error) {
      if (begun) await this.rollbackTransaction(lease);
      throw error;
    } finally {
      await this.releaseConnection(lease);
    }
  }

  /** Closes the database; a second call waits for the first. */
  destroy(): Promise<void> {
    this.#destroyed ??= this.#destroy();
    return this.#destroyed;
  }

  async #destroy(): Promise<void> {
    // Work still waiting for its group's commit is committed first; whoever still waits for
    // the connection afterwards is refused rather than left waiting for ever.
    await this.#mutex.lock();
    try {
      if (this.#group) this.#commit(this.#group);
    } finally {
      this.#mutex.close(new Error('The database is closed.'));
      this.sqlite.close();
    }
  }

  #run(sql: string): void {
    this.#connection.execute(sql, []);
  }

  /**
   * The lease's work is done. While the group has room it stays in the group: the connection
   * goes to the next waiter, and the group commits when the waiters of this turn of the event
   * loop have had their go (requests that arrived together share one COMMIT), or when it is
   * full. This returns once the COMMIT that holds the lease's work has succeeded.
   */
  async #settle(lease: Lease): Promise<void> {
    lease.settled = true;
    const group = this.#group!;
    if (!this.sqlite.inTransaction) {
      this.#abandonGroup(new Error('The database rolled back an open transaction.'));
      throw new Error('The database rolled back the transaction.');
    }
    if (group.waiting.length < MAX_GROUP) {
      const done = deferred();
      group.waiting.push(done);
      lease.handedOn = true;
      if (!group.commitScheduled) {
        group.commitScheduled = true;
        setImmediate(() => void this.#commitInTurn(group));
      }
      this.#mutex.unlock();
      return done.promise;
    }
    this.#commit(group);
  }

  /** The scheduled commit: it waits its turn for the connection like any caller. */
  async #commitInTurn(group: Group): Promise<void> {
    try {
      await this.#mutex.lock();
    } catch {
      // Closed: destroy committed the group.
      return;
    }
    try {
      if (this.#group === group) this.#commit(group);
    } catch {
      // The callers in the group have their error.
    } finally {
      this.#mutex.unlock();
    }
  }

  #commit(group: Group): void {
    this.#group = undefined;
    try {
      this.#run('commit');
    } catch (error) {
      if (this.sqlite.inTransaction) this.#run('rollback');
      for (const waiter of group.waiting) waiter.reject(error);
      throw error;
    }
    for (const waiter of group.waiting) waiter.resolve();
  }

  #abandonGroup(error: unknown): void {
    const group = this.#group;
    this.#group = undefined;
    for (const waiter of group?.waiting ?? []) waiter.reject(error);
  }
}

export class QueuedSqliteDialect implements Dialect {
  #driver: QueuedSqliteDriver | undefined;

  constructor(private readonly sqlite: SQLite.Database) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    this.#driver = new QueuedSqliteDriver(this.sqlite);
    return this.#driver;
  }

  /**
   * A read outside any transaction, run at once when the connection is free (see the driver's
   * `readAtOnce`), skipping the queue and Kysely's executor: for the few queries nearly every
   * request runs (db/prepared.ts). Undefined when it must go the usual way.
   */
  readAtOnce<R>(query: CompiledQuery, keep = false): R[] | undefined {
    return this.#driver?.readAtOnce<R>(query.sql, query.parameters, keep);
  }

  /** A request arrived (the server calls this for each one): see the driver's kept reads. */
  requestArrived(): void {
    this.#driver?.requestArrived();
  }

  /** A text made from reads, kept until the database changes: see the driver's kept reads. */
  keepText(key: string, make: () => Promise<string>): Promise<string> {
    return this.#driver ? this.#driver.keepText(key, make) : make();
  }

  /** The driver Kysely made (it does so as it is constructed). */
  get driver(): Driver {
    return this.#madeDriver();
  }

  /** A transaction of the driver's own (QueuedSqliteDriver.transaction). */
  transaction<T>(work: (connection: DatabaseConnection, runAtOnce: StatementRunner) => Promise<T>): Promise<T> {
    return this.#madeDriver().transaction(work);
  }

  #madeDriver(): QueuedSqliteDriver {
    if (!this.#driver) throw new Error('The dialect has no driver yet: construct Kysely with it first.');
    return this.#driver;
  }

  /**
   * Closes the database if Kysely did not: Kysely destroys its driver only once it has used it
   * for a query, and the driver's own transactions do not count.
   */
  destroy(): Promise<void> {
    return this.#driver ? this.#driver.destroy() : Promise.resolve();
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
