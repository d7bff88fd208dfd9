/** /api/donation/: signed-in users list their own donations and donate as themselves; staff see and do all. */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Donation, DonationCreate, ErrorDetail } from '@onepair/contract';
import { callerOf, requireUser } from '../auth/authenticate.js';
import { errorReplies, tokenAuth } from '../lib/schemas.js';
import * as service from './service.js';

/** 1 to 200 printable ASCII characters, such as a UUID; Node has trimmed the spaces around it. */
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x20-\\x7e]+$' })),
});

export default async function donationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['donations'];
  const security = tokenAuth;

  routes.get(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'List donations, oldest first (staff: all; others: their own)',
        response: { 200: Type.Array(Donation), 403: errorReplies[403] },
      },
    },
    async (request) => service.listDonations(app.db, callerOf(request)),
  );

  routes.post(
    '/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Donate as one's own donator (staff: as anyone); adds to the donor's total",
        description:
          'With an Idempotency-Key header, a retry with the same key and body answers the first 201 again, with ' +
          '`Idempotent-Replayed: true`, and stores nothing; the same key with another body is a 422 (docs/api.md).',
        headers: IdempotencyHeaders,
        body: DonationCreate,
        response: { 201: Donation, ...errorReplies, 422: ErrorDetail },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key === undefined) return reply.status(201).send(await service.createDonation(app.db, callerOf(request), request.body));
      const result = await service.createDonationOnce(app.db, callerOf(request), request.body, key);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status).send(result.body);
    },
  );
}
