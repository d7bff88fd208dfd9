/** invoice.payment_failed: the provider could not charge a monthly gift's card. */
import type Stripe from 'stripe';
import type { Queryable } from '../../db/types.js';
import * as payments from '../repository.js';
import { mailPaymentFailed } from '../gift-mail.js';
import { giftOfInvoice } from './context.js';

/**
 * An active gift becomes `past_due`, failing since this event, and its donor is mailed once:
 * Stripe tries the card again over the next days, each failure an event of its own that changes
 * nothing more, and the gift stays past due until a month is paid
 * (invoice-paid.ts) or Stripe gives up and ends it (subscription-deleted.ts). A failure of an
 * invoice already recorded as paid (an event arriving late) and the first payment of a checkout
 * (which the checkout itself reports) change nothing.
 */
export async function invoicePaymentFailed(trx: Queryable, invoice: Stripe.Invoice, created: number, linkBase: string): Promise<void> {
  const gift = await giftOfInvoice(trx, invoice);
  if (!gift || gift.donator_id === null) return;
  // Already past due: a retry failed again, and the gift stays failing since the first failure.
  if (gift.status !== 'active') return;
  if (invoice.id && (await payments.findDonationByInvoice(trx, invoice.id))) return;
  await payments.updateGift(trx, gift.id, { status: 'past_due', payment_failed_at: new Date(created * 1000).toISOString() });
  await mailPaymentFailed(trx, gift, linkBase);
}
