/**
 * A paid donation being counted, from a checkout's payment or a monthly gift's invoice: what its
 * charge already gave back comes off first, so totals and the receipt state only what is left.
 */
import type { Queryable } from '../../db/types.js';
import { recordAudit } from '../../audit/service.js';
import { setRefundedCents } from '../../donations/repository.js';
import { onDonationConfirmed, type DonationEvent } from '../../donations/service.js';
import { PROVIDER_ACTOR, type ChargeRefund } from '../provider.js';

/**
 * The gift's part of what its charge already gave back when the payment is confirmed: as for a
 * partial refund (refundPart), the refund comes off the gift before the fee the donor covered,
 * so it is at most the gift, and a charge refunded whole gives back the whole gift.
 */
export function giftRefundedCents(chargeRefund: ChargeRefund | undefined, amountCents: number): number {
  if (!chargeRefund) return 0;
  return chargeRefund.refunded ? amountCents : Math.min(chargeRefund.amountRefundedCents, amountCents);
}

/** Nothing of the gift is left (a gift of nothing, all fee, is never "refunded"). */
export const givesBackWholeGift = (refundedCents: number, amountCents: number) => refundedCents > 0 && refundedCents === amountCents;

/**
 * Counts a paid donation just stored as confirmed, or as refunded when its charge gave the whole
 * gift back before the payment's own event arrived. A part given back is recorded first, so the
 * totals take in only what is left and the receipt (issued last, from the row) states only that:
 * no receipt is ever issued, or mailed, for money already returned. A donation refunded whole
 * never counts and gets no receipt. Either refund is audited as the provider's, in this same
 * transaction; a charge.refunded of it arriving later reads no more than is recorded and
 * changes nothing.
 */
export async function countPaidDonation(
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
