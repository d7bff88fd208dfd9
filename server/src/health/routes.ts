/** GET /healthz: 200 when the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.String() }), 503: Type.Object({ status: Type.String() }) },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db.kysely);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        return reply.status(503).send({ status: 'database unavailable' });
      }
    },
  );
}
