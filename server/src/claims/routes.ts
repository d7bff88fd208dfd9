/**
 * /api/claims/: the recipient claims a pair and confirms its delivery, and the claim's support
 * conversation, which its recipient and staff share.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Claim,
  ClaimBody,
  ErrorDetail,
  SUPPORT_MESSAGE_PAGE_SIZE,
  SupportMessage,
  SupportMessageBody,
  SupportMessageListQuery,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import { takeRateLimit } from '../lib/rate-limit.js';
import { listSupportMessages, postSupportMessage, SUPPORT_MESSAGES_PER_MINUTE, type SupportSettings } from '../support/service.js';
import { claimGlasses, confirmDelivery } from './service.js';

export default async function claimRoutes(app: FastifyInstance, options: SupportSettings): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const settings: SupportSettings = { supportEmail: options.supportEmail };
  const signedIn = signedInRoutes(['claims']);
  routes.post(
    '/',
    signedIn({
      summary: 'Claim one pair for yourself (a recipient whose application is approved); takes one unit of its stock',
      description:
        'Refusals are 400s: `non_field_errors` for the claim as a whole (no approved application, a claim already active, an incomplete shipping address, which also names each missing account field), `glasses_id` for the item (unknown, retired, out of stock).',
      body: ClaimBody,
      response: { 201: Claim, ...errorReplies },
    }),
    async (request, reply) => reply.status(201).send(await claimGlasses(app.db, app.catalogue, callerOf(request), request.body)),
  );

  routes.post(
    '/:id/confirm-delivery/',
    signedIn({
      summary: 'Confirm that the shipped pair arrived (the recipient who claimed it)',
      params: IdParams,
      response: { 200: Claim, ...errorReplies },
    }),
    async (request) => confirmDelivery(app.db, callerOf(request), request.params.id),
  );

  routes.get(
    '/:id/messages/',
    signedIn({
      summary: "The claim's support conversation, oldest first, a page at a time (the recipient who claimed it, or staff)",
      description:
        'At most `limit` messages (default 200) after message `after`. When more follow, the `Link` header names the next ' +
        'page: `Link: </api/claims/7/messages/?limit=200&after=512>; rel="next"` (docs/api.md, Support messages).',
      params: IdParams,
      querystring: SupportMessageListQuery,
      response: {
        200: Type.Array(SupportMessage, { description: 'With `Link: <…>; rel="next"` when another page follows.' }),
        ...errorReplies,
      },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const page = await listSupportMessages(app.db, callerOf(request), id, request.query);
      if (page.next !== null) {
        const limit = request.query.limit ?? SUPPORT_MESSAGE_PAGE_SIZE;
        reply.header('link', `</api/claims/${id}/messages/?limit=${limit}&after=${page.next}>; rel="next"`);
      }
      return page.results;
    },
  );

  routes.post(
    '/:id/messages/',
    signedIn({
      summary: 'Write to the support conversation of a claim; the other side is told by mail (the recipient who claimed it, or staff)',
      params: IdParams,
      body: SupportMessageBody,
      response: { 201: SupportMessage, ...errorReplies, 429: ErrorDetail },
    }),
    async (request, reply) => {
      const caller = callerOf(request);
      // Each message mails the other side: one user's messages are counted, on every instance.
      await takeRateLimit(app.db.kysely, `support:${caller.id}`, SUPPORT_MESSAGES_PER_MINUTE);
      return reply.status(201).send(await postSupportMessage(app.db, settings, caller, request.params.id, request.body.body));
    },
  );
}
