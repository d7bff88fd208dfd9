/** invoice.paid: a month of a monthly gift, recorded as a confirmed donation of its own; a gift past due is active again. */
import type Stripe from 'stripe';
import { todayIsoDate } from '@onepair/contract';
import type { Queryable } from '../../db/types.js';
import { toNumber } from '../../db/schema.js';
import { insertDonationRow } from '../../donations/repository.js';
import * as payments from '../repository.js';
import { tributeOfRow } from '../../donations/tributes.js';
import { idOf } from '../provider.js';
import type { EventContext } from './context.js';
import { giftRefundedCents, givesBackWholeGift, countPaidDonation } from './paid-donation.js';

/**
 * Each paid month of a monthly gift is a confirmed donation of its own, made once per invoice
 * (refunded from the start when its charge was already given back whole: countPaidDonation).
 * The gift is the one eventContext found before asking Stripe about the charge, read again here
 * (its donor may have been erased since): a month is never recorded without that read.
 */
export async function invoicePaid(trx: Queryable, invoice: Stripe.Invoice, created: number, context: EventContext): Promise<void> {
  if (invoice.amount_paid <= 0 || context.invoiceGiftId === undefined) return;
  const gift = await payments.findGift(trx, context.invoiceGiftId);
  if (!gift || gift.donator_id === null) return;
  if (await payments.findDonationByInvoice(trx, invoice.id!)) return;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (gift.status === 'pending') {
    await payments.updateGift(trx, gift.id, { status: 'active', ...(subscriptionId && { provider_subscription_id: subscriptionId }) });
  }
  // A month paid after a failed charge: the card works again (updated, or the retry went through).
  if (gift.status === 'past_due') await payments.updateGift(trx, gift.id, { status: 'active', payment_failed_at: null });
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
    // Every month's receipt names the gift's tribute; its notice goes with the first month only.
    tribute: tributeOfRow(gift),
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
