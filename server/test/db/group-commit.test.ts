/**
 * The SQLite driver's group commit (src/db/sqlite-dialect.ts): transactions that end while
 * others wait share one COMMIT, yet each caller is answered only once its own work is
 * committed, and one caller's failure rolls back only its own work. These run on SQLite
 * whatever DATABASE_URL says: the driver is SQLite's alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueuedSqliteDialect } from '../../src/db/sqlite-dialect.js';

interface Tables {
  parents: { id: number };
  items: { id: Generated<number>; parent_id: number | null; label: string };
}

let folder: string;
let sqlite: SQLite.Database;
let db: Kysely<Tables>;
let dialect: QueuedSqliteDialect;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-group-commit-'));
  sqlite = new SQLite(path.join(folder, 'test.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  dialect = new QueuedSqliteDialect(sqlite);
  db = new Kysely<Tables>({ dialect });
  await sql`create table parents (id integer primary key)`.execute(db);
  // The reference is checked at COMMIT, not at the insert: a way to make one COMMIT fail.
  await sql`create table items (id integer primary key, parent_id integer references parents (id) deferrable initially deferred, label text not null unique)`.execute(
    db,
  );
  await db.insertInto('parents').values({ id: 1 }).execute();
});

afterEach(async () => {
  await db.destroy();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** What another connection to the file sees: only committed rows. */
function committedLabels(): string[] {
  const reader = new SQLite(path.join(folder, 'test.sqlite'), { readonly: true });
  try {
    return (reader.prepare('select label from items order by id').all() as { label: string }[]).map((row) => row.label);
  } finally {
    reader.close();
  }
}

function insertItem(label: string, parentId: number | null = 1) {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('items').values({ parent_id: parentId, label }).execute();
    // A turn of the event loop inside the transaction, as a service awaiting several queries has.
    await new Promise((resolve) => setImmediate(resolve));
    return label;
  });
}

describe('group commit on SQLite', () => {
  it('stores every one of many concurrent transactions, each committed when its caller hears of it', async () => {
    const labels = Array.from({ length: 40 }, (_, index) => `item ${index}`);
    const seenCommitted = await Promise.all(
      labels.map(async (label) => {
        await insertItem(label);
        // Read from another connection the moment this caller is answered.
        return committedLabels().includes(label);
      }),
    );
    expect(seenCommitted.every(Boolean)).toBe(true);
    expect(committedLabels()).toHaveLength(40);
    expect(sqlite.inTransaction).toBe(false);
  });

  it('rolls back only the transaction that fails, keeping the others of its group', async () => {
    const results = await Promise.allSettled([
      insertItem('first'),
      insertItem('second'),
      // The same label again: a unique violation in the middle of the group.
      insertItem('first'),
      insertItem('third'),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ parent_id: 1, label: 'thrown away' }).execute();
        throw new Error('changed my mind');
      }),
      insertItem('fourth'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[4] as PromiseRejectedResult).reason.message).toBe('changed my mind');
    expect(committedLabels()).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('fails every caller whose work shared a COMMIT that failed, and answers none of them early', async () => {
    const results = await Promise.allSettled([
      insertItem('before'),
      insertItem('with a missing parent', 99),
      insertItem('after'),
      // A query outside any transaction that ran inside the group and read its work.
      db.selectFrom('items').select('label').execute(),
    ]);
    // The missing parent is found at COMMIT, which the four share: all fail, nothing is stored.
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    for (const result of results) expect((result as PromiseRejectedResult).reason.message).toMatch(/FOREIGN KEY/);
    expect(committedLabels()).toEqual([]);
    expect(sqlite.inTransaction).toBe(false);

    // The connection works on afterwards.
    await insertItem('later');
    expect(committedLabels()).toEqual(['later']);
  });

  it('holds the write lock for the whole group, so another process cannot write between its callers', async () => {
    const other = new SQLite(path.join(folder, 'test.sqlite'));
    other.pragma('busy_timeout = 0');
    const insertOther = () => other.prepare("insert into items (parent_id, label) values (1, 'from another process')").run();
    let refused: unknown;
    await Promise.all([
      db.transaction().execute(async (trx) => {
        await trx.selectFrom('items').selectAll().execute();
        try {
          insertOther();
        } catch (error) {
          refused = error;
        }
      }),
      insertItem('second'),
    ]);
    expect((refused as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
    // Once the group has committed, the other process writes as usual.
    insertOther();
    other.close();
    expect(committedLabels()).toEqual(['second', 'from another process']);
  });

  it('commits waiting work when closed, and refuses whoever still waits for the connection', async () => {
    let release!: () => void;
    const held = db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ parent_id: 1, label: 'before closing' }).execute();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    const closing = db.destroy();
    // Kysely reaches the driver's destroy a few turns later; it then waits its turn.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    const late = db.selectFrom('items').selectAll().execute();
    release();
    await held;
    await closing;
    await expect(late).rejects.toThrow();
    expect(committedLabels()).toEqual(['before closing']);
  });

  it("commits a lone caller's work before answering it", async () => {
    await insertItem('alone');
    expect(sqlite.inTransaction).toBe(false);
    expect(committedLabels()).toEqual(['alone']);
  });
});
