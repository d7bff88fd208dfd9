/**
 * Kysely's SQLite dialect, tuned for a busy server (docs/architecture.md, SQLite under load).
 *
 * better-sqlite3 runs one statement at a time on one connection, so requests queue for it.
 * Kysely's own driver wakes every waiter whenever the connection frees and prepares each
 * statement anew; this one hands the connection to the next waiter in order and reuses
 * prepared statements by their SQL text. Every query still goes through Kysely's executor.
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
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type CompiledQuery,
} from 'kysely';

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
}

const STATEMENT_CACHE_SIZE = 500;

/** The connection, with its statements prepared once per SQL text and reused. */
class CachingConnection {
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(private readonly sqlite: SQLite.Database) {}

  execute<R>(sql: string, parameters: readonly unknown[]): QueryResult<R> {
    let statement = this.#statements.get(sql);
    if (!statement) {
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.clear();
      statement = this.sqlite.prepare(sql);
      this.#statements.set(sql, statement);
    }
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
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

  constructor(private readonly connection: CachingConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // A transaction that has ended runs nothing more, whoever still holds its connection.
    if (this.ended) throw new Error(`Transaction is already ${this.ended}`);
    if (this.handedOn) throw new Error('A database connection was used after its turn ended.');
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

class QueuedSqliteDriver implements Driver {
  readonly #mutex = new FifoMutex();
  readonly #connection: CachingConnection;
  /** The open transaction several callers' work shares, with the callers waiting for its commit. */
  #group: Group | undefined;
  #destroyed: Promise<void> | undefined;

  constructor(private readonly sqlite: SQLite.Database) {
    this.#connection = new CachingConnection(sqlite);
  }

  async init(): Promise<void> {}

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
   * Closes the database if Kysely did not: Kysely destroys its driver only once it has used it
   * for a query.
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
