/**
 * /api/staff/claims/: the claims staff work through (the "to ship" list is status=claimed),
 * and shipping, cancelling and picking a frame for one. Staff only; everyone else gets a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AssignFrameBody, CancelBody, ShipBody } from '@onepair/contract';
import { callerOf, requireStaff } from '../auth/authenticate.js';
import { errorReplies, IdParams, tokenAuth } from '../lib/schemas.js';
import { StaffClaimListQuery, StaffClaimPage, StaffClaimRow } from './schemas.js';
import * as service from './staff-service.js';

export default async function claimStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const common = { tags: ['staff'], security: tokenAuth };
  const one = { ...common, params: IdParams, response: { 200: StaffClaimRow, ...errorReplies } };

  routes.get(
    '/claims/',
    {
      onRequest: requireStaff,
      schema: {
        ...common,
        summary:
          'Claims, oldest first, a page at a time, with the shipping address and the state of its support conversation (staff; status=claimed is the list to ship, support=waiting the claims whose recipient wrote last)',
        querystring: StaffClaimListQuery,
        response: { 200: StaffClaimPage, 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request) => service.listStaffClaims(app.db, request.query),
  );

  routes.post(
    '/claims/:id/ship/',
    {
      onRequest: requireStaff,
      schema: { ...one, summary: 'Mark a claim shipped with its carrier and tracking number (staff)', body: ShipBody },
    },
    async (request) => service.shipClaim(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.post(
    '/claims/:id/cancel/',
    {
      onRequest: requireStaff,
      schema: { ...one, summary: 'Cancel a claimed or shipped claim; its unit returns to stock (staff)', body: CancelBody },
    },
    async (request) => service.cancelClaim(app.db, app.catalogue, callerOf(request), request.params.id, request.body.reason),
  );

  routes.post(
    '/claims/:id/assign/',
    {
      onRequest: requireStaff,
      schema: { ...one, summary: 'Pick the frame for a claim that named none; takes one unit of its stock (staff)', body: AssignFrameBody },
    },
    async (request) => service.assignFrame(app.db, app.catalogue, callerOf(request), request.params.id, request.body.glasses),
  );
}
