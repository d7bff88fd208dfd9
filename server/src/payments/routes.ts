/**
 * /api/payments/: start a checkout, follow it, the provider's webhook, and the donor's own
 * monthly gifts (docs/api.md, Payments).
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CardUpdatePage,
  CheckoutCreate,
  CheckoutStarted,
  CheckoutState,
  ErrorDetail,
  MonthlyGift,
  MonthlyGiftChange,
} from '@onepair/contract';
import { callerOf } from '../auth/authenticate.js';
import { errorReplies, IdParams } from '../lib/schemas.js';
import { signedInRoutes } from '../lib/signed-in-routes.js';
import { takeDonationRateLimit } from '../lib/rate-limit.js';
import { checkoutState, startCheckout } from './checkout.js';
import { cancelMonthlyGift, cardUpdatePage, changeMonthlyGift, listMonthlyGifts } from './monthly-gifts.js';
import { handleStripeWebhook } from './webhook.js';

const SessionParams = Type.Object({ session_id: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }) });

export default async function paymentRoutes(app: FastifyInstance, options: { linkBase: string; donationRateLimit: number }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = signedInRoutes(['payments']);

  routes.post(
    '/checkout/',
    signedIn({
      summary: 'Start paying for a one-time or monthly gift: a pending record and the provider checkout page to go to',
      description:
        'The donation (or monthly gift) stays pending, and counts nowhere, until the provider confirms the payment ' +
        'through its signed webhook. 409 when no payment provider is configured; 502 when the provider does not answer.',
      body: CheckoutCreate,
      response: { 201: CheckoutStarted, ...errorReplies, 409: ErrorDetail, 429: ErrorDetail, 502: ErrorDetail },
    }),
    async (request, reply) => {
      // Each checkout stores a pending donation: limited with the donations themselves.
      await takeDonationRateLimit(app.db.kysely, callerOf(request).id, options.donationRateLimit);
      return reply.status(201).send(await startCheckout(app.db, app.payments, callerOf(request), request.body, options.linkBase));
    },
  );

  routes.get(
    '/checkout/:session_id/',
    signedIn({
      summary: "A checkout's state, which the thank-you page polls until it is confirmed (the donor or staff)",
      params: SessionParams,
      response: { 200: CheckoutState, ...errorReplies },
    }),
    async (request) => checkoutState(app.db, callerOf(request), request.params.session_id),
  );

  routes.get(
    '/monthly-gifts/',
    signedIn({
      summary: "The caller's own monthly gifts, newest first",
      response: { 200: Type.Array(MonthlyGift), 403: errorReplies[403] },
    }),
    async (request) => listMonthlyGifts(app.db, callerOf(request)),
  );

  routes.patch(
    '/monthly-gifts/:id/',
    signedIn({
      summary: "Change a monthly gift's amount from the next month on (its donor only)",
      params: IdParams,
      body: MonthlyGiftChange,
      response: { 200: MonthlyGift, ...errorReplies, 409: ErrorDetail, 502: ErrorDetail },
    }),
    async (request) => changeMonthlyGift(app.db, app.payments, callerOf(request), request.params.id, request.body),
  );

  routes.post(
    '/monthly-gifts/:id/card/',
    signedIn({
      summary: "The payment provider's page where the donor updates the card of a monthly gift, valid a few minutes (its donor only)",
      params: IdParams,
      response: { 200: CardUpdatePage, ...errorReplies, 409: ErrorDetail, 502: ErrorDetail },
    }),
    async (request) => cardUpdatePage(app.db, app.payments, callerOf(request), request.params.id, options.linkBase),
  );

  routes.post(
    '/monthly-gifts/:id/cancel/',
    signedIn({
      summary: 'Cancel a monthly gift at once; months already paid stay given (its donor only)',
      params: IdParams,
      response: { 200: MonthlyGift, ...errorReplies, 409: ErrorDetail, 502: ErrorDetail },
    }),
    async (request) => cancelMonthlyGift(app.db, app.payments, callerOf(request), request.params.id),
  );

  await app.register(stripeWebhook, { linkBase: options.linkBase });
}

/**
 * The signature covers the exact bytes Stripe sent, so this route, in a scope of its own, reads
 * its JSON body as a Buffer instead of parsing it.
 */
async function stripeWebhook(app: FastifyInstance, options: { linkBase: string }): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/stripe/webhook/',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's signed event notices (Stripe calls it): confirms paid gifts and marks refunds, each event once",
        description:
          'Checked with the `Stripe-Signature` header against STRIPE_WEBHOOK_SECRET: a bad or missing signature is a 400 and ' +
          'changes nothing. An event already handled answers 200 again and changes nothing (docs/operations.md, Payments). ' +
          'A refund of a one-time gift whose payment is not confirmed yet is a 409, and a 502 when Stripe could not be asked what ' +
          'a confirmation needs: neither is stored, and Stripe sends the event again.',
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        response: {
          200: Type.Object({ received: Type.Boolean(), replayed: Type.Boolean() }),
          400: ErrorDetail,
          409: ErrorDetail,
          502: ErrorDetail,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleStripeWebhook(app.db, app.payments, body, typeof signature === 'string' ? signature : undefined, options.linkBase);
    },
  );
}
