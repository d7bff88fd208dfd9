/** /api/staff/donations/{id}/refund/: staff give a confirmed donation's money back. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorDetail, RefundReply } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { refundDonation } from './refunds.js';

export default async function paymentStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/donations/:id/refund/',
    {
      schema: {
        summary: 'Refund a confirmed donation (staff): the provider first, then it is refunded, leaves the totals and is audited',
        description:
          '409 when the donation is not confirmed (pending, or refunded already); 502 when the provider refuses or does not answer.',
        params: IdParams,
        response: { 200: RefundReply, ...errorReplies, 409: ErrorDetail, 502: ErrorDetail },
      },
    },
    async (request) => refundDonation(app.db, app.payments, callerOf(request), request.params.id),
  );
}
