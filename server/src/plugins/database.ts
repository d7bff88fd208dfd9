/** Decorates the instance with the database handle and closes it with the app. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/engine.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

async function database(app: FastifyInstance, options: { db: Db; closeWithApp: boolean }): Promise<void> {
  app.decorate('db', options.db);
  // First of the request's hooks (every other plugin depends on this one), so before any read.
  app.addHook('onRequest', (_request, _reply, done) => {
    options.db.requestArrived();
    done();
  });
  if (options.closeWithApp) app.addHook('onClose', async () => options.db.close());
}

export default fp(database, { name: 'database' });
