/** /api/claims/: what the recipient does with their own claim. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Claim } from '@onepair/contract';
import { callerOf, requireUser } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import { confirmDelivery } from './service.js';

export default async function claimRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/:id/confirm-delivery/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['claims'],
        security: tokenAuth,
        summary: 'Confirm that the shipped pair arrived (the recipient who claimed it)',
        params: IdParams,
        response: { 200: Claim, ...errorReplies },
      },
    },
    async (request) => confirmDelivery(app.db, callerOf(request), request.params.id),
  );
}
