/**
 * /api/donations/: a donor's receipts and yearly statements as PDFs, for the donor and staff
 * (docs/api.md, Receipts). The donations themselves are under /api/donation/, as older
 * clients know them.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorDetail, MAX_ID, ReceiptList, ReceiptListQuery } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import type { Organisation } from '../config.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import { Pdf, sendPdf } from '../lib/pdf.js';
import * as service from './service.js';

export default async function receiptRoutes(
  app: FastifyInstance,
  options: { organisation: Organisation; publicUrl: string | undefined },
): Promise<void> {
  service.configureReceipts({ organisation: options.organisation, publicUrl: options.publicUrl });
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = signedInRoutes(['donations']);

  routes.get(
    '/receipts/',
    signedIn({
      summary: "A page of the caller's receipts, newest first, and the years with a yearly statement",
      description: 'At most `limit` receipts (default 100); `next` is the cursor of the following page, sent back as `?after=`.',
      querystring: ReceiptListQuery,
      response: { 200: ReceiptList, 400: errorReplies[400], 403: ErrorDetail },
    }),
    async (request) => service.listReceipts(app.db, callerOf(request), request.query),
  );

  routes.get(
    '/:id/receipt.pdf',
    signedIn({
      summary: "A donation's receipt as a PDF (the donor and staff); marked VOID once refunded",
      params: IdParams,
      querystring: Type.Object({
        number: Type.Optional(
          Type.Integer({
            minimum: 1,
            description: "One of the donation's receipts by number (one voided by a partial refund); the receipt in force when missing.",
          }),
        ),
      }),
      // 503 (with Retry-After) for a gift confirmed before receipts existed, until the start-up work issues its receipt.
      response: { 200: Pdf, ...errorReplies, 503: ErrorDetail },
    }),
    async (request, reply) =>
      sendPdf(reply, await service.receiptPdfFor(app.db, callerOf(request), request.params.id, request.query.number)),
  );

  routes.get(
    '/statement/:year.pdf',
    signedIn({
      summary: "A donor's confirmed gifts of one year with their total, as a PDF (the caller's own; staff may name a donator)",
      params: Type.Object({ year: Type.String({ maxLength: 10 }) }),
      querystring: Type.Object({
        donator: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Staff: whose statement.' })),
      }),
      response: { 200: Pdf, ...errorReplies },
    }),
    async (request, reply) =>
      sendPdf(reply, await service.statementPdfFor(app.db, callerOf(request), request.params.year, request.query.donator)),
  );
}
