/** /api/regions/: the five fixed donation regions with their map positions, public. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, RegionRecord } from '@onepair/contract';
import { notFound } from '../lib/errors.js';
import { IdParams, isStorableId } from '../lib/schemas.js';
import { findRegion, listRegions } from './repository.js';

export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['regions'];

  routes.get('/', { schema: { tags, summary: 'List the donation regions', response: { 200: Type.Array(RegionRecord) } } }, async () =>
    listRegions(app.db.kysely),
  );

  routes.get(
    '/:id/',
    { schema: { tags, summary: 'Read a donation region', params: IdParams, response: { 200: RegionRecord, 404: ErrorDetail } } },
    async (request) => {
      const region = isStorableId(request.params.id) ? await findRegion(app.db.kysely, request.params.id) : undefined;
      if (!region) throw notFound();
      return region;
    },
  );
}
