/**
 * A database that answers reads but takes no write: requests that write get a 503 the client
 * may try again after, and `/readyz` says so with a write of its own, and keeps saying so for a
 * while after a request's write failed, even when its own small write still fits; otherwise a
 * load balancer's probes flapped between ready and not ready while every donation failed.
 *
 * SQLite: `PRAGMA max_page_count` at the database's present size makes every write that needs
 * a new page fail with SQLITE_FULL, the code SQLite gives when the disk is full, while a row
 * changed in place still fits (as on a full disk, where SQLite can still reuse WAL space).
 * `PRAGMA query_only` makes every write fail as a read-only database file does.
 * PostgreSQL: a database whose new sessions are read-only, as a standby is after a failover to
 * the wrong node, answers every write with SQLSTATE 25006.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE, WRITE_FAILURE_HOLD_MS } from '../../src/db/faults.js';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

let signUps = 0;
function signUp(t: TestApp) {
  signUps += 1;
  const username = `full_disk_${signUps}`;
  return t.app.inject({
    method: 'POST',
    url: '/auth/users/',
    payload: { username, email: `${username}@example.org`, password: 'correct horse battery' },
  });
}

const readyz = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json<Record<string, string>>() };
};

const READY = { status: 200, body: { status: 'ready', database: 'ok', migrations: 'done' } };
const CANNOT_WRITE = { status: 503, body: { status: 'not ready', database: 'cannot write', migrations: 'done' } };

/**
 * A signed-in user whose token was last used two hours ago, so that its next request writes the
 * token's last use before it reads.
 */
async function userDueATouch(t: TestApp): Promise<SignedInUser> {
  const user = await signUpAndLogIn(t.app);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
  await t.db.kysely
    .updateTable('auth_tokens')
    .set({ last_used_at: twoHoursAgo, created_at: twoHoursAgo })
    .where('user_id', '=', user.id)
    .execute();
  return user;
}

/** Moves the clock past the time a failed write is still reported. */
function afterTheHold(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + WRITE_FAILURE_HOLD_MS + 1_000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe.runIf(!onPostgres)('SQLite with no room left', () => {
  it('a write that does not fit is a 503, and /readyz reports it until a write succeeds after the hold', async () => {
    const t = await createTestApp();
    try {
      expect(await readyz(t)).toEqual(READY);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.db.kysely);
      await sql`pragma max_page_count = ${sql.raw(String(rows[0]!.page_count))}`.execute(t.db.kysely);

      // Sign-ups fill the pages the database has; the first that needs another one fails.
      let failed;
      for (let i = 0; i < 200 && !failed; i++) {
        const response = await signUp(t);
        if (response.statusCode !== 201) failed = response;
      }
      expect(failed?.statusCode).toBe(503);
      expect(failed?.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      expect(failed?.headers['retry-after']).toBe('5');

      // Reads still work, and /readyz does not flap although its own write fits in place.
      expect((await t.app.inject({ method: 'GET', url: '/api/glasses/' })).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect(await readyz(t)).toEqual(CANNOT_WRITE);

      // Room again (the disk freed): ready once the hold has passed, and writes succeed.
      await sql`pragma max_page_count = 1073741823`.execute(t.db.kysely);
      expect(await readyz(t)).toEqual(CANNOT_WRITE);
      afterTheHold();
      expect(await readyz(t)).toEqual(READY);
      expect((await signUp(t)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('/readyz writes: a database that reads but takes no write is not ready, before any request failed', async () => {
    const t = await createTestApp();
    try {
      const user = await userDueATouch(t);
      await sql`pragma query_only = 1`.execute(t.db.kysely);
      expect(await readyz(t)).toEqual(CANNOT_WRITE);
      const failed = await signUp(t);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      // Reading one's own account still works, though the token's last use cannot be written.
      expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth })).statusCode).toBe(200);

      await sql`pragma query_only = 0`.execute(t.db.kysely);
      afterTheHold();
      expect(await readyz(t)).toEqual(READY);
      expect((await signUp(t)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL that takes no write (read-only sessions, as on a standby)', () => {
  /** Sets the database's sessions read-only or not, and ends its sessions so new ones take it. */
  async function setReadOnly(name: string, readOnly: boolean): Promise<void> {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        `alter database "${name}" ${readOnly ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
      );
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    } finally {
      await admin.end();
    }
  }

  /** /readyz once the pool has noticed its ended connections (a request may meet one first). */
  async function settledReadyz(t: TestApp) {
    for (let i = 0; ; i++) {
      const result = await readyz(t);
      if (result.body.database !== 'unavailable' || i === 40) return result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('writes are 503 and /readyz says the database cannot write, until it can again', async () => {
    const t = await createTestApp();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db.kysely);
    const name = rows[0]!.name;
    try {
      expect(await readyz(t)).toEqual(READY);
      const user = await userDueATouch(t);
      await setReadOnly(name, true);
      expect(await settledReadyz(t)).toEqual(CANNOT_WRITE);
      const failed = await signUp(t);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      expect((await t.app.inject({ method: 'GET', url: '/api/glasses/' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth })).statusCode).toBe(200);

      await setReadOnly(name, false);
      afterTheHold();
      expect(await settledReadyz(t)).toEqual(READY);
      expect((await signUp(t)).statusCode).toBe(201);
    } finally {
      await setReadOnly(name, false).catch(() => undefined);
      await t.close();
    }
  });
});
