/** /api/stats/: public donation statistics, aggregated by the database. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DonationStats } from '@onepair/contract';
import { regionStats } from './service.js';

export default async function statsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/regions/',
    {
      schema: {
        tags: ['stats'],
        summary: 'Per region: donation count, total and top 3 donors by public name; plus the grand total',
        response: { 200: DonationStats },
      },
    },
    async () => regionStats(app.db),
  );
}
