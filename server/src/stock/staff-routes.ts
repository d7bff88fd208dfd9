/**
 * /api/staff/glasses/{id}/stock/: an item's stock movements, newest first, and a staff entry
 * that receives or corrects stock. Staff only; everyone else gets a 403.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Page, StaffListQuery, StockChangeBody, StockChangeReply, StockMovement } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import * as service from './service.js';

export default async function stockStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/glasses/:id/stock/',
    {
      schema: {
        params: IdParams,
        summary: "An item's stock movements, newest first, a page at a time (staff)",
        querystring: StaffListQuery,
        response: { 200: Page(StockMovement), ...errorReplies },
      },
    },
    async (request) => service.listStock(app.db, request.params.id, request.query),
  );

  routes.post(
    '/glasses/:id/stock/',
    {
      schema: {
        params: IdParams,
        summary: 'Receive or correct stock with a signed change and a reason (staff); answers the movement and the new stock',
        body: StockChangeBody,
        response: { 201: StockChangeReply, ...errorReplies },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.changeStock(app.db, app.catalogue, request.params.id, request.body, callerOf(request))),
  );
}
