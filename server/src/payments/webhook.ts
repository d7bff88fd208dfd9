/**
 * The provider's webhook (docs/architecture.md, Payments): the signature is checked, what the
 * event needs from the provider is asked before the transaction opens (webhook/context.ts), and
 * the event is handled once: its id is stored in the same transaction as its effect, so a replay
 * changes nothing. Each kind of event has its handler in webhook/. Events come in any order: a
 * confirmation reads what its charge already gave back, so a refund Stripe reported first is not
 * lost. A checkout whose delayed payment (a bank debit) failed, like one left unpaid, removes its
 * pending gift.
 */
import type Stripe from 'stripe';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { ApiError } from '../lib/errors.js';
import type { PaymentGateway } from './gateway.js';
import * as payments from './repository.js';
import { stripeOf } from './provider.js';
import { eventContext, type EventContext } from './webhook/context.js';
import { sessionPaid, dropPendingOfSession } from './webhook/checkout-session.js';
import { invoicePaid } from './webhook/invoice-paid.js';
import { chargeRefunded } from './webhook/charge-refunded.js';
import { subscriptionEnded } from './webhook/subscription-deleted.js';
import { invoicePaymentFailed } from './webhook/invoice-payment-failed.js';

export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this body: the event was not handled.';
export const SIGNED_IN_THE_FUTURE = 'The Stripe-Signature header is dated in the future: the event was not handled.';

/**
 * How far a signature's time may be from now, either way (Stripe's default). The SDK refuses
 * only old signatures; one dated ahead would stay replayable until its date had long passed.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (its last `t`). */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** Checks the signature (400 when it does not match) and handles the event once. */
export async function handleStripeWebhook(
  db: Db,
  gateway: PaymentGateway,
  rawBody: Buffer,
  signature: string | undefined,
  linkBase: string,
): Promise<{ received: true; replayed: boolean }> {
  const stripe = stripeOf(gateway);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', gateway.webhookSecret!, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new ApiError(400, { detail: BAD_SIGNATURE });
  }
  const signed = signedAt(signature!);
  if (!Number.isFinite(signed)) throw new ApiError(400, { detail: BAD_SIGNATURE });
  if (signed - Date.now() / 1000 > WEBHOOK_TOLERANCE_SECONDS) throw new ApiError(400, { detail: SIGNED_IN_THE_FUTURE });
  const context = await eventContext(db, stripe, event);
  const handled = await db.kysely.transaction().execute(async (trx) => {
    if (!(await payments.recordEvent(trx, event))) return false;
    await applyEvent(trx, event, context, linkBase);
    return true;
  });
  return { received: true, replayed: !handled };
}

/** `linkBase` starts the links of the mail an event sends (the account page, the donation form). */
async function applyEvent(trx: Queryable, event: Stripe.Event, context: EventContext, linkBase: string): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      // Noted even when unpaid: a gift still pending afterwards is a bank debit on its way.
      await payments.markCheckoutCompleted(trx, event.data.object.id);
      return sessionPaid(trx, event.data.object, context.chargeRefund);
    case 'checkout.session.async_payment_succeeded':
      return sessionPaid(trx, event.data.object, context.chargeRefund);
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return dropPendingOfSession(trx, event.data.object);
    case 'invoice.paid':
      return invoicePaid(trx, event.data.object, event.created, context);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(trx, event.data.object, event.created, linkBase);
    case 'charge.refunded':
      return chargeRefunded(trx, event.data.object, context, event.created * 1000);
    case 'customer.subscription.deleted':
      return subscriptionEnded(trx, event.data.object, linkBase);
    default:
      // Other events are stored as handled and otherwise ignored.
      return;
  }
}
