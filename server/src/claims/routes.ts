/**
 * /api/claims/: what the recipient does with their own claim, and the claim's support
 * conversation, which its recipient and staff share.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Claim, SupportMessage, SupportMessageBody } from '@onepair/contract';
import { callerOf, requireUser } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import { listSupportMessages, postSupportMessage, type SupportSettings } from '../support/service.js';
import { confirmDelivery } from './service.js';

export default async function claimRoutes(app: FastifyInstance, options: SupportSettings): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const settings: SupportSettings = { supportEmail: options.supportEmail };
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

  routes.get(
    '/:id/messages/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['claims'],
        security: tokenAuth,
        summary: "The claim's support conversation, oldest first (the recipient who claimed it, or staff)",
        params: IdParams,
        response: { 200: Type.Array(SupportMessage), ...errorReplies },
      },
    },
    async (request) => listSupportMessages(app.db, callerOf(request), request.params.id),
  );

  routes.post(
    '/:id/messages/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['claims'],
        security: tokenAuth,
        summary: 'Write to the support conversation of a claim; the other side is told by mail (the recipient who claimed it, or staff)',
        params: IdParams,
        body: SupportMessageBody,
        response: { 201: SupportMessage, ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await postSupportMessage(app.db, settings, callerOf(request), request.params.id, request.body.body)),
  );
}
