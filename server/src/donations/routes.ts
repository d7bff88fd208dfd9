/** /api/donation/: signed-in users list their own donations and donate as themselves; staff see and do all. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Donation, DonationCreate } from '@onepair/contract';
import { callerOf, requireUser } from '../auth/authenticate.js';
import { errorReplies, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

export default async function donationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['donations'];
  const security = tokenAuth;

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List donations, oldest first (staff: all; others: their own)',
        response: { 200: Type.Array(Donation), 403: errorReplies[403] },
      },
    },
    async (request) => service.listDonations(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Donate as one's own donator (staff: as anyone); adds to the donor's total",
        body: DonationCreate,
        response: { 201: Donation, ...errorReplies },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createDonation(app.db, callerOf(request), request.body)),
  );
}
