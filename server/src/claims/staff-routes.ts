/**
 * /api/staff/claims/: the claims staff work through (the "to ship" list is status=claimed),
 * and shipping, cancelling and picking a frame for one. Staff only; everyone else gets a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AssignFrameBody, CancelBody, Page, ShipBody, StaffClaimListQuery, StaffClaimRow } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import * as service from './staff-service.js';

export default async function claimStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const one = { params: IdParams, response: { 200: StaffClaimRow, ...errorReplies } };

  routes.get(
    '/claims/',
    {
      schema: {
        summary:
          'Claims, oldest first, a page at a time, with the shipping address and the state of its support conversation (staff; status=claimed is the list to ship, support=waiting the claims whose recipient wrote last)',
        querystring: StaffClaimListQuery,
        response: { 200: Page(StaffClaimRow), 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request) => service.listStaffClaims(app.db, request.query),
  );

  routes.post(
    '/claims/:id/ship/',
    {
      schema: { ...one, summary: 'Mark a claim shipped with its carrier and tracking number (staff)', body: ShipBody },
    },
    async (request) => service.shipClaim(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.post(
    '/claims/:id/cancel/',
    {
      schema: { ...one, summary: 'Cancel a claimed or shipped claim; its unit returns to stock (staff)', body: CancelBody },
    },
    async (request) => service.cancelClaim(app.db, app.catalogue, callerOf(request), request.params.id, request.body.reason),
  );

  routes.post(
    '/claims/:id/assign/',
    {
      schema: { ...one, summary: 'Pick the frame for a claim that named none; takes one unit of its stock (staff)', body: AssignFrameBody },
    },
    async (request) => service.assignFrame(app.db, app.catalogue, callerOf(request), request.params.id, request.body.glasses),
  );
}
