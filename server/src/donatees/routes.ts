/**
 * /api/donatees/: the application for a free pair (JSON, or multipart/form-data with a
 * `prescription` file) and the claim (`has_claimed: true`, with `claimed_glasses`).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Donatee, DonateeWrite } from '@onepair/contract';
import { callerOf, requireStaff, requireUser } from '../auth/authenticate.js';
import { refuseProfileRecordDelete } from '../lib/profile-record-routes.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

const Body = Type.Composite([
  DonateeWrite,
  Type.Object({
    prescription: Type.Optional(
      Type.Unsafe<unknown>({ description: 'A JPEG, PNG, WebP or PDF file of at most 5 MB (multipart/form-data), or null to remove it' }),
    ),
  }),
]);

export default async function donateeRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['donatees'];
  const security = tokenAuth;
  const consumes = ['application/json', 'multipart/form-data'];

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List donatee records (staff: all; others: their own)',
        response: { 200: Type.Array(Donatee), ...errorReplies },
      },
    },
    async (request) => service.listDonatees(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        security,
        summary: 'Create a donatee record (staff; every account already has one)',
        body: Body,
        response: { 201: Donatee, ...errorReplies },
      },
    },
    async (request) => service.createDonatee(app.db, request.body),
  );

  routes.get(
    '/:id/',
    {
      onRequest: requireUser,
      schema: { tags, security, summary: 'Read a donatee record', params: IdParams, response: { 200: Donatee, ...errorReplies } },
    },
    async (request) => service.readDonatee(app.db, callerOf(request), request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    routes[method](
      '/:id/',
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          consumes,
          summary:
            method === 'put'
              ? 'Replace a donatee record'
              : 'Apply, upload a prescription, or claim (has_claimed: true with claimed_glasses)',
          params: IdParams,
          body: Body,
          response: { 200: Donatee, ...errorReplies },
        },
      },
      async (request) => service.changeDonatee(app.db, callerOf(request), request.params.id, request.body),
    );
  }

  refuseProfileRecordDelete(app, tags);
}
