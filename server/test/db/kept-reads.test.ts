/**
 * Reads kept until the database changes (src/db/sqlite-dialect.ts, KeptReads): a kept read
 * must never serve rows that a write has changed, whether the write ran on the same connection
 * or was committed by another one before a request arrived, and must never hand out the rows
 * it keeps. Then the same through the server: a token signed out on one server sharing the
 * SQLite file is refused at once by the other. These run on SQLite whatever DATABASE_URL says:
 * the cache is SQLite's alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueuedSqliteDialect } from '../../src/db/sqlite-dialect.js';
import { openDb, type Db } from '../../src/db/engine.js';
import { migrate } from '../../src/db/migrate.js';
import { seedIfEmpty } from '../../src/db/seed.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { signUpAndLogIn } from '../helpers.js';

interface Tables {
  items: { id: number; label: string };
}

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'onepair-kept-reads-'));
});
afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the SQLite driver keeps reads until the database changes', () => {
  let sqlite: SQLite.Database;
  let dialect: QueuedSqliteDialect;
  let db: Kysely<Tables>;
  let other: SQLite.Database;

  beforeEach(async () => {
    const file = path.join(folder, 'test.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    dialect = new QueuedSqliteDialect(sqlite);
    db = new Kysely<Tables>({ dialect });
    await sql`create table items (id integer primary key, label text not null)`.execute(db);
    await db.insertInto('items').values({ id: 1, label: 'one' }).execute();
    other = new SQLite(file);
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
  });

  const query = () => db.selectFrom('items').select(['id', 'label']).where('id', '=', 1).compile();
  const keptRead = () => dialect.readAtOnce<{ id: number; label: string }>(query(), true);

  it('serves kept rows again, as copies that callers may change', () => {
    const first = keptRead()!;
    expect(first).toEqual([{ id: 1, label: 'one' }]);
    first[0]!.label = 'changed by a caller';
    first.reverse();
    // A write by another connection that the kept read has not been told to look for yet: the
    // result is served from the cache, which proves it is kept (and that the copy protected it).
    other.prepare("update items set label = 'other' where id = 1").run();
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
  });

  it('forgets what it kept as soon as a write runs on its own connection', async () => {
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    await db.updateTable('items').set({ label: 'uno' }).where('id', '=', 1).execute();
    expect(keptRead()).toEqual([{ id: 1, label: 'uno' }]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ label: 'eins' }).where('id', '=', 1).execute();
    });
    expect(keptRead()).toEqual([{ id: 1, label: 'eins' }]);
  });

  it("sees another connection's commit in the first read after a request arrives", () => {
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    other.prepare("update items set label = 'other' where id = 1").run();
    dialect.requestArrived();
    expect(keptRead()).toEqual([{ id: 1, label: 'other' }]);
  });

  it("sees another connection's commit in a later turn of the event loop", async () => {
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    other.prepare("update items set label = 'later' where id = 1").run();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(keptRead()).toEqual([{ id: 1, label: 'later' }]);
  });

  it('keeps results apart by their parameters', async () => {
    await db.insertInto('items').values({ id: 2, label: 'two' }).execute();
    const byId = (id: number) => dialect.readAtOnce(db.selectFrom('items').select('label').where('id', '=', id).compile(), true);
    expect(byId(1)).toEqual([{ label: 'one' }]);
    expect(byId(2)).toEqual([{ label: 'two' }]);
    expect(byId(1)).toEqual([{ label: 'one' }]);
  });

  it('neither keeps nor serves rows while a transaction holds the connection, nor keeps what a failed commit rolled back', async () => {
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    await sql`create table refs (id integer primary key, item_id integer references items (id) deferrable initially deferred)`.execute(db);
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    const failing = db.transaction().execute(async (trx) => {
      await trx.updateTable('items').set({ label: 'rolled back' }).where('id', '=', 1).execute();
      // Checked at COMMIT: the whole group's commit fails.
      await sql`insert into refs (id, item_id) values (1, 99)`.execute(trx);
      // While the transaction holds the connection, a kept read must go the usual way.
      expect(keptRead()).toBeUndefined();
    });
    await expect(failing).rejects.toThrow(/FOREIGN KEY/);
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
  });

  it('keeps at most 2,000 results: past that it starts again', () => {
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    // Unseen by a kept result until the cache lets it go (no request arrives meanwhile).
    other.prepare("update items set label = 'unseen' where id = 1").run();
    const byId = (id: number) => dialect.readAtOnce(db.selectFrom('items').select('id').where('id', '=', id).compile(), true);
    for (let id = 2; id <= 1999; id += 1) byId(id);
    expect(keptRead()).toEqual([{ id: 1, label: 'one' }]);
    for (let id = 2000; id <= 2100; id += 1) byId(id);
    expect(keptRead()).toEqual([{ id: 1, label: 'unseen' }]);
  });

  it('keeps nothing for parameters JSON cannot tell apart', () => {
    const byNumber = (value: number) => dialect.readAtOnce(db.selectFrom('items').select('label').where('id', '=', value).compile(), true);
    expect(byNumber(Number.NaN)).toEqual([]);
    other.prepare('insert into items (id, label) values (3, ?)').run('three');
    // NaN is not kept, so a kept result for null (JSON's spelling of NaN) could not be served for it either.
    expect(byNumber(3)).toEqual([{ label: 'three' }]);
    expect(byNumber(Number.POSITIVE_INFINITY)).toEqual([]);
  });

  describe('texts made from reads', () => {
    /** Makes the text from the kept read (or the usual way), counting how often it runs. */
    let made = 0;
    beforeEach(() => {
      made = 0;
    });
    const label = async () => {
      made += 1;
      const [row] = await db.selectFrom('items').select('label').where('id', '=', 1).execute();
      return `label: ${row!.label}`;
    };

    it('keeps a text until a write on its own connection, then makes it again', async () => {
      expect(await dialect.keepText('item 1', label)).toBe('label: one');
      expect(await dialect.keepText('item 1', label)).toBe('label: one');
      expect(made).toBe(1);
      await db.updateTable('items').set({ label: 'uno' }).where('id', '=', 1).execute();
      expect(await dialect.keepText('item 1', label)).toBe('label: uno');
      expect(made).toBe(2);
    });

    it("makes it again after another connection's commit, once a request arrives", async () => {
      expect(await dialect.keepText('item 1', label)).toBe('label: one');
      other.prepare("update items set label = 'other' where id = 1").run();
      dialect.requestArrived();
      expect(await dialect.keepText('item 1', label)).toBe('label: other');
      expect(made).toBe(2);
    });

    it('keeps texts apart by key', async () => {
      expect(await dialect.keepText('a', async () => 'text a')).toBe('text a');
      expect(await dialect.keepText('b', async () => 'text b')).toBe('text b');
      expect(await dialect.keepText('a', async () => 'made again')).toBe('text a');
    });

    it('keeps no text the database changed under while it was made, and nothing from a failed make', async () => {
      const changedMeanwhile = await dialect.keepText('item 1', async () => {
        const text = await label();
        await db.updateTable('items').set({ label: 'changed' }).where('id', '=', 1).execute();
        return text;
      });
      expect(changedMeanwhile).toBe('label: one');
      expect(await dialect.keepText('item 1', label)).toBe('label: changed');
      expect(made).toBe(2);

      await expect(dialect.keepText('failing', () => Promise.reject(new Error('no text')))).rejects.toThrow('no text');
      expect(await dialect.keepText('failing', async () => 'made')).toBe('made');
    });
  });

  it('reads without keeping when not asked to keep', () => {
    const plainRead = () => dialect.readAtOnce(query());
    expect(plainRead()).toEqual([{ id: 1, label: 'one' }]);
    other.prepare("update items set label = 'other' where id = 1").run();
    expect(plainRead()).toEqual([{ id: 1, label: 'other' }]);
  });
});

describe('two servers on one SQLite file', () => {
  const servers: { db: Db; close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function startServer(file: string) {
    const db = openDb({ sqliteFile: file });
    await migrate(db);
    await seedIfEmpty(db, { adminUsername: 'admin', adminPassword: 'an admin password 42', sampleDonations: false });
    const app = await buildApp({ config: { ...loadConfig({ WEB_DIST: '' }), loginRateLimit: 1_000_000 }, db, logger: false });
    servers.push({ db, close: async () => (await app.close(), await db.close()) });
    return app;
  }

  it('refuse a token signed out on the other at once, and show a change made on the other at once', async () => {
    const file = path.join(folder, 'onepair.sqlite');
    const first = await startServer(file);
    const second = await startServer(file);
    const user = await signUpAndLogIn(first, 'twoservers');
    const me = () => second.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });

    expect((await me()).statusCode).toBe(200);
    expect((await me()).json().account.city).toBe('');
    const changed = await first.inject({
      method: 'PATCH',
      url: `/api/accounts/${user.accountId}/`,
      headers: user.auth,
      payload: { city: 'Portland' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me()).json().account.city).toBe('Portland');

    const signedOut = await first.inject({ method: 'POST', url: '/auth/token/logout/', headers: user.auth });
    expect(signedOut.statusCode).toBe(204);
    expect((await me()).statusCode).toBe(403);
  });
});
