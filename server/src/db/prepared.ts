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
import type { Compilable, CompiledQuery, DialectAdapter, QueryResult } from 'kysely';
import type { Queryable } from './types.js';

/**
 * Runs a compiled read at once and returns its rows, or undefined when it must go the usual way.
 * With `keep`, the rows may be kept and served again until the database changes.
 */
export type ImmediateReader = (query: CompiledQuery, keep: boolean) => unknown[] | undefined;

/**
 * Databases (the root Kysely objects, never a transaction) whose reads may skip Kysely's
 * executor and the connection queue when the connection is free: SQLite's (db/engine.ts).
 * For `users/me`, three such reads, that was about 6 % more requests a second.
 */
const immediateReaders = new WeakMap<object, ImmediateReader>();

export function readImmediatelyWhenFree(db: object, reader: ImmediateReader): void {
  immediateReaders.set(db, reader);
}

/**
 * Runs a compiled statement of a transaction at once on its connection and returns its result,
 * or undefined when it must go the usual way (db/sqlite-dialect.ts, Lease.runAtOnce).
 */
export type StatementRunner = (query: CompiledQuery) => QueryResult<unknown> | undefined;

/** Transactions opened by Db.transaction on SQLite, whose prepared statements skip Kysely's executor. */
const statementRunners = new WeakMap<object, StatementRunner>();

export function runStatementsAtOnce(trx: object, runner: StatementRunner): void {
  statementRunners.set(trx, runner);
}

class Placeholder {
  constructor(readonly index: number) {}
}

interface Template {
  compiled: CompiledQuery;
  /** For each parameter: the index of the argument it takes, or the constant it keeps. */
  parameters: ReadonlyArray<{ argument: number } | { constant: unknown }>;
}

export type PreparedQuery<Args extends readonly unknown[], Row> = ((db: Queryable, ...args: Args) => Promise<Row[]>) & {
  /**
   * The rows when the read can be run at once (on SQLite, outside transactions, while the
   * connection is free), or undefined: then call the query itself. For code on every request
   * path that would otherwise wait a turn for a promise.
   */
  atOnce(db: Queryable, ...args: Args): Row[] | undefined;
};

export interface PrepareOptions {
  /**
   * The read's rows may be kept and served again until the database changes (SQLite, outside
   * transactions; db/sqlite-dialect.ts, KeptReads): for the few reads of `users/me`, which
   * nearly every signed-in page asks for and which change only when the database does.
   */
  keepUntilChange?: boolean;
}

export function prepare<Args extends readonly unknown[], Row>(
  build: (db: Queryable, ...args: Args) => Compilable<Row>,
  options: PrepareOptions = {},
): PreparedQuery<Args, Row> {
  const keep = options.keepUntilChange === true;
  const arity = build.length - 1;
  // Compiled SQL depends on the database's dialect. Templates are kept per database, under
  // its dialect adapter: unlike the transaction objects, which are new each time, that is
  // one object shared by the database and all its transactions. (`getExecutor` is marked
  // internal in Kysely's types; package-lock.json fixes the version, and the tests run this
  // on both engines.)
  const templates = new WeakMap<DialectAdapter, Template>();

  function compile(db: Queryable): Template {
    const placeholders = Array.from({ length: arity }, (_, index) => new Placeholder(index));
    const compiled = build(db, ...(placeholders as unknown as Args)).compile();
    const parameters = compiled.parameters.map((value) => (value instanceof Placeholder ? { argument: value.index } : { constant: value }));
    const used = new Set(parameters.flatMap((parameter) => ('argument' in parameter ? [parameter.argument] : [])));
    if (used.size !== arity) throw new Error(`A prepared query must use each of its ${arity} arguments as a single value: ${compiled.sql}`);
    return { compiled, parameters };
  }

  function compiledFor(db: Queryable, args: Args): CompiledQuery {
    if (args.some(Array.isArray))
      throw new Error('A prepared query takes single values, not lists: their SQL would change with the length.');
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compile(db);
      templates.set(adapter, template);
    }
    const parameters = template.parameters.map((parameter) => ('argument' in parameter ? args[parameter.argument] : parameter.constant));
    return { ...template.compiled, parameters };
  }

  const atOnce = (db: Queryable, ...args: Args): Row[] | undefined =>
    immediateReaders.get(db)?.(compiledFor(db, args), keep) as Row[] | undefined;

  const query = async (db: Queryable, ...args: Args): Promise<Row[]> => {
    const compiled = compiledFor(db, args);
    const rows = immediateReaders.get(db)?.(compiled, keep);
    if (rows) return rows as Row[];
    const ranInTransaction = statementRunners.get(db)?.(compiled);
    if (ranInTransaction) return ranInTransaction.rows as Row[];
    const result = await db.executeQuery<Row>(compiled);
    return result.rows;
  };
  return Object.assign(query, { atOnce });
}
