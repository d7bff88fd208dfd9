/**
 * /api/staff/claims/: the claims staff work through (the "to ship" list is status=claimed),
 * and shipping, cancelling and picking a frame for one. Staff only; everyone else gets a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AssignFrameBody,
  CancelBody,
  PACKING_SLIPS_MAX,
  PackingSlipsQuery,
  Page,
  SHIP_MANY_MAX,
  ShipBody,
  ShipManyBody,
  ShipManyReply,
  StaffClaimListQuery,
  StaffClaimRow,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { Pdf, sendPdf } from '../lib/pdf.js';
import * as service from './staff-service.js';

export interface ClaimStaffRoutesOptions {
  /** Printed at the top of each packing slip. */
  organisationName: string;
}

export default async function claimStaffRoutes(app: FastifyInstance, options: ClaimStaffRoutesOptions): Promise<void> {
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

  routes.get(
    '/claims/packing-slips.pdf',
    {
      schema: {
        summary: `Packing slips of one or more claims as a PDF, one page each: name, address, frame, prescription figures, confirmation number (staff; at most ${PACKING_SLIPS_MAX} claims, none cancelled)`,
        querystring: PackingSlipsQuery,
        response: { 200: Pdf, 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await service.packingSlips(app.db, options.organisationName, request.query.ids));
    },
  );

  routes.post(
    '/claims/ship/',
    {
      schema: {
        summary: `Ship several claims at once, each with its carrier and tracking number (staff; at most ${SHIP_MANY_MAX}); one result per line`,
        description:
          'Each line is shipped as `POST /api/staff/claims/{id}/ship/` ships one (status guard, audit entry, mail), in a transaction of its own: a refused line stores nothing and says why in its result.',
        body: ShipManyBody,
        response: { 200: ShipManyReply, 400: errorReplies[400], 403: errorReplies[403] },
      },
    },
    async (request) => service.shipMany(app.db, callerOf(request), request.body.shipments),
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
