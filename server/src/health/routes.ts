/**
 * GET /healthz: alive, 200 as long as the process serves (a supervisor restarts it otherwise).
 * GET /readyz: ready for traffic, 200 when the database answers and every migration this build
 * knows has run; 503 naming what is not ready, and while the server is stopping, so a load
 * balancer sends traffic elsewhere (docs/operations.md, Health checks).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import { pendingMigrations } from '../db/migrate.js';

/** A database that takes longer than this to answer `select 1` counts as not answering. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready'), Type.Literal('stopping')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  migrations: Type.Union([Type.Literal('done'), Type.Literal('pending'), Type.Literal('unknown')]),
});
type Readiness = typeof Readiness.static;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process serves',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Once every migration has been seen applied, it stays so for the life of the process.
  let migrationsDone = false;

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and is migrated, and the server is not stopping',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (request, reply) => {
      const result: Readiness = { status: 'ready', database: 'ok', migrations: migrationsDone ? 'done' : 'unknown' };
      try {
        await withTimeout(sql`select 1`.execute(app.db.kysely), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'readiness: the database does not answer');
        result.database = 'unavailable';
      }
      if (result.database === 'ok' && !migrationsDone) {
        try {
          const pending = await pendingMigrations(app.db);
          migrationsDone = pending.length === 0;
          result.migrations = migrationsDone ? 'done' : 'pending';
        } catch (error) {
          request.log.error({ err: error }, 'readiness: the migrations could not be read');
        }
      }
      if (app.lifecycle.stopping) result.status = 'stopping';
      else if (result.database !== 'ok' || result.migrations !== 'done') result.status = 'not ready';
      return reply.status(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
