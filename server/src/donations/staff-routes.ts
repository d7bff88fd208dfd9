/**
 * /api/staff/donations/: the donations ledger, its totals and its CSV export, one donation's
 * page, and the gifts staff record from outside the site (staff only; everyone else gets a 403
 * before anything is read).
 */
import { PassThrough, Readable, pipeline } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ErrorDetail,
  LEDGER_CSV_COLUMNS,
  StaffGift,
  StaffGiftCorrection,
  StaffGiftCreate,
  StaffGiftVoid,
  Page,
  StaffDonationFilter,
  StaffDonationListQuery,
  StaffDonationRow,
  StaffDonationTotals,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import * as ledger from './ledger-service.js';
import * as gifts from './staff-gifts.js';
import { IdempotencyHeaders } from './routes.js';

export default async function donationStaffRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const replies = { 400: errorReplies[400], 403: errorReplies[403] };

  routes.get(
    '/donations/',
    {
      schema: {
        summary:
          'Every donation with its donor (null once erased), newest first by date, a page at a time; filters: from, to (dates, inclusive), region, donor (user id, username or e-mail), status (staff)',
        querystring: StaffDonationListQuery,
        response: { 200: Page(StaffDonationRow), ...replies },
      },
    },
    async (request) => ledger.listLedger(app.db, request.query),
  );

  routes.get(
    '/donations/totals/',
    {
      schema: {
        summary:
          'The count and sum of the donations the filter matches, whatever their status unless status is given, and the same per status (staff)',
        description:
          'by_status has confirmed, pending and refunded, each {count, total} (dollars), zeros included; they add up to count and total. Only confirmed is money received: pending has not arrived and refunded was given back.',
        querystring: StaffDonationFilter,
        response: { 200: StaffDonationTotals, ...replies },
      },
    },
    async (request) => ledger.ledgerTotals(app.db, request.query),
  );

  routes.get(
    '/donations/export.csv',
    {
      // Sent as it is: compressing a million rows held the first bytes back (measured: the first
      // byte came 100 to 200 ms later with gzip flushed after every batch) and costs seconds of
      // CPU that the other requests need.
      compress: false,
      schema: {
        summary: 'The filtered donations as a CSV download, newest first, streamed (staff)',
        description: `Columns: ${LEDGER_CSV_COLUMNS.join(', ')}. Cells that a spreadsheet would read as a formula start with an apostrophe.`,
        querystring: StaffDonationFilter,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'text/csv, with a header row' }),
          ...replies,
        },
      },
    },
    async (request, reply) => {
      const chunks = await ledger.exportLedger(app.db, request.query);
      const body = new PassThrough();
      // pipeline ends the reply if reading fails half-way, so a broken export is never taken for
      // a whole one; a client that goes away stops the reading after the batch in hand.
      pipeline(Readable.from(chunks, { highWaterMark: 1 }), body, (error) => {
        if (!error) return;
        if (request.raw.destroyed || reply.raw.destroyed) request.log.info('the donations export ended: the client left');
        else request.log.error({ err: error }, 'the donations export stopped');
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ledger.exportFilename(request.query)}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  routes.post(
    '/donations/',
    {
      schema: {
        summary:
          'Record a gift received outside the site (staff): confirmed at once, counted everywhere, receipted and mailed to the donor, audited',
        description:
          'The donor is `donor` (a user id) or `donor_name` and `donor_email`; an address no account has gets a donor record without a password, mailed a link to choose one. The date may be in the past, not the future; today when left out. With an Idempotency-Key header, a retry with the same key and body answers the first 201 again (`Idempotent-Replayed: true`) and records nothing; the same key with another body is a 422.',
        headers: IdempotencyHeaders,
        body: StaffGiftCreate,
        response: { 201: StaffGift, ...errorReplies, 422: ErrorDetail },
      },
    },
    async (request, reply) => {
      const recorded = await gifts.recordGift(app.db, callerOf(request), request.body, request.headers['idempotency-key']);
      if (recorded.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(recorded.gift);
    },
  );

  routes.get(
    '/donations/:id/',
    {
      schema: {
        summary: 'One donation with its method, reference, note, donor and newest receipt (staff)',
        params: IdParams,
        response: { 200: StaffGift, ...errorReplies },
      },
    },
    async (request) => gifts.readGift(app.db, request.params.id),
  );

  routes.patch(
    '/donations/:id/',
    {
      schema: {
        summary:
          'Correct a gift staff recorded (staff): a new amount, date or region moves it in the totals; a new amount or date replaces its receipt; audited',
        description: '409 for a gift paid on the site (refund it instead) and for one that is void or refunded.',
        params: IdParams,
        body: StaffGiftCorrection,
        response: { 200: StaffGift, ...errorReplies, 409: ErrorDetail },
      },
    },
    async (request) => gifts.correctGift(app.db, callerOf(request), request.params.id, request.body),
  );

  routes.post(
    '/donations/:id/void/',
    {
      schema: {
        summary:
          'Void a gift staff recorded by mistake (staff): it leaves every total, its receipt is marked void with the reason; audited',
        description: '409 for a gift paid on the site (refund it instead) and for one that is void or refunded already.',
        params: IdParams,
        body: StaffGiftVoid,
        response: { 200: StaffGift, ...errorReplies, 409: ErrorDetail },
      },
    },
    async (request) => gifts.voidGift(app.db, callerOf(request), request.params.id, request.body),
  );
}
