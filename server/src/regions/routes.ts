/** /api/regions/: the five fixed donation regions with their map positions, public. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BadRequest, ErrorDetail, RegionRecord } from '@onepair/contract';
import { IdParams } from '../lib/schemas.js';
import * as service from './service.js';

export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['regions'];

  routes.get('/', { schema: { tags, summary: 'List the donation regions', response: { 200: Type.Array(RegionRecord) } } }, async () =>
    service.readRegions(app.db),
  );

  routes.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: 'Read a donation region',
        params: IdParams,
        response: { 200: RegionRecord, 400: BadRequest, 404: ErrorDetail },
      },
    },
    async (request) => service.readRegion(app.db, request.params.id),
  );
}
