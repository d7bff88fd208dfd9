/**
 * Rows as the SQLite driver builds them (src/db/sqlite-dialect.ts): read as arrays and made
 * into objects by code built from the statement's column names, they must be what
 * better-sqlite3 itself would give, whatever the names and however the table changes. These
 * run on SQLite whatever DATABASE_URL says: the driver is SQLite's alone.
 */
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueuedSqliteDialect } from '../../src/db/sqlite-dialect.js';

let sqlite: SQLite.Database;
let db: Kysely<{ items: { id: number; label: string } }>;

beforeEach(async () => {
  sqlite = new SQLite(':memory:');
  db = new Kysely({ dialect: new QueuedSqliteDialect(sqlite) });
  await sql`create table items (id integer primary key, label text not null)`.execute(db);
  await db
    .insertInto('items')
    .values([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ])
    .execute();
});

afterEach(async () => {
  await db.destroy();
});

/** What better-sqlite3 gives for the same SQL, on its own. */
function directly(text: string): unknown[] {
  return sqlite.prepare(text).all();
}

async function throughDriver(text: string): Promise<unknown[]> {
  return (await sql.raw(text).execute(db)).rows;
}

describe('rows from the SQLite driver', () => {
  it('have the named columns, in order, with their values', async () => {
    const rows = await db.selectFrom('items').select(['label', 'id']).orderBy('id').execute();
    expect(rows).toEqual([
      { label: 'one', id: 1 },
      { label: 'two', id: 2 },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['label', 'id']);
    // Read twice: the second read goes through the cached statement and its row builder.
    expect(await db.selectFrom('items').select(['label', 'id']).orderBy('id').execute()).toEqual(rows);
  });

  it('are what better-sqlite3 gives for names that are not plain words', async () => {
    const text = `select id as "a ""quoted"" name", label as 'back\\slash', id * 2, count(*) over () as "n", label as "\u00e9t\u00e9 ${'`'}x${'`'}" from items order by id`;
    expect(await throughDriver(text)).toEqual(directly(text));
  });

  it('keep the last value of a name given twice, as better-sqlite3 does', async () => {
    const text = 'select id as value, label as value from items order by id';
    expect(await throughDriver(text)).toEqual([{ value: 'one' }, { value: 'two' }]);
    expect(await throughDriver(text)).toEqual(directly(text));
  });

  it('treat a column named __proto__ as better-sqlite3 does', async () => {
    for (const text of [
      'select label as "__proto__", id from items where id = 1',
      'select x\'0102\' as "__proto__", id from items where id = 1',
    ]) {
      const row = (await throughDriver(text))[0] as object;
      const expected = directly(text)[0] as object;
      // A Buffer for a prototype, in both, for the blob: compared by what can be compared.
      expect(Object.keys(row)).toEqual(Object.keys(expected));
      expect((row as { id: number }).id).toBe(1);
      expect(Buffer.isBuffer(Object.getPrototypeOf(row))).toBe(Buffer.isBuffer(Object.getPrototypeOf(expected)));
    }
  });

  it('follow a table that gains a column after a statement reading all its columns was cached', async () => {
    expect(await throughDriver('select * from items where id = 1')).toEqual([{ id: 1, label: 'one' }]);
    await sql`alter table items add column note text not null default 'added'`.execute(db);
    expect(await throughDriver('select * from items where id = 1')).toEqual([{ id: 1, label: 'one', note: 'added' }]);
  });

  it('come back from an insert that returns them', async () => {
    const row = await db.insertInto('items').values({ id: 3, label: 'three' }).returning(['id', 'label']).executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 3, label: 'three' });
  });

  it('are empty for a read that finds nothing, and a write still reports what it changed', async () => {
    expect(await db.selectFrom('items').select('id').where('id', '=', 99).execute()).toEqual([]);
    const result = await db.updateTable('items').set({ label: 'uno' }).where('id', '=', 1).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });
});
