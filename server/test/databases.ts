/**
 * Throw-away databases for tests. On SQLite there is nothing to create (callers use an
 * in-memory database or a folder of their own); with DATABASE_URL set each call creates a
 * PostgreSQL database of its own on the server named by DATABASE_URL, dropped by `drop()`.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { openDb, type Db } from '../src/db/engine.js';

export interface ThrowAwayDatabase {
  /** Set on PostgreSQL; absent means SQLite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A new empty PostgreSQL database named `<prefix>_<random>` when DATABASE_URL is set. */
export async function createDatabase(prefix: string): Promise<ThrowAwayDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { databaseUrl: undefined, drop: async () => {} };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      // The pool reports itself ended while its connections are still closing; dropping with
      // force before they are gone makes the server kill them, and pg reports that as an
      // unhandled error. So wait (up to 5 s) for them to close first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]!.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An empty, unmigrated database for the test file (in-memory SQLite, or PostgreSQL with
 * DATABASE_URL set), handed to `prepare` before the first test so a migration test can build
 * the schema an older server left; it is closed and dropped after the last test.
 */
export function useBareDatabase(prefix: string, prepare: (db: Db) => Promise<void>): void {
  let db: Db | undefined;
  let database: ThrowAwayDatabase | undefined;
  beforeAll(async () => {
    database = await createDatabase(prefix);
    db = openDb({ databaseUrl: database.databaseUrl, sqliteFile: ':memory:' });
    await prepare(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });
}

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/**
 * Runs every numbered migration before `number` ("031"), in order and in one transaction as
 * migrate() does (some lock tables, which needs one): a database as a server of that release
 * left it, for a test of the next migration on old data.
 */
export async function runMigrationsBefore(db: Db, number: string): Promise<void> {
  const earlier = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}-.*\.ts$/.test(name) && name < number)
    .sort();
  const migrations: { up: (db: never, engine: Db['engine']) => Promise<void> }[] = [];
  for (const name of earlier) {
    migrations.push((await import(`../src/db/migrations/${name.replace(/\.ts$/, '.js')}`)) as (typeof migrations)[number]);
  }
  await db.kysely.transaction().execute(async (trx) => {
    for (const migration of migrations) await migration.up(trx as never, db.engine);
  });
}
