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
