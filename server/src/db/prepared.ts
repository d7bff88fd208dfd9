/**
 * Queries compiled once. Building and compiling a Kysely query costs more than SQLite takes to
 * run it (about 15 µs against 5 µs for a three-table join), so the queries that nearly every
 * request runs, such as the token lookup and the current user, are compiled on first use and
 * afterwards only their parameter values change.
 *
 * The query is built with placeholders in place of the arguments. Each argument must be a
 * single value compared or inserted as it is (not a list for `in`, not raw SQL), so that the
 * compiled SQL does not depend on it; `prepare` checks that every placeholder reached the
 * parameters and fails at first use otherwise.
 */
import type { Compilable, CompiledQuery, DatabaseConnection, DialectAdapter, QueryResult } from 'kysely';
import type { Queryable } from './types.js';

/** Runs a compiled read at once and returns its rows, or undefined when it must go the usual way. */
export type ImmediateReader = (query: CompiledQuery) => unknown[] | undefined;

/**
 * Databases (the root Kysely objects, never a transaction) whose reads may skip Kysely's
 * executor and the connection queue when the connection is free: SQLite's (db/engine.ts).
 * For `users/me`, three such reads, that was about 6 % more requests a second.
 */
const immediateReaders = new WeakMap<object, ImmediateReader>();
/** The dialect adapters of those databases, which their transactions share (see `prepare`). */
const immediateAdapters = new WeakSet<DialectAdapter>();

export function readImmediatelyWhenFree(db: Queryable, reader: ImmediateReader): void {
  immediateReaders.set(db, reader);
  immediateAdapters.add(db.getExecutor().adapter);
}

class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery;
  /** For each parameter: the index of the argument it takes, or the constant it keeps. */
  parameters: ReadonlyArray<{ argument: number } | { constant: unknown }>;
}

export type PreparedQuery<Args extends readonly unknown[], Row> = (db: Queryable, ...args: Args) => Promise<Row[]>;

export function prepare<Args extends readonly unknown[], Row>(
  build: (db: Queryable, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  const arity = build.length - 1;
  // Compiled SQL depends on the database's dialect. Templates are kept per database, under
  // its dialect adapter: unlike the transaction objects, which are new each time, that is
  // one object shared by the database and all its transactions. (`getExecutor` is marked
  // internal in Kysely's types; the version is pinned, and the tests run this on both engines.)
  const templates = new WeakMap<DialectAdapter, Template>();

  function compile(db: Queryable): Template {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
    const compiled = build(db, ...(placeholders as unknown as Args)).compile();
    const parameters = compiled.parameters.map((value) => (value instanceof Placeholder ? { argument: value.index } : { constant: value }));
    const used = new Set(parameters.flatMap((parameter) => ('argument' in parameter ? [parameter.argument] : [])));
    if (used.size !== arity) throw new Error(`A prepared query must use each of its ${arity} arguments as a single value: ${compiled.sql}`);
    return { compiled, parameters };
  }

  return async (db, ...args) => {
    if (args.some(Array.isArray))
      throw new Error('A prepared query takes single values, not lists: their SQL would change with the length.');
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compile(db);
      templates.set(adapter, template);
    }
    const parameters = template.parameters.map((parameter) => ('argument' in parameter ? args[parameter.argument] : parameter.constant));
    const query = { ...template.compiled, parameters };
    const rows = immediateReaders.get(db)?.(query);
    if (rows) return rows as Row[];
    if (db.isTransaction && immediateAdapters.has(adapter)) {
      const connection = await transactionConnection(db);
      if (connection) return connection.executeNow<Row>(query).rows;
    }
    const result = await db.executeQuery<Row>(query);
    return result.rows;
  };
}

/** A connection that runs a statement before returning: SQLite's (db/sqlite-dialect.ts). */
interface ImmediateConnection {
  executeNow<R>(query: CompiledQuery): QueryResult<R>;
}

/**
 * The connection of a transaction on SQLite, when its statements may run on it directly:
 * Kysely's executor cost about as much as the statement (some 2 µs of each of a donation's ten).
 * Null while something (Kysely's query log, a plugin) wraps the connection's queries. Asked
 * once per transaction: the executor is the transaction's own.
 */
const transactionConnections = new WeakMap<object, ImmediateConnection | null>();

async function transactionConnection(trx: Queryable): Promise<ImmediateConnection | null> {
  const executor = trx.getExecutor();
  let connection = transactionConnections.get(executor);
  if (connection === undefined) {
    const held = await executor.provideConnection(async (held) => held);
    connection = executor.plugins.length === 0 && isImmediate(held) ? held : null;
    transactionConnections.set(executor, connection);
  }
  return connection;
}

function isImmediate(connection: DatabaseConnection): connection is DatabaseConnection & ImmediateConnection {
  // Kysely's query log replaces executeQuery on the connection object itself.
  return typeof (connection as Partial<ImmediateConnection>).executeNow === 'function' && !Object.hasOwn(connection, 'executeQuery');
}
