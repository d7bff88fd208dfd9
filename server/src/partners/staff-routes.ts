/** /api/staff/partners/: staff review partner organisations (staff only). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Partner, PartnerDecisionBody, PartnerList, StaffPartnerQuery } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { decidePartner, listPartnersForStaff } from './service.js';

export default async function partnerStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/partners/',
    {
      schema: {
        summary: 'Partner organisations, oldest first, of one status if asked, with their members (staff)',
        querystring: StaffPartnerQuery,
        response: { 200: PartnerList, 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request) => listPartnersForStaff(app.db, request.query),
  );

  routes.post(
    '/partners/:id/decision/',
    {
      schema: {
        summary:
          'Approve, turn down or suspend an organisation (a message needed for the last two); mailed to its members, audited (staff)',
        params: IdParams,
        body: PartnerDecisionBody,
        response: { 200: Partner, ...errorReplies },
      },
    },
    async (request) => decidePartner(app.db, callerOf(request), request.params.id, request.body),
  );
}
