/** /api/staff/outbox/: the e-mail outbox, newest first, and sending a failed message again (staff only; everyone else gets a 403). */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorDetail, OutboxMessage, Page, StaffListQuery } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { listOutbox, resendMessage } from './service.js';

export default async function outboxStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/outbox/',
    {
      schema: {
        summary: 'E-mail messages, newest first, a page at a time, with their delivery status (staff)',
        querystring: StaffListQuery,
        response: { 200: Page(OutboxMessage), 400: errorReplies[400], 403: ErrorDetail },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  routes.post(
    '/outbox/:id/resend/',
    {
      schema: {
        summary: 'Queue a failed message again: pending, due now, attempts from zero; audited (staff)',
        params: IdParams,
        response: { 200: OutboxMessage, ...errorReplies },
      },
    },
    async (request) => resendMessage(app.db, callerOf(request), request.params.id),
  );
}
