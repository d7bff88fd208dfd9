/** /api/partners/: a signed-in user registers an organisation; its members read it and invite colleagues. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MyPartners, Partner, PartnerCreated, PartnerInvite, PartnerWrite } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import { acceptInvitation, declineInvitation, inviteMember, listMyPartners, registerPartner } from './service.js';

export default async function partnerRoutes(app: FastifyInstance, options: { linkBase: string }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = signedInRoutes(['partners']);

  routes.post(
    '/',
    signedIn({
      summary: 'Register a partner organisation, pending review, with the caller as its first member',
      body: PartnerWrite,
      response: { 201: PartnerCreated, 400: errorReplies[400], 403: errorReplies[403] },
    }),
    async (request, reply) => reply.code(201).send(await registerPartner(app.db, callerOf(request), request.body)),
  );

  routes.get(
    '/mine/',
    signedIn({
      summary: 'The organisations the caller is a member of, with their members, and the invitations waiting for the caller',
      response: { 200: MyPartners, 403: errorReplies[403] },
    }),
    async (request) => listMyPartners(app.db, callerOf(request)),
  );

  routes.post(
    '/:id/members/',
    signedIn({
      summary:
        "Invite a colleague by e-mail to an approved organisation (a new address gets a link to choose a password); they join by accepting; the organisation's members only",
      params: IdParams,
      body: PartnerInvite,
      response: { 201: Partner, ...errorReplies },
    }),
    async (request, reply) =>
      reply.code(201).send(await inviteMember(app.db, callerOf(request), request.params.id, request.body, options.linkBase)),
  );

  routes.post(
    '/:id/members/accept/',
    signedIn({
      summary: 'Accept an invitation: the caller joins the approved organisation',
      params: IdParams,
      response: { 200: Partner, ...errorReplies },
    }),
    async (request) => acceptInvitation(app.db, callerOf(request), request.params.id),
  );

  routes.post(
    '/:id/members/decline/',
    signedIn({
      summary: 'Decline an invitation: it goes, and nothing else changes',
      params: IdParams,
      response: { 204: Type.Null(), ...errorReplies },
    }),
    async (request, reply) => {
      await declineInvitation(app.db, callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
