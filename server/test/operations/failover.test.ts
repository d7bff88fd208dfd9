/**
 * The built server, as production runs it, on PostgreSQL whose connections are all ended (what
 * a restart or a failover does, here with pg_terminate_backend): the process keeps running, logs
 * the lost connections, answers the next requests and still stops cleanly. An `error` event of
 * pg nobody handled used to end the process, and every instance behind a load balancer with it.
 * PostgreSQL only: SQLite has no connections to lose.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../robustness/http.js';
import { buildServer, freshDatabase, ServerProcess, type FreshDatabase } from './processes.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onPostgres)('a PostgreSQL failover under a running server', () => {
  let build: ReturnType<typeof buildServer>;
  let data: FreshDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    build = buildServer();
    data = await freshDatabase();
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) await server.stop('SIGKILL');
    build?.remove();
    await data?.drop();
  });

  it('keeps the process running and serving', async () => {
    server = new ServerProcess(build.mainFile, data, { LOGIN_RATE_LIMIT: '1000' });
    const base = await server.listening();
    const donor = await signUp(base, 'failover_donor');
    const me = () => fetch(`${base}/auth/users/me/`, { headers: donor.auth });
    // Several idle connections in the pool, as a server under load has.
    await Promise.all(Array.from({ length: 12 }, () => me()));

    const databaseName = new URL(data.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round++) {
        const { rows } = await admin.query<{ ended: boolean }>(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [databaseName],
        );
        expect(rows.some((row) => row.ended)).toBe(true);
        await pause(300);
        expect(server.child.exitCode, server.stderr).toBeNull();
        expect(server.child.signalCode).toBeNull();
        expect((await me()).status).toBe(200);
      }
    } finally {
      await admin.end();
    }

    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.status).toBe(200);
    expect(server.stderr).toBe('');
    const lost = server.logs().filter((line) => line.msg.startsWith('database: a connection was ended'));
    expect(lost.length).toBeGreaterThan(0);
    expect(lost[0]).toMatchObject({ level: 40, code: '57P01' });
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  }, 60_000);
});
