/**
 * Rows as the SQLite driver gives them (src/db/sqlite-dialect.ts), whose statements are prepared
 * once per SQL text and reused: their columns must follow the
 * table as it changes. These run on SQLite whatever DATABASE_URL says: the driver is SQLite's alone.
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
    // Read twice: the second read goes through the cached statement.
    expect(await db.selectFrom('items').select(['label', 'id']).orderBy('id').execute()).toEqual(rows);
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
