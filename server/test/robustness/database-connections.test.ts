/**
 * A database server that ends the server's connections (a restart, a failover, an
 * administrator's pg_terminate_backend) costs the requests in flight a 503, never the process;
 * the next requests open new connections and succeed. A database server that does not answer
 * at all makes every request that needs it a 503 and `/readyz` not ready, while `/healthz`
 * stays 200. (Vitest fails a run on an error nobody handled, which is how an ended connection
 * used to stop the process; test/operations/failover.test.ts shows the built server surviving.)
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDb } from '../../src/db/engine.js';
import { DATABASE_UNAVAILABLE } from '../../src/db/faults.js';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database server that does not answer', () => {
  it('makes requests 503 with a retry hint and /readyz not ready; /healthz stays 200', async () => {
    // Nothing listens on port 1: every connection is refused (ECONNREFUSED).
    const db = openDb({ databaseUrl: 'postgres://onepair@127.0.0.1:1/onepair' });
    const app = await buildApp({ config: loadConfig({ WEB_DIST: '' }), db, logger: false });
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/glasses/' },
        { method: 'GET' as const, url: '/auth/users/me/', headers: { authorization: `Token ${'ab'.repeat(20)}` } },
        { method: 'POST' as const, url: '/auth/token/login/', payload: { username: 'someone', password: 'a password' } },
      ]) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
        expect(response.headers['retry-after']).toBe('5');
      }
      const readyz = await app.inject({ method: 'GET', url: '/readyz' });
      expect(readyz.statusCode).toBe(503);
      expect(readyz.json()).toMatchObject({ status: 'not ready', database: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL ending the server’s connections', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let user: SignedInUser;
  let databaseName: string;
  let admin: pg.Client;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpAndLogIn(t.app);
    // The same database, served by an app whose log lines the test reads.
    app = await buildApp({
      config: { ...loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info' }), loginRateLimit: 1_000_000 },
      db: t.db,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db.kysely);
    databaseName = rows[0]!.name;
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await t?.close();
  });

  /** Ends every connection of the app's database, as a restart or a failover does; how many. */
  async function terminateBackends(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.filter((row) => row.ended).length;
  }

  const me = () => app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
  const readyz = () => app.inject({ method: 'GET', url: '/readyz' });

  it('idle connections ended: the process goes on, and the next requests succeed', async () => {
    // Fill the pool with idle connections, then end them all.
    const warm = await Promise.all(Array.from({ length: 12 }, () => me()));
    expect(warm.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    expect(await terminateBackends()).toBeGreaterThan(1);
    await pause(300);

    expect((await me()).statusCode).toBe(200);
    expect((await readyz()).json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done' });
    expect(
      lines.some((line) => line.level === 40 && line.code === '57P01' && String(line.msg).startsWith('database: a connection was ended')),
    ).toBe(true);
  });

  it('a request whose query the database ends gets a 503 naming the database, not a 500', async () => {
    // The request's query waits on a lock the test holds, so it is surely under way when its
    // connection is ended.
    const locker = new pg.Client({ connectionString: new URL(`/${databaseName}`, process.env.DATABASE_URL).toString() });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table auth_tokens in access exclusive mode');
      const inFlight = me();
      let waiting: number[] = [];
      for (let i = 0; i < 100 && waiting.length === 0; i++) {
        await pause(20);
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
          [databaseName, (locker as unknown as { processID: number }).processID],
        );
        waiting = rows.map((row) => row.pid);
      }
      expect(waiting.length).toBeGreaterThan(0);
      for (const pid of waiting) await admin.query('select pg_terminate_backend($1)', [pid]);
      const response = await inFlight;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      expect(response.headers['retry-after']).toBe('5');
      expect(lines.some((line) => line.level === 50 && line.fault === 'unavailable' && line.code === '57P01')).toBe(true);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    // The ended connection leaves the pool once the driver has seen it close, which may come a
    // moment after the failed query: from then on requests are served again.
    await expect.poll(async () => (await me()).statusCode, { timeout: 5_000, interval: 100 }).toBe(200);
  });

  it('during a burst of requests, every answer is a success or a 503, and the server recovers', async () => {
    const statuses: number[] = [];
    let running = true;
    const clients = Array.from({ length: 6 }, async (_, index) => {
      while (running) {
        const response = index % 3 === 0 ? await readyz() : await me();
        statuses.push(response.statusCode);
        if (response.statusCode === 503 && response.json<{ detail?: string }>().detail !== undefined) {
          expect(response.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
        }
      }
    });
    let ended = 0;
    for (let round = 0; round < 5; round++) {
      await pause(100);
      ended += await terminateBackends();
    }
    running = false;
    await Promise.all(clients);

    expect(ended).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    await pause(300);
    expect((await me()).statusCode).toBe(200);
    expect((await readyz()).statusCode).toBe(200);
  });
});
