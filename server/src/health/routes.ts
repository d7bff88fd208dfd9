/**
 * GET /healthz: alive, 200 as long as the process serves (a supervisor restarts it otherwise).
 * GET /readyz: ready for traffic, 200 when the database takes a write and every migration this
 * build knows has run; 503 naming what is not ready, and while the server is stopping, so a load
 * balancer sends traffic elsewhere (docs/operations.md, Health checks).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/engine.js';
import { databaseFault } from '../db/faults.js';
import { pendingMigrations } from '../db/migrate.js';

/** A database that takes longer than this to take the probe's write counts as not answering. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

/**
 * The row the probe writes: a counter of the rate limits' table, which every engine and every
 * instance already has, under a name no limit uses.
 */
const PROBE_BUCKET = 'readyz:write-probe';

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready'), Type.Literal('stopping')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('cannot write')]),
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
  // Anyone may ask: probes at once share the one write under way, so a flood of them cannot
  // queue writes ahead of donations.
  let probeUnderWay: Promise<void> | undefined;
  const sharedProbe = (): Promise<void> => {
    probeUnderWay ??= probeWrite(app.db).finally(() => {
      probeUnderWay = undefined;
    });
    return probeUnderWay;
  };

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database takes a write and is migrated, and the server is not stopping',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (request, reply) => {
      const result: Readiness = { status: 'ready', database: 'ok', migrations: migrationsDone ? 'done' : 'unknown' };
      try {
        await withTimeout(sharedProbe(), DATABASE_CHECK_TIMEOUT_MS);
        // A write of a request that failed a moment ago still counts (db/faults.ts).
        const failed = app.writeFailures.afterSuccessfulWrite();
        if (failed) {
          request.log.error({ code: failed.code }, 'readiness: a write failed recently; reporting the database as unable to write');
          result.database = 'cannot write';
        }
      } catch (error) {
        app.writeFailures.note(error);
        if (databaseFault(error) === 'cannot write') {
          request.log.error({ err: error }, 'readiness: the database cannot write');
          result.database = 'cannot write';
        } else {
          request.log.error({ err: error }, 'readiness: the database does not answer');
          result.database = 'unavailable';
        }
      }
      // A database that reads but cannot write can still say whether it is migrated.
      if (result.database !== 'unavailable' && !migrationsDone) {
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

/**
 * A real write, committed: a database that still answers reads may take no write (a full disk,
 * a read-only file or standby), and a read alone then said ready while every donation failed.
 */
async function probeWrite(db: Db): Promise<void> {
  const now = Date.now();
  await db.kysely
    .insertInto('rate_limits')
    .values({ bucket: PROBE_BUCKET, window_start: now, hits: 1 })
    .onConflict((conflict) => conflict.column('bucket').doUpdateSet({ window_start: now, hits: 1 }))
    .execute();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
