/** The checkout.session events: a one-time gift paid, a monthly gift started, or a checkout that came to nothing. */
import type Stripe from 'stripe';
import type { Queryable } from '../../db/types.js';
import { toNumber } from '../../db/schema.js';
import { changeDonationStatus } from '../../donations/repository.js';
import * as payments from '../repository.js';
import { idOf, type ChargeRefund } from '../provider.js';
import { giftRefundedCents, givesBackWholeGift, countPaidDonation } from './paid-donation.js';

export async function sessionPaid(trx: Queryable, session: Stripe.Checkout.Session, chargeRefund: ChargeRefund | undefined): Promise<void> {
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
 * A checkout left unpaid until the provider closed it (after a day), or paid by a delayed method
 * (a bank debit) whose payment then failed: its pending donation or monthly gift goes, as nothing
 * was given. They never counted anywhere. A gift confirmed meanwhile is not pending and stays.
 */
export async function dropPendingOfSession(trx: Queryable, session: Stripe.Checkout.Session): Promise<void> {
  const donation = await payments.findDonationBySession(trx, session.id);
  if (donation) return payments.deletePendingDonation(trx, donation.donation_id);
  const gift = await payments.findGiftBySession(trx, session.id);
  if (gift) await payments.deletePendingGift(trx, gift.id);
}
