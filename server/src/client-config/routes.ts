/** GET /api/config/: the public settings the web app needs at run time (the map's tile URL). */
import type { FastifyInstance } from 'fastify';
import { ClientConfig } from '@onepair/contract';

export default async function clientConfigRoutes(app: FastifyInstance, options: { tileUrl: string }): Promise<void> {
  app.get(
    '/',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: ClientConfig } } },
    async (): Promise<ClientConfig> => ({ tile_url: options.tileUrl }),
  );
}
