/** GET /api/config/: the public settings the web app needs at run time (the map's tile URL). */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';

export default async function clientConfigRoutes(app: FastifyInstance, options: { tileUrl: string }): Promise<void> {
  app.get(
    '/',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings for the web app',
        response: { 200: Type.Object({ tile_url: Type.String() }) },
      },
    },
    async () => ({ tile_url: options.tileUrl }),
  );
}
