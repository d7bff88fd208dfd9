/**
 * The settings the SQLite connection opens with (src/db/engine.ts). This runs on SQLite
 * whatever DATABASE_URL says: PostgreSQL has none of these settings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, sqliteFileIn, type Db } from '../../src/db/engine.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-engine-'));
const db: Db = openDb({ sqliteFile: sqliteFileIn(folder) });
afterAll(async () => {
  await db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function setting(name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(db.kysely);
  return Object.values(rows[0]!)[0];
}

describe('the SQLite connection', () => {
  it('writes ahead to a log, syncing at checkpoints, and enforces foreign keys', async () => {
    expect(await setting('journal_mode')).toBe('wal');
    expect(await setting('synchronous')).toBe(1); // NORMAL
    expect(await setting('foreign_keys')).toBe(1);
    expect(await setting('busy_timeout')).toBe(5000);
  });

  it("keeps savepoints' sub-journals in memory, not in temporary files", async () => {
    expect(await setting('temp_store')).toBe(2); // MEMORY
  });

  it('creates the database file readable by its owner only', () => {
    expect(fs.statSync(sqliteFileIn(folder)).mode & 0o777).toBe(0o600);
  });
});

describe('a SQLite database file', () => {
  it('is closed by Db.close, its log checkpointed and removed', async () => {
    const file = sqliteFileIn(fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-engine-')));
    const only = openDb({ sqliteFile: file });
    await only.kysely.transaction().execute(async (trx) => {
      await sql`create table notes (text text)`.execute(trx);
      await sql`insert into notes values ('kept')`.execute(trx);
    });
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    await only.close();
    // SQLite removes the log when its last connection closes.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const reopened = openDb({ sqliteFile: file });
    try {
      expect((await sql<{ text: string }>`select text from notes`.execute(reopened.kysely)).rows).toEqual([{ text: 'kept' }]);
    } finally {
      await reopened.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
