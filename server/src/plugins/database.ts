/**
 * Decorates the instance with the database handle and the writes it could not make, logs the
 * connections the database ends, and closes the database with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/engine.js';
import { faultCode, WriteFailures } from '../db/faults.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Filled by the error handler, read by `/readyz` (db/faults.ts). */
    writeFailures: WriteFailures;
  }
}

async function database(app: FastifyInstance, options: { db: Db; closeWithApp: boolean }): Promise<void> {
  app.decorate('db', options.db);
  app.decorate('writeFailures', new WriteFailures());
  options.db.onConnectionLost?.((error) =>
    app.log.warn({ code: faultCode(error), reason: error.message }, 'database: a connection was ended; the next query opens a new one'),
  );
  if (options.closeWithApp) app.addHook('onClose', async () => options.db.close());
}

export default fp(database, { name: 'database' });
