import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

describe('GET /readyz and GET /healthz', () => {
  it('readyz is 503 naming the migrations while one has not run, then 200 once it has', async () => {
    const removed = await sql<{
      name: string;
      applied_at: string;
    }>`delete from schema_migrations where name = '001-initial' returning *`.execute(t.db.kysely);
    expect(removed.rows.length).toBe(1);
    const pending = await readyz();
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'not ready', database: 'ok', migrations: 'pending' });

    const { name, applied_at } = removed.rows[0]!;
    await sql`insert into schema_migrations (name, applied_at) values (${name}, ${applied_at})`.execute(t.db.kysely);
    const ready = await readyz();
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done' });
  });

  it('readyz is 503 "stopping" from the moment the server starts to close', async () => {
    expect(t.app.lifecycle.stopping).toBe(false);
    t.app.lifecycle.stopping = true;
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'stopping', database: 'ok', migrations: 'done' });
      expect(response.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.stopping = false;
    }
  });

  it('closing the app marks it as stopping', async () => {
    const other = await createTestApp();
    try {
      expect(other.app.lifecycle.stopping).toBe(false);
      await other.app.close();
      expect(other.app.lifecycle.stopping).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('when the database does not answer, readyz is 503 naming it and healthz still 200', async () => {
    const other = await createTestApp();
    try {
      // The database goes away under a running app.
      await other.db.close();
      const response = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not ready', database: 'unavailable' });
      const alive = await other.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
    } finally {
      await other.close();
    }
  });
});

describe('SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('defaults to 10 and takes whole seconds from 1 to 3600', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdownTimeoutSeconds).toBe(30);
    for (const bad of ['0', '2.5', 'soon', '3601']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad })).toThrow(
        /^SHUTDOWN_TIMEOUT_SECONDS must be a whole number from 1 to 3600/,
      );
    }
  });
});
