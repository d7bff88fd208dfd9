/** What a webhook event needs from the provider beyond its payload, asked before its transaction opens. */
import type Stripe from 'stripe';
import type { Db } from '../../db/engine.js';
import type { Queryable } from '../../db/types.js';
import * as payments from '../repository.js';
import { providerFailed, idOf, type ChargeRefund, invoicePaymentIntentOf, refundOfPayment, staffRefundedDonations } from '../provider.js';

/** What an event needs from the provider beyond its payload, asked before the transaction opens. */
export interface EventContext {
  /** The monthly gift an invoice is a month of, found with its donor before Stripe was asked. */
  invoiceGiftId?: number;
  /** The payment intent that paid an invoice, for refunds of that month. */
  invoicePaymentIntent?: string | null;
  /** What the charge being confirmed has already given back, by the time it is confirmed. */
  chargeRefund?: ChargeRefund;
  /**
   * For a charge refunded in full: the donations a staff refund (refundDonation) gave back, as
   * its refunds at Stripe name them. That refund is audited as the staff user's by the endpoint,
   * so the event does not audit it again as the provider's.
   */
  staffRefunded?: Set<number>;
}

/**
 * Asks the provider what an event needs beyond its payload (or, for a monthly gift whose first
 * payment failed, stops its subscription there) outside the transaction, so no database lock
 * waits on the network. A failed call refuses the event (a 502), and Stripe sends it again,
 * rather than storing it handled without what it needed.
 */
export async function eventContext(db: Db, stripe: Stripe, event: Stripe.Event): Promise<EventContext> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'payment' || session.payment_status === 'unpaid') return {};
      // A replay, or the second event of a donation already confirmed, asks the provider nothing.
      const donation = await payments.findDonationBySession(db.kysely, session.id);
      if (donation?.status !== 'pending') return {};
      return { chargeRefund: await refundOfPayment(stripe, idOf(session.payment_intent)) };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      if (invoice.amount_paid <= 0) return {};
      // Only a month that will be recorded asks Stripe: an invoice of another product on the same
      // account, a month of an erased donor's gift or a replay costs no call and no 502.
      const gift = await giftOfInvoice(db.kysely, invoice);
      if (!gift || gift.donator_id === null) return {};
      if (invoice.id && (await payments.findDonationByInvoice(db.kysely, invoice.id))) return {};
      const invoicePaymentIntent = await invoicePaymentIntentOf(stripe, invoice);
      return { invoiceGiftId: gift.id, invoicePaymentIntent, chargeRefund: await refundOfPayment(stripe, invoicePaymentIntent) };
    }
    case 'checkout.session.async_payment_failed':
      await stopSubscriptionOfFailedCheckout(db, stripe, event.data.object);
      return {};
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      if (!charge.refunded || !paymentIntentId) return {};
      // A replay, or the notice of a refund already recorded, asks the provider nothing.
      const donations = await payments.findDonationsByPaymentIntent(db.kysely, paymentIntentId);
      if (!donations.some((donation) => donation.status === 'confirmed')) return {};
      return { staffRefunded: await staffRefundedDonations(stripe, paymentIntentId) };
    }
    default:
      return {};
  }
}

/**
 * A monthly gift's first payment by a delayed method failed: its pending gift goes (as for a
 * checkout left unpaid), and so must the subscription Stripe made for it, which would otherwise
 * try to charge again months that nothing here would count. Only while the gift is still pending
 * here, so a replay asks Stripe nothing; a subscription already ended is left as it is.
 */
async function stopSubscriptionOfFailedCheckout(db: Db, stripe: Stripe, session: Stripe.Checkout.Session): Promise<void> {
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !subscriptionId) return;
  const gift = await payments.findGiftBySession(db.kysely, session.id);
  if (gift?.status !== 'pending') return;
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      await stripe.subscriptions.cancel(subscriptionId);
    }
  } catch (error) {
    throw providerFailed(error);
  }
}

/** The gift an invoice is a month of: by the id the subscription carries, or by the subscription's provider id. */
export async function giftOfInvoice(trx: Queryable, invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const giftId = Number(details?.metadata?.monthly_gift_id);
  if (Number.isInteger(giftId) && giftId > 0) {
    const gift = await payments.findGift(trx, giftId);
    if (gift) return gift;
  }
  const subscriptionId = idOf(details?.subscription);
  return subscriptionId ? payments.findGiftByProviderId(trx, subscriptionId) : undefined;
}
