/**
 * /api/staff/donations/: the donations ledger, its totals and its CSV export (staff only;
 * everyone else gets a 403 before anything is read).
 */
import { PassThrough, Readable, pipeline } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  LEDGER_CSV_COLUMNS,
  Page,
  StaffDonationFilter,
  StaffDonationListQuery,
  StaffDonationRow,
  StaffDonationTotals,
} from '@onepair/contract';
import { errorReplies } from '../lib/schemas.js';
import * as ledger from './ledger-service.js';

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
}
