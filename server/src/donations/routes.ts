/** /api/donation/: signed-in users list their own donations and donate as themselves; staff see and do all. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Donation, DonationCreate, DonationListQuery, ErrorDetail } from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import { takeDonationRateLimit } from '../lib/rate-limit.js';
import * as service from './service.js';

/** 1 to 200 printable ASCII characters, such as a UUID; Node has trimmed the spaces around it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x20-\\x7e]+$' })),
});

/** The list's own address: the Link header names the next page relative to the site. */
const NEXT_PAGE_PATH = '/api/donation/';

export default async function donationRoutes(app: FastifyInstance, options: { donationRateLimit: number }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = signedInRoutes(['donations']);

  routes.get(
    '/',
    signedIn({
      summary: 'List donations a page at a time, oldest first unless `order=newest` (staff: all; others: their own)',
      description:
        'An array of at most `limit` donations (default 100, up to 1,000). When more follow, the `Link` header names the ' +
        'next page: `Link: </api/donation/?limit=100&order=oldest&after=2024-05-01.123>; rel="next"` (docs/api.md).',
      querystring: DonationListQuery,
      response: {
        200: Type.Array(Donation, {
          description: 'With `Link: <…>; rel="next"` when another page follows.',
        }),
        400: errorReplies[400],
        403: errorReplies[403],
      },
    }),
    async (request, reply) => {
      const page = await service.listDonations(app.db, callerOf(request), request.query);
      if (page.next) {
        const { limit, order, after } = page.next;
        reply.header('link', `<${NEXT_PAGE_PATH}?limit=${limit}&order=${order}&after=${encodeURIComponent(after)}>; rel="next"`);
      }
      return page.donations;
    },
  );

  routes.post(
    '/',
    signedIn({
      summary: "Donate as one's own donator (staff: as anyone); adds to the donor's total",
      description:
        'With an Idempotency-Key header, a retry with the same key and body answers the first 201 again, with ' +
        '`Idempotent-Replayed: true`, and stores nothing; the same key with another body is a 422 (docs/api.md). ' +
        'With a payment provider configured, donors pay through POST /api/payments/checkout/ and this answers 409 to everyone but staff.',
      headers: IdempotencyHeaders,
      body: DonationCreate,
      response: { 201: Donation, ...errorReplies, 409: ErrorDetail, 422: ErrorDetail, 429: ErrorDetail },
    }),
    async (request, reply) => {
      service.assertDirectDonationAllowed(app.payments.provider, callerOf(request));
      await takeDonationRateLimit(app.db.kysely, callerOf(request).id, options.donationRateLimit);
      const key = request.headers['idempotency-key'];
      if (key === undefined) return reply.status(201).send(await service.createDonation(app.db, callerOf(request), request.body));
      const result = await service.createDonationOnce(app.db, callerOf(request), request.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      // A key keeps only a created donation's answer: a refused one throws and stores nothing.
      return reply.status(result.status as 201).send(result.body);
    },
  );
}
