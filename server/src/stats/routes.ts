/** /api/stats/: public donation statistics, aggregated by the database. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DonationStats, Goal, Nullable, Transparency } from '@onepair/contract';
import type { ImpactConfig } from '../config.js';
import { regionStats } from './service.js';
import { goalProgress, transparency, transparencyCsv } from './transparency-service.js';

export default async function statsRoutes(app: FastifyInstance, options: { impact: ImpactConfig }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['stats'];

  routes.get(
    '/regions/',
    {
      schema: {
        tags,
        summary: 'Per region: donation count, total, pairs delivered and top 3 donors by public name; plus the grand total',
        response: { 200: DonationStats },
      },
    },
    async () => regionStats(app.db),
  );

  routes.get(
    '/transparency/',
    {
      schema: {
        tags,
        summary: 'Money confirmed and pairs shipped and delivered, by month and region (aggregates only)',
        description: 'A month and region whose pairs went to fewer than 3 recipients shows "fewer than 3" instead of the count.',
        response: { 200: Transparency },
      },
    },
    async () => transparency(app.db, options.impact),
  );

  routes.get(
    '/transparency.csv',
    {
      schema: {
        tags,
        summary: 'The transparency figures as CSV: one line per month and region, the same figures as the JSON',
        response: { 200: Type.Unsafe<string>({ type: 'string', format: 'binary', description: 'text/csv, with a header row' }) },
      },
    },
    async (_request, reply) => {
      const csv = transparencyCsv(await transparency(app.db, options.impact));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="onepair-transparency.csv"')
        .send(csv);
    },
  );

  routes.get(
    '/goal/',
    {
      schema: {
        tags,
        summary: 'The fundraising goal with the confirmed money of its current period, or null when none is set',
        response: { 200: Type.Object({ goal: Nullable(Goal) }) },
      },
    },
    async () => ({ goal: await goalProgress(app.db, options.impact) }),
  );
}
