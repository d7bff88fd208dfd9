/**
 * The payment provider (Stripe) as the payment services use it: the client of the configured
 * gateway, the 502 a failed call becomes, and the questions asked of it outside any transaction
 * (a payment's refunds so far, the payment intent of an invoice, the refunds a staff user made,
 * stopping a monthly gift), so no database lock waits on the network.
 */
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@onepair/contract';
import { toNumber } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import type { PaymentGateway } from './gateway.js';

export const CURRENCY = 'usd';

export function stripeOf(gateway: PaymentGateway): Stripe {
  if (!gateway.stripe) throw new ApiError(409, { detail: PAYMENT_MESSAGES.noProvider });
  return gateway.stripe;
}

/** A provider call that failed: the donor or staff get a 502 saying nothing was changed. */
export function providerFailed(error: unknown): ApiError {
  const wrapped = new ApiError(502, { detail: PAYMENT_MESSAGES.providerFailed });
  wrapped.cause = error;
  return wrapped;
}

export const dollars = (cents: number | string | bigint) => toNumber(cents) / 100;

/** A charge's refunds so far, as Stripe reports them: cumulative, in cents. */
export interface ChargeRefund {
  amountRefundedCents: number;
  /** The whole charge went back. */
  refunded: boolean;
}

/**
 * Stripe leaves an invoice's payments out of its webhook payload, so the payment intent that
 * paid it (which a refund and charge.refunded name) is looked up when the payload lacks it.
 */
export async function invoicePaymentIntentOf(stripe: Stripe, invoice: Stripe.Invoice): Promise<string | null> {
  const inPayload = invoice.payments?.data.find((entry) => entry.payment.type === 'payment_intent');
  if (inPayload) return idOf(inPayload.payment.payment_intent);
  if (!invoice.id) return null;
  try {
    const listed = await stripe.invoicePayments.list({ invoice: invoice.id, limit: 3 });
    const paid = listed.data.find((entry) => entry.payment.type === 'payment_intent');
    return idOf(paid?.payment.payment_intent);
  } catch (error) {
    throw providerFailed(error);
  }
}

/**
 * What the charge of a payment about to be confirmed has already given back. Stripe does not
 * promise the order of its events: a refund's charge.refunded can come before the payment's own
 * confirmation and find nothing to refund yet, so the confirmation reads the charge as it is and
 * counts only what is left (see countPaidDonation).
 */
export async function refundOfPayment(stripe: Stripe, paymentIntentId: string | null): Promise<ChargeRefund | undefined> {
  if (!paymentIntentId) return undefined;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
  } catch (error) {
    throw providerFailed(error);
  }
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return undefined;
  return { amountRefundedCents: charge.amount_refunded, refunded: charge.refunded };
}

/** What a staff refund puts on its refund at Stripe: the donation it gives back. */
export const STAFF_REFUND_KEY = 'staff_refund_of_donation';

/** The donations the payment intent's refunds at Stripe name as given back by a staff refund. */
export async function staffRefundedDonations(stripe: Stripe, paymentIntentId: string): Promise<Set<number>> {
  let refunds: Stripe.Refund[];
  try {
    refunds = (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data;
  } catch (error) {
    throw providerFailed(error);
  }
  return new Set(refunds.map((refund) => Number(refund.metadata?.[STAFF_REFUND_KEY])).filter((id) => Number.isInteger(id) && id > 0));
}

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Who the audit log names for what the payment provider did on its own (a refund from its
 * dashboard): no staff user, so no id.
 */
export const PROVIDER_ACTOR = { id: null, username: 'Stripe' } as const;

/**
 * Stops a monthly gift at the provider: its subscription once there is one, or else its
 * checkout, so a page the donor left open cannot start a subscription nobody here counts.
 * A checkout that was paid meanwhile cannot be expired: the provider's refusal (a 502) leaves
 * the gift as it was, and cancelling again once its subscription is known stops that.
 */
export async function stopGiftAtProvider(
  stripe: Stripe | undefined,
  gift: { provider_subscription_id: string | null; checkout_session_id: string | null },
): Promise<void> {
  if (!stripe) return;
  try {
    if (gift.provider_subscription_id) await stripe.subscriptions.cancel(gift.provider_subscription_id);
    else if (gift.checkout_session_id) await stripe.checkout.sessions.expire(gift.checkout_session_id);
  } catch (error) {
    throw providerFailed(error);
  }
}
