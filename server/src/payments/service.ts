/**
 * Payments (docs/architecture.md, Payments). With a provider, a gift starts as a pending donation
 * (or a pending monthly gift) and a checkout session at the provider; the provider's signed
 * webhook confirms it, and only then does it count anywhere. Every webhook event is handled
 * once: its id is stored in the same transaction as its effect, so a replay changes nothing.
 * A refund asks the provider first and marks the donation only once the money went back. Events
 * come in any order: a confirmation reads what its charge already gave back, so a refund Stripe
 * reported first is not lost. A checkout whose delayed payment (a bank debit) failed, like one left
 * unpaid, removes its pending gift.
 */
import type Stripe from 'stripe';
import {
  PAYMENT_MESSAGES,
  coveredFeeCents,
  todayIsoDate,
  type CheckoutCreate,
  type CheckoutStarted,
  type CheckoutState,
  type MonthlyGift,
  type MonthlyGiftChange,
  type RefundReply,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import { recordAudit, wasAudited, type AuditActor } from '../audit/service.js';
import { listAuditEntries } from '../audit/repository.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { changeDonationStatus, findDonationRow, insertDonationRow, lockDonationRow, setRefundedCents } from '../donations/repository.js';
import {
  checkAmount,
  checkDonation,
  onDonationConfirmed,
  onDonationPartlyRefunded,
  onDonationRefunded,
  type DonationEvent,
} from '../donations/service.js';
import type { PaymentGateway } from './gateway.js';
import * as payments from './repository.js';

const CURRENCY = 'usd';
const PRODUCT_NAME = 'Gift to OnePair';
const MONTHLY_PRODUCT_NAME = 'Monthly gift to OnePair';

/** Where the provider sends the browser back: the app's own pages (web/src/config/paths.ts). */
export function returnUrls(origin: string): { success: string; cancel: string } {
  return {
    success: `${origin}/donate/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}/donate/cancelled`,
  };
}

function stripeOf(gateway: PaymentGateway): Stripe {
  if (!gateway.stripe) throw new ApiError(409, { detail: PAYMENT_MESSAGES.noProvider });
  return gateway.stripe;
}

/** A provider call that failed: the donor or staff get a 502 saying nothing was changed. */
function providerFailed(error: unknown): ApiError {
  const wrapped = new ApiError(502, { detail: PAYMENT_MESSAGES.providerFailed });
  wrapped.cause = error;
  return wrapped;
}

const dollars = (cents: number | string | bigint) => toNumber(cents) / 100;

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
  const checked = await checkDonation(db.kysely, caller, { amount: body.amount, region: body.region, donator: body.donator }, now);
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

async function assertOwner(db: Queryable, caller: Caller, donatorId: number | null, staffMay: boolean): Promise<void> {
  const ownerUserId = await payments.findUserOfDonator(db, donatorId);
  if (ownerUserId === undefined) throw notFound();
  if (caller.id === ownerUserId) return;
  if (staffMay && caller.isStaff) return;
  throw permissionDenied();
}

/* ---------- the webhook ---------- */

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
    await applyEvent(trx, event, context);
    return true;
  });
  return { received: true, replayed: !handled };
}

/** What an event needs from the provider beyond its payload, asked before the transaction opens. */
interface EventContext {
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

/** A charge's refunds so far, as Stripe reports them: cumulative, in cents. */
interface ChargeRefund {
  amountRefundedCents: number;
  /** The whole charge went back. */
  refunded: boolean;
}

/**
 * Asks the provider what an event needs beyond its payload (or, for a monthly gift whose first
 * payment failed, stops its subscription there) outside the transaction, so no database lock
 * waits on the network. A failed call refuses the event (a 502), and Stripe sends it again,
 * rather than storing it handled without what it needed.
 */
async function eventContext(db: Db, stripe: Stripe, event: Stripe.Event): Promise<EventContext> {
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
 * Stripe leaves an invoice's payments out of its webhook payload, so the payment intent that
 * paid it (which a refund and charge.refunded name) is looked up when the payload lacks it.
 */
async function invoicePaymentIntentOf(stripe: Stripe, invoice: Stripe.Invoice): Promise<string | null> {
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
async function refundOfPayment(stripe: Stripe, paymentIntentId: string | null): Promise<ChargeRefund | undefined> {
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
const STAFF_REFUND_KEY = 'staff_refund_of_donation';

/** The donations the payment intent's refunds at Stripe name as given back by a staff refund. */
async function staffRefundedDonations(stripe: Stripe, paymentIntentId: string): Promise<Set<number>> {
  let refunds: Stripe.Refund[];
  try {
    refunds = (await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data;
  } catch (error) {
    throw providerFailed(error);
  }
  return new Set(refunds.map((refund) => Number(refund.metadata?.[STAFF_REFUND_KEY])).filter((id) => Number.isInteger(id) && id > 0));
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

async function applyEvent(trx: Queryable, event: Stripe.Event, context: EventContext): Promise<void> {
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
    case 'charge.refunded':
      return chargeRefunded(trx, event.data.object, context, event.created * 1000);
    case 'customer.subscription.deleted':
      return subscriptionEnded(trx, event.data.object);
    default:
      // Other events are stored as handled and otherwise ignored.
      return;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

async function sessionPaid(trx: Queryable, session: Stripe.Checkout.Session, chargeRefund: ChargeRefund | undefined): Promise<void> {
  const customerId = idOf(session.customer);
  // A payment method that settles later (a bank debit) completes the session unpaid; its
  // async_payment_succeeded event confirms it then. A monthly gift learns its customer now all
  // the same: a refund of its first month coming before that month is recorded is known by it
  // (refuseWhileMonthUnrecorded).
  if (session.payment_status === 'unpaid') {
    if (session.mode !== 'subscription' || !customerId) return;
    const gift = await payments.findGiftBySession(trx, session.id);
    if (gift?.status === 'pending') await payments.updateGift(trx, gift.id, { customer_id: customerId });
    return;
  }
  if (session.mode === 'subscription') {
    const gift = await payments.findGiftBySession(trx, session.id);
    if (!gift) return;
    const subscriptionId = idOf(session.subscription);
    await payments.updateGift(trx, gift.id, {
      ...(gift.status === 'pending' && { status: 'active' }),
      ...(subscriptionId && { provider_subscription_id: subscriptionId }),
      customer_id: customerId,
    });
    return;
  }
  const donation = await payments.findDonationBySession(trx, session.id);
  if (!donation || donation.status !== 'pending') return;
  const paid = {
    donationId: donation.donation_id,
    donatorId: donation.donator_id,
    amountCents: toNumber(donation.amount_cents),
    regionId: donation.region_id,
    date: donation.date,
  };
  const refundedCents = giftRefundedCents(chargeRefund, paid.amountCents);
  const status = givesBackWholeGift(refundedCents, paid.amountCents) ? 'refunded' : 'confirmed';
  const ids = { paymentIntentId: idOf(session.payment_intent) ?? undefined, customerId: customerId ?? undefined };
  if (!(await changeDonationStatus(trx, donation.donation_id, 'pending', status, ids))) return;
  await countPaidDonation(trx, paid, refundedCents, 'pending');
}

/**
 * The gift's part of what its charge already gave back when the payment is confirmed: as for a
 * partial refund (refundPart), the refund comes off the gift before the fee the donor covered,
 * so it is at most the gift, and a charge refunded whole gives back the whole gift.
 */
function giftRefundedCents(chargeRefund: ChargeRefund | undefined, amountCents: number): number {
  if (!chargeRefund) return 0;
  return chargeRefund.refunded ? amountCents : Math.min(chargeRefund.amountRefundedCents, amountCents);
}

/** Nothing of the gift is left (a gift of nothing, all fee, is never "refunded"). */
const givesBackWholeGift = (refundedCents: number, amountCents: number) => refundedCents > 0 && refundedCents === amountCents;

/**
 * Counts a paid donation just stored as confirmed, or as refunded when its charge gave the whole
 * gift back before the payment's own event arrived. A part given back is recorded first, so the
 * totals take in only what is left and the receipt (issued last, from the row) states only that:
 * no receipt is ever issued, or mailed, for money already returned. A donation refunded whole
 * never counts and gets no receipt. Either refund is audited as the provider's, in this same
 * transaction; a charge.refunded of it arriving later reads no more than is recorded and
 * changes nothing.
 */
async function countPaidDonation(
  trx: Queryable,
  donation: DonationEvent,
  refundedCents: number,
  wasStatus: 'pending' | null,
): Promise<void> {
  const refundedWhole = givesBackWholeGift(refundedCents, donation.amountCents);
  if (refundedCents > 0) await setRefundedCents(trx, donation.donationId, refundedCents);
  if (!refundedWhole) await onDonationConfirmed(trx, { ...donation, amountCents: donation.amountCents - refundedCents });
  if (refundedCents === 0) return;
  const amount = donation.amountCents / 100;
  await recordAudit(trx, PROVIDER_ACTOR, {
    action: refundedWhole ? 'donation.refund' : 'donation.partial_refund',
    targetType: 'donation',
    targetId: donation.donationId,
    before: wasStatus === null ? undefined : { status: wasStatus, amount, refunded_amount: 0 },
    after: { status: refundedWhole ? 'refunded' : 'confirmed', amount, refunded_amount: refundedCents / 100 },
  });
}

/**
 * A checkout left unpaid until the provider closed it (after a day), or paid by a delayed method
 * (a bank debit) whose payment then failed: its pending donation or monthly gift goes, as nothing
 * was given. They never counted anywhere. A gift confirmed meanwhile is not pending and stays.
 */
async function dropPendingOfSession(trx: Queryable, session: Stripe.Checkout.Session): Promise<void> {
  const donation = await payments.findDonationBySession(trx, session.id);
  if (donation) return payments.deletePendingDonation(trx, donation.donation_id);
  const gift = await payments.findGiftBySession(trx, session.id);
  if (gift) await payments.deletePendingGift(trx, gift.id);
}

/** The gift an invoice is a month of: by the id the subscription carries, or by the subscription's provider id. */
async function giftOfInvoice(trx: Queryable, invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const giftId = Number(details?.metadata?.monthly_gift_id);
  if (Number.isInteger(giftId) && giftId > 0) {
    const gift = await payments.findGift(trx, giftId);
    if (gift) return gift;
  }
  const subscriptionId = idOf(details?.subscription);
  return subscriptionId ? payments.findGiftByProviderId(trx, subscriptionId) : undefined;
}

/**
 * Each paid month of a monthly gift is a confirmed donation of its own, made once per invoice
 * (refunded from the start when its charge was already given back whole: countPaidDonation).
 * The gift is the one eventContext found before asking Stripe about the charge, read again here
 * (its donor may have been erased since): a month is never recorded without that read.
 */
async function invoicePaid(trx: Queryable, invoice: Stripe.Invoice, created: number, context: EventContext): Promise<void> {
  if (invoice.amount_paid <= 0 || context.invoiceGiftId === undefined) return;
  const gift = await payments.findGift(trx, context.invoiceGiftId);
  if (!gift || gift.donator_id === null) return;
  if (await payments.findDonationByInvoice(trx, invoice.id!)) return;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (gift.status === 'pending') {
    await payments.updateGift(trx, gift.id, { status: 'active', ...(subscriptionId && { provider_subscription_id: subscriptionId }) });
  }
  // The gift is what the charity receives: the charge less the fee the donor covers.
  const feeCents = Math.min(toNumber(gift.fee_cents), invoice.amount_paid);
  const amountCents = invoice.amount_paid - feeCents;
  const date = todayIsoDate(new Date(created * 1000));
  const donation = { donatorId: gift.donator_id, amountCents, regionId: gift.region_id, date };
  const refundedCents = giftRefundedCents(context.chargeRefund, amountCents);
  const donationId = await insertDonationRow(trx, {
    ...donation,
    status: givesBackWholeGift(refundedCents, amountCents) ? 'refunded' : 'confirmed',
    method: 'card',
    payment: {
      provider: 'stripe',
      feeCents,
      chargedCents: invoice.amount_paid,
      invoiceId: invoice.id,
      paymentIntentId: context.invoicePaymentIntent ?? null,
      customerId: idOf(invoice.customer),
      subscriptionId: gift.id,
    },
  });
  await countPaidDonation(trx, { donationId, ...donation, storedNow: true }, refundedCents, null);
}

/**
 * A charge given back (from the provider's dashboard or our refund). In full, it refunds its
 * donations, audited as the provider's unless a staff refund gave them back (that refund's own
 * entry is the staff user's). In part, it records how much of the gift went back: the event
 * carries the charge's cumulative `amount_refunded`, so a replay or an older event arriving late
 * (which reads no more than is recorded) changes nothing, and only an increase does. A charge whose payment intent
 * pays several donations is not split between them by guesswork: each gets an audit entry saying
 * a partial refund arrived unassigned (again only when the refunded amount grew), and staff
 * settle it by hand.
 */
async function chargeRefunded(trx: Queryable, charge: Stripe.Charge, context: EventContext, reportedAt: number): Promise<void> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return;
  const donations = await payments.findDonationsByPaymentIntent(trx, paymentIntentId);
  if (donations.length === 0) {
    await refuseWhileUnconfirmed(trx, charge, paymentIntentId);
    await refuseWhileMonthUnrecorded(trx, charge, reportedAt);
  }
  if (charge.refunded) {
    for (const donation of donations) {
      const refunded = await markRefunded(trx, donation);
      // Only the event that refunds the donation audits it, so a replay or a later notice adds
      // nothing; a staff refund's own notice leaves the entry to the staff endpoint.
      if (refunded && !context.staffRefunded?.has(donation.donation_id)) await auditProviderRefund(trx, refunded);
    }
    return;
  }
  if (charge.amount_refunded <= 0) return;
  if (donations.length === 1) {
    await refundPart(trx, donations[0]!.donation_id, charge.amount_refunded);
    return;
  }
  for (const donation of donations) {
    // The row's hold orders two events of the same charge, so the second reads the first's entry.
    const held = await lockDonationRow(trx, donation.donation_id);
    if (held?.status !== 'confirmed') continue;
    // Each event carries the charge's cumulative refunded amount: a replay, a later event of
    // another kind on the charge or an older one arriving late adds nothing staff have not
    // been told, so only a refunded amount beyond the one last noted gets a new entry.
    if (charge.amount_refunded <= (await lastUnassignedRefundCents(trx, donation.donation_id))) continue;
    await recordAudit(trx, PROVIDER_ACTOR, {
      action: 'donation.partial_refund_unassigned',
      targetType: 'donation',
      targetId: donation.donation_id,
      after: {
        payment_intent: paymentIntentId,
        charge: charge.id,
        refunded: charge.amount_refunded / 100,
        donations: donations.map((each) => each.donation_id),
      },
    });
  }
}

export const REFUND_BEFORE_CONFIRMATION =
  "This charge's gift is not confirmed yet: send the event again once its payment's own event has confirmed it.";

/**
 * A refund of a one-time gift whose payment is not confirmed here yet (its checkout.session
 * event has not arrived, or is being handled right now) is refused with a 409, so nothing is
 * stored and Stripe sends it again later, when the donation is confirmed and the refund applies
 * as usual. The confirmation itself reads the charge's refunds (refundOfPayment); this closes the
 * moment between that read and its commit for one-time gifts (refuseWhileMonthUnrecorded does it
 * for months of monthly gifts). The charge names its gift through the metadata Stripe copies from
 * the payment intent; a charge naming none, or a gift that is no longer pending, is not ours to
 * wait for here.
 */
async function refuseWhileUnconfirmed(trx: Queryable, charge: Stripe.Charge, paymentIntentId: string): Promise<void> {
  const donationId = Number(charge.metadata?.donation_id);
  if (!Number.isInteger(donationId) || donationId <= 0) return;
  const donation = await findDonationRow(trx, donationId);
  if (donation?.payment_provider !== 'stripe') return;
  // On PostgreSQL the confirmation may commit between the look-up by payment intent and this
  // read: the gift then names this payment, and the event sent again finds it.
  if (donation.status === 'pending' || donation.payment_intent_id === paymentIntentId) {
    throw new ApiError(409, { detail: REFUND_BEFORE_CONFIRMATION });
  }
}

/**
 * How long after a refund its month's invoice.paid can still come. Only a paid charge is refunded,
 * so that invoice.paid was made before the refund, and Stripe retries an event for up to three
 * days. Counted from the refund, not the charge: a bank debit's charge is made days before it is
 * paid.
 */
const MONTH_STILL_COMING_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The same 409 for a month of a monthly gift not recorded yet: invoice.paid reads the charge
 * before its transaction, and a refund handled between that read and the month's commit would
 * otherwise be stored handled, and the month counted and receipted in full. An invoice's charge
 * carries no id of ours, so the month is recognised by its customer, the Stripe customer of one of
 * our gifts (checkout makes one per gift). A refused refund is only sent again, and Stripe stops
 * after three days, so a charge of that customer that is not a month of ours loses nothing it
 * would not have lost answered 200; still, only what can be a month on its way waits:
 * - a refund reported in the last three days (its month's invoice.paid, made before the refund,
 *   was handled or given up since);
 * - a gift with a donor (an erased donor's months are never recorded);
 * - a gift active, pending (its checkout completed by a bank debit not settled yet: its first
 *   month may come), or cancelled after the charge was made (its last month may still be coming;
 *   a later charge is no month of it).
 * A gift's customer is known from its checkout's own event, paid or not, so a first month recorded
 * before that event, and refunded in the same instant, is still missed.
 */
async function refuseWhileMonthUnrecorded(trx: Queryable, charge: Stripe.Charge, reportedAt: number): Promise<void> {
  const customerId = idOf(charge.customer);
  const chargedAt = charge.created * 1000;
  if (!customerId || Date.now() - reportedAt > MONTH_STILL_COMING_MS) return;
  const gifts = await payments.findGiftsOfCustomer(trx, customerId);
  if (gifts.some((gift) => gift.donator_id !== null && runningAt(gift, chargedAt))) {
    throw new ApiError(409, { detail: REFUND_BEFORE_CONFIRMATION });
  }
}

/**
 * The gift was still running at that time (ms): active, pending with a customer (a checkout
 * completed by a bank debit not settled yet), or cancelled only since.
 */
const runningAt = (gift: { status: string; cancelled_at: string | null }, at: number) =>
  gift.status === 'active' ||
  gift.status === 'pending' ||
  (gift.status === 'cancelled' && gift.cancelled_at !== null && Date.parse(gift.cancelled_at) >= at);

/** The charge's refunded amount the donation's last unassigned-refund entry noted, in cents; 0 without one. */
async function lastUnassignedRefundCents(trx: Queryable, donationId: number): Promise<number> {
  const [entry] = await listAuditEntries(
    trx,
    { action: 'donation.partial_refund_unassigned', targetType: 'donation', targetId: String(donationId) },
    1,
  );
  if (!entry?.after) return 0;
  const refunded = (JSON.parse(entry.after) as { refunded?: unknown }).refunded;
  return typeof refunded === 'number' ? Math.round(refunded * 100) : 0;
}

/**
 * Who the audit log names for what the payment provider did on its own (a refund from its
 * dashboard): no staff user, so no id.
 */
const PROVIDER_ACTOR = { id: null, username: 'Stripe' } as const;

/**
 * Part of a confirmed donation's charge went back; `chargeRefundedCents` is the charge's
 * cumulative refunded amount. The refund comes off the gift before the fee the donor covered
 * (that fee went to the provider whatever happens), so the gift's refunded part is at most the
 * gift. Once nothing of the gift is left the donation is refunded as by a full refund.
 */
async function refundPart(trx: Queryable, donationId: number, chargeRefundedCents: number): Promise<void> {
  const donation = await lockDonationRow(trx, donationId);
  if (!donation || donation.status !== 'confirmed') return;
  const amountCents = toNumber(donation.amount_cents);
  const before = toNumber(donation.refunded_cents);
  const refundedCents = Math.min(chargeRefundedCents, amountCents);
  if (refundedCents <= before) return;
  if (refundedCents === amountCents) {
    const refunded = await markRefunded(trx, donation);
    if (refunded) await auditProviderRefund(trx, refunded);
    return;
  }
  await setRefundedCents(trx, donationId, refundedCents);
  await onDonationPartlyRefunded(trx, {
    donationId,
    donatorId: donation.donator_id,
    amountCents: refundedCents - before,
    regionId: donation.region_id,
    date: donation.date,
  });
  await recordAudit(trx, PROVIDER_ACTOR, {
    action: 'donation.partial_refund',
    targetType: 'donation',
    targetId: donationId,
    before: { status: 'confirmed', amount: amountCents / 100, refunded_amount: before / 100 },
    after: { status: 'confirmed', amount: amountCents / 100, refunded_amount: refundedCents / 100 },
  });
}

/** A confirmed donation this transaction refunded in full: its amount and the part refunded before, in cents. */
interface FullRefund {
  donationId: number;
  amountCents: number;
  refundedBeforeCents: number;
}

/**
 * Refunds a confirmed donation in full; undefined when it was no longer confirmed (another event
 * or a staff refund got there first). What it still counts in the totals is its amount less any
 * part refunded before, read after the status change (which holds its row), so a partial refund
 * recorded meanwhile by another transaction is not taken out twice.
 */
async function markRefunded(trx: Queryable, donation: { donation_id: number }): Promise<FullRefund | undefined> {
  if (!(await changeDonationStatus(trx, donation.donation_id, 'confirmed', 'refunded'))) return undefined;
  const current = (await findDonationRow(trx, donation.donation_id))!;
  const amountCents = toNumber(current.amount_cents);
  const refundedBeforeCents = toNumber(current.refunded_cents);
  await onDonationRefunded(trx, {
    donationId: current.donation_id,
    donatorId: current.donator_id,
    amountCents: amountCents - refundedBeforeCents,
    regionId: current.region_id,
    date: current.date,
  });
  await setRefundedCents(trx, current.donation_id, amountCents);
  return { donationId: current.donation_id, amountCents, refundedBeforeCents };
}

/** A full refund made at the provider (its dashboard), in the log as Stripe's, as a partial one is. */
async function auditProviderRefund(trx: Queryable, refund: FullRefund): Promise<void> {
  const amount = refund.amountCents / 100;
  await recordAudit(trx, PROVIDER_ACTOR, {
    action: 'donation.refund',
    targetType: 'donation',
    targetId: refund.donationId,
    before: { status: 'confirmed', amount, refunded_amount: refund.refundedBeforeCents / 100 },
    after: { status: 'refunded', amount, refunded_amount: amount },
  });
}

async function subscriptionEnded(trx: Queryable, subscription: Stripe.Subscription): Promise<void> {
  const gift = await payments.findGiftByProviderId(trx, subscription.id);
  if (!gift || gift.status === 'cancelled') return;
  await payments.updateGift(trx, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
}

/* ---------- staff refunds ---------- */

/**
 * Gives a confirmed donation's money back: the provider first (nothing changes here if it
 * refuses), then the donation becomes refunded, leaves the totals and the audit log records
 * it, in one transaction. Should that transaction fail after the provider refunded, the
 * provider's charge.refunded webhook marks the donation the same way.
 */
export async function refundDonation(db: Db, gateway: PaymentGateway, actor: AuditActor, donationId: number): Promise<RefundReply> {
  const donation = await findDonationRow(db.kysely, donationId);
  if (!donation) throw notFound();
  if (donation.status !== 'confirmed') throw new ApiError(409, { detail: PAYMENT_MESSAGES.refundNotConfirmed });
  const charged = donation.charged_cents === null ? 0 : toNumber(donation.charged_cents);
  // A partial refund already gave part of the charge back (off the gift first, so while the
  // donation is still confirmed the charge's refunded part is the gift's): this refund returns
  // only the rest, and is reported as such.
  let refundedCents = Math.max(0, charged - toNumber(donation.refunded_cents));
  if (donation.payment_provider === 'stripe') {
    const stripe = stripeOf(gateway);
    if (!donation.payment_intent_id) throw new ApiError(409, { detail: PAYMENT_MESSAGES.refundNotConfirmed });
    try {
      // The metadata tells this refund's charge.refunded notice that the refund is audited here.
      const refund = await stripe.refunds.create(
        { payment_intent: donation.payment_intent_id, metadata: { [STAFF_REFUND_KEY]: String(donationId) } },
        { idempotencyKey: `onepair-refund-${donationId}` },
      );
      // The provider's own figure is exact even when a partial refund's notice has not
      // arrived yet (or was left unassigned on a shared payment).
      if (typeof refund.amount === 'number') refundedCents = refund.amount;
    } catch (error) {
      throw providerFailed(error);
    }
  }
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await markRefunded(trx, donation))) {
      // The provider's charge.refunded notice can arrive between its answer above and this
      // transaction, and mark the donation first. The refund is still this staff user's: it
      // is answered and audited as one, unless another staff refund already was.
      const byProvider =
        donation.payment_provider === 'stripe' &&
        (await findDonationRow(trx, donationId))?.status === 'refunded' &&
        !(await wasAudited(trx, 'donation.refund', 'donation', donationId));
      if (!byProvider) throw new ApiError(409, { detail: PAYMENT_MESSAGES.refundNotConfirmed });
    }
    const after = { status: 'refunded' as const, amount: dollars(donation.amount_cents), refunded: refundedCents / 100 };
    await recordAudit(trx, actor, {
      action: 'donation.refund',
      targetType: 'donation',
      targetId: donationId,
      before: { status: 'confirmed', amount: dollars(donation.amount_cents) },
      after,
    });
    return { donation_id: donationId, ...after };
  });
}

/* ---------- monthly gifts ---------- */

type GiftRow = NonNullable<Awaited<ReturnType<typeof payments.findGift>>>;

function toGift(row: GiftRow, monthsPaid: number): MonthlyGift {
  return {
    id: row.id,
    amount: dollars(row.amount_cents),
    fee: dollars(row.fee_cents),
    region: row.region_id,
    status: row.status,
    months_paid: monthsPaid,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
  };
}

/** The caller's own monthly gifts, newest first (confirmed ones only: a pending checkout left unpaid is not a gift). */
export async function listMonthlyGifts(db: Db, caller: Caller): Promise<MonthlyGift[]> {
  const donatorId = await payments.findDonatorOfUser(db.kysely, caller.id);
  if (donatorId === undefined) return [];
  const rows = await payments.listGiftsOfDonator(db.kysely, donatorId);
  return rows.filter((row) => row.status !== 'pending').map((row) => toGift(row, Number(row.months_paid ?? 0)));
}

/** The owner's gift; staff and others get a 403, as the gift and its card are the donor's. */
async function ownGift(db: Db, caller: Caller, giftId: number): Promise<GiftRow> {
  const gift = await payments.findGift(db.kysely, giftId);
  if (!gift) throw notFound();
  await assertOwner(db.kysely, caller, gift.donator_id, false);
  return gift;
}

/** A new amount from the next month on; the covered fee follows the new amount. */
export async function changeMonthlyGift(
  db: Db,
  gateway: PaymentGateway,
  caller: Caller,
  giftId: number,
  body: MonthlyGiftChange,
): Promise<MonthlyGift> {
  const gift = await ownGift(db, caller, giftId);
  const amountProblem = checkAmount(body.amount);
  if (amountProblem) throw validationError({ amount: amountProblem });
  if (gift.status === 'cancelled') throw new ApiError(409, { detail: PAYMENT_MESSAGES.giftCancelled });
  if (gift.status !== 'active' || !gift.provider_subscription_id) throw new ApiError(409, { detail: PAYMENT_MESSAGES.giftNotActive });
  const stripe = stripeOf(gateway);
  const amountCents = Math.round(body.amount * 100);
  const feeCents = toNumber(gift.fee_cents) > 0 ? coveredFeeCents(amountCents, gateway.fee) : 0;
  try {
    const subscription = await stripe.subscriptions.retrieve(gift.provider_subscription_id);
    const item = subscription.items.data[0];
    if (!item) throw new Error('The subscription has no item');
    await stripe.subscriptions.update(gift.provider_subscription_id, {
      items: [
        {
          id: item.id,
          price_data: {
            currency: CURRENCY,
            product: idOf(item.price.product)!,
            unit_amount: amountCents + feeCents,
            recurring: { interval: 'month' },
          },
        },
      ],
      // The new amount starts with the next month; the month already paid stays as it was.
      proration_behavior: 'none',
    });
  } catch (error) {
    throw providerFailed(error);
  }
  await payments.updateGift(db.kysely, gift.id, { amount_cents: amountCents, fee_cents: feeCents });
  return toGift({ ...gift, amount_cents: amountCents, fee_cents: feeCents }, await payments.countMonthsPaid(db.kysely, gift.id));
}

/**
 * Stops a monthly gift at the provider: its subscription once there is one, or else its
 * checkout, so a page the donor left open cannot start a subscription nobody here counts.
 * A checkout that was paid meanwhile cannot be expired: the provider's refusal (a 502) leaves
 * the gift as it was, and cancelling again once its subscription is known stops that.
 */
async function stopGiftAtProvider(
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

/** Stops the gift at the provider at once; the months already paid stay confirmed. Cancelling twice answers the same. */
export async function cancelMonthlyGift(db: Db, gateway: PaymentGateway, caller: Caller, giftId: number): Promise<MonthlyGift> {
  const gift = await ownGift(db, caller, giftId);
  if (gift.status === 'cancelled') return toGift(gift, await payments.countMonthsPaid(db.kysely, gift.id));
  const atProvider = gift.provider_subscription_id !== null || gift.checkout_session_id !== null;
  await stopGiftAtProvider(atProvider ? stripeOf(gateway) : undefined, gift);
  const cancelledAt = nowIso();
  await payments.updateGift(db.kysely, gift.id, { status: 'cancelled', cancelled_at: cancelledAt });
  return toGift({ ...gift, status: 'cancelled', cancelled_at: cancelledAt }, await payments.countMonthsPaid(db.kysely, gift.id));
}

/**
 * Before a user is erased: their monthly gifts stop at the provider, or the card would go on
 * being charged for a donor who no longer exists here. A provider failure stops the erasure
 * with a 502, with nothing erased.
 */
export async function cancelMonthlyGiftsOfUser(db: Db, gateway: PaymentGateway | undefined, userId: number): Promise<void> {
  const donatorId = await payments.findDonatorOfUser(db.kysely, userId);
  if (donatorId === undefined) return;
  for (const gift of await payments.listGiftsOfDonator(db.kysely, donatorId)) {
    if (gift.status === 'cancelled') continue;
    await stopGiftAtProvider(gateway?.stripe, gift);
    await payments.updateGift(db.kysely, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
  }
}
