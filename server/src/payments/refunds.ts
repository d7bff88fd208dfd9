/**
 * Refunds. A staff refund asks the provider first and marks the donation only once the money
 * went back; a refund the provider reports (charge.refunded) marks it the same way, through
 * markRefunded, and is audited as the provider's.
 */
import { PAYMENT_MESSAGES, type RefundReply } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import { recordAudit, wasAudited, type AuditActor } from '../audit/service.js';
import { ApiError, notFound } from '../lib/errors.js';
import { changeDonationStatus, findDonationRow, setRefundedCents } from '../donations/repository.js';
import { onDonationRefunded } from '../donations/service.js';
import type { PaymentGateway } from './gateway.js';
import { stripeOf, providerFailed, dollars, PROVIDER_ACTOR, STAFF_REFUND_KEY } from './provider.js';

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
export async function markRefunded(trx: Queryable, donation: { donation_id: number }): Promise<FullRefund | undefined> {
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
export async function auditProviderRefund(trx: Queryable, refund: FullRefund): Promise<void> {
  const amount = refund.amountCents / 100;
  await recordAudit(trx, PROVIDER_ACTOR, {
    action: 'donation.refund',
    targetType: 'donation',
    targetId: refund.donationId,
    before: { status: 'confirmed', amount, refunded_amount: refund.refundedBeforeCents / 100 },
    after: { status: 'refunded', amount, refunded_amount: amount },
  });
}

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
