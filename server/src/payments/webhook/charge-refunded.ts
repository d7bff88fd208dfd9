/** charge.refunded: money the provider gave back, in full or in part, from its dashboard or a staff refund. */
import type Stripe from 'stripe';
import { isMonthlyGiftRunning, type MonthlyGiftStatus } from '@onepair/contract';
import type { Queryable } from '../../db/types.js';
import { toNumber } from '../../db/schema.js';
import { recordAudit } from '../../audit/service.js';
import { listAuditEntries } from '../../audit/repository.js';
import { ApiError } from '../../lib/errors.js';
import { findDonationRow, lockDonationRow, setRefundedCents } from '../../donations/repository.js';
import { onDonationPartlyRefunded } from '../../donations/service.js';
import * as payments from '../repository.js';
import { idOf, PROVIDER_ACTOR } from '../provider.js';
import type { EventContext } from './context.js';
import { markRefunded, auditProviderRefund } from '../refunds.js';

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
export async function chargeRefunded(trx: Queryable, charge: Stripe.Charge, context: EventContext, reportedAt: number): Promise<void> {
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
 * The gift was still running at that time (ms): active or past due, pending with a customer (a
 * checkout completed by a bank debit not settled yet), or cancelled only since.
 */
const runningAt = (gift: { status: MonthlyGiftStatus; cancelled_at: string | null }, at: number) =>
  isMonthlyGiftRunning(gift.status) ||
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
