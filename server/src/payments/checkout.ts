/**
 * Checkout (docs/architecture.md, Payments). With a provider, a gift starts as a pending donation
 * (or a pending monthly gift) and a checkout session at the provider; the provider's signed
 * webhook (webhook.ts) confirms it, and only then does it count anywhere. The "confirming…" page
 * polls the state of its session here.
 */
import type Stripe from 'stripe';
import { coveredFeeCents, type CheckoutCreate, type CheckoutStarted, type CheckoutState } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import type { Caller } from '../auth/authenticate.js';
import { notFound, permissionDenied } from '../lib/errors.js';
import { insertDonationRow } from '../donations/repository.js';
import { findDonatorOwner } from '../donators/repository.js';
import { checkDonation } from '../donations/service.js';
import type { PaymentGateway } from './gateway.js';
import * as payments from './repository.js';
import { CURRENCY, stripeOf, providerFailed, dollars } from './provider.js';

const PRODUCT_NAME = 'Gift to OnePair';

const MONTHLY_PRODUCT_NAME = 'Monthly gift to OnePair';

/** Where the provider sends the browser back: the app's own pages (web/src/config/paths.ts). */
export function returnUrls(origin: string): { success: string; cancel: string } {
  return {
    success: `${origin}/donate/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}/donate/cancelled`,
  };
}

/**
 * Starts a one-time or monthly gift: the pending record is stored first (so the session can name
 * it), then the provider's checkout session; if the provider fails, the pending record goes and
 * the answer is a 502.
 */
export async function startCheckout(
  db: Db,
  gateway: PaymentGateway,
  caller: Caller,
  body: CheckoutCreate,
  origin: string,
  now: Date = new Date(),
): Promise<CheckoutStarted> {
  const stripe = stripeOf(gateway);
  const checked = await checkDonation(
    db.kysely,
    caller,
    { amount: body.amount, region: body.region, donator: body.donator, tribute: body.tribute },
    now,
  );
  const feeCents = body.cover_fee ? coveredFeeCents(checked.amountCents, gateway.fee) : 0;
  const chargeCents = checked.amountCents + feeCents;
  const urls = returnUrls(origin);
  const common = {
    success_url: urls.success,
    cancel_url: urls.cancel,
  };

  if (!body.monthly) {
    const donationId = await insertDonationRow(db.kysely, {
      ...checked,
      status: 'pending',
      method: 'card',
      payment: { provider: 'stripe', feeCents, chargedCents: chargeCents },
    });
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          ...common,
          mode: 'payment',
          client_reference_id: String(donationId),
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY, unit_amount: chargeCents, product_data: { name: PRODUCT_NAME } } }],
          metadata: { donation_id: String(donationId) },
          payment_intent_data: { metadata: { donation_id: String(donationId) } },
        },
        { idempotencyKey: `onepair-donation-${donationId}` },
      );
    } catch (error) {
      await payments.deletePendingDonation(db.kysely, donationId);
      throw providerFailed(error);
    }
    await payments.setDonationCheckoutSession(db.kysely, donationId, session.id);
    return started(session, { donationId, giftId: null, amountCents: checked.amountCents, feeCents });
  }

  const giftId = await payments.insertGift(db.kysely, { ...checked, feeCents });
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        ...common,
        mode: 'subscription',
        client_reference_id: `gift-${giftId}`,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: chargeCents,
              recurring: { interval: 'month' },
              product_data: { name: MONTHLY_PRODUCT_NAME },
            },
          },
        ],
        metadata: { monthly_gift_id: String(giftId) },
        subscription_data: { metadata: { monthly_gift_id: String(giftId) } },
      },
      { idempotencyKey: `onepair-monthly-gift-${giftId}` },
    );
  } catch (error) {
    await payments.deletePendingGift(db.kysely, giftId);
    throw providerFailed(error);
  }
  await payments.updateGift(db.kysely, giftId, { checkout_session_id: session.id });
  return started(session, { donationId: null, giftId, amountCents: checked.amountCents, feeCents });
}

function started(
  session: Stripe.Checkout.Session,
  ids: { donationId: number | null; giftId: number | null; amountCents: number; feeCents: number },
): CheckoutStarted {
  if (!session.url) throw providerFailed(new Error('The checkout session has no url'));
  return {
    checkout_url: session.url,
    session_id: session.id,
    donation_id: ids.donationId,
    monthly_gift_id: ids.giftId,
    amount: ids.amountCents / 100,
    fee: ids.feeCents / 100,
  };
}

/**
 * What the "confirming…" page polls: the owner (or staff) only. A gift still pending after its
 * checkout completed is paid by a bank debit that settles in days, which the page tells apart
 * from a webhook that has not arrived yet.
 */
export async function checkoutState(db: Db, caller: Caller, sessionId: string): Promise<CheckoutState> {
  const donation = await payments.findDonationBySession(db.kysely, sessionId);
  if (donation) {
    await assertOwner(db.kysely, caller, donation.donator_id, true);
    return {
      session_id: sessionId,
      monthly: false,
      status: donation.status,
      confirmed: donation.status === 'confirmed',
      payment_processing: donation.status === 'pending' && donation.checkout_completed_at !== null,
      amount: dollars(donation.amount_cents),
      fee: dollars(donation.fee_cents),
    };
  }
  const gift = await payments.findGiftBySession(db.kysely, sessionId);
  if (!gift) throw notFound();
  await assertOwner(db.kysely, caller, gift.donator_id, true);
  const monthsPaid = await payments.countMonthsPaid(db.kysely, gift.id);
  return {
    session_id: sessionId,
    monthly: true,
    status: gift.status,
    confirmed: monthsPaid > 0,
    payment_processing: gift.status === 'pending' && gift.checkout_completed_at !== null && monthsPaid === 0,
    amount: dollars(gift.amount_cents),
    fee: dollars(gift.fee_cents),
  };
}

export async function assertOwner(db: Queryable, caller: Caller, donatorId: number | null, staffMay: boolean): Promise<void> {
  const owner = donatorId === null ? undefined : await findDonatorOwner(db, { donatorId });
  if (owner === undefined) throw notFound();
  if (caller.id === owner.userId) return;
  if (staffMay && caller.isStaff) return;
  throw permissionDenied();
}
