/** /api/partners/: a signed-in user registers an organisation; its members read it and invite colleagues. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Partner, PartnerCreated, PartnerInvite, PartnerList, PartnerWrite } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import { inviteMember, listMyPartners, registerPartner } from './service.js';

export default async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['partners'];

  routes.post(
    '/',
    {
      schema: {
        tags,
        security: tokenAuth,
        summary: 'Register a partner organisation, pending review, with the caller as its first member',
        body: PartnerWrite,
        response: { 201: PartnerCreated, 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request, reply) => reply.code(201).send(await registerPartner(app.db, callerOf(request), request.body)),
  );

  routes.get(
    '/mine/',
    {
      schema: {
        tags,
        security: tokenAuth,
        summary: 'The organisations the caller is a member of, with their members',
        response: { 200: PartnerList, 403: errorReplies[403] },
      },
    },
    async (request) => listMyPartners(app.db, callerOf(request)),
  );

  routes.post(
    '/:id/members/',
    {
      schema: {
        tags,
        security: tokenAuth,
        summary: "Add a colleague by e-mail (a new address gets a link to choose a password); the organisation's members only",
        params: IdParams,
        body: PartnerInvite,
        response: { 201: Partner, ...errorReplies },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteMember(app.db, callerOf(request), request.params.id, request.body)),
  );
}
