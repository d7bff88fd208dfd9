/** customer.subscription.deleted: the provider ended a monthly gift's subscription. */
import type Stripe from 'stripe';
import type { Queryable } from '../../db/types.js';
import { nowIso } from '../../db/types.js';
import * as payments from '../repository.js';
import { mailGiftEnded } from '../gift-mail.js';

/**
 * The gift ends here too. A gift the donor cancelled on the account page is already cancelled
 * and hears nothing more; one the provider ended (after failing to charge the card, or stopped
 * in its dashboard) is mailed to its donor. A gift still pending never started: it just ends.
 */
export async function subscriptionEnded(trx: Queryable, subscription: Stripe.Subscription, linkBase: string): Promise<void> {
  const gift = await payments.findGiftByProviderId(trx, subscription.id);
  if (!gift || gift.status === 'cancelled') return;
  await payments.updateGift(trx, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
  if (gift.status !== 'pending') await mailGiftEnded(trx, gift, gift.status === 'past_due', linkBase);
}
