/** customer.subscription.deleted: the provider ended a monthly gift's subscription. */
import type Stripe from 'stripe';
import type { Queryable } from '../../db/types.js';
import { nowIso } from '../../db/types.js';
import * as payments from '../repository.js';
import { mailGiftEnded } from '../gift-mail.js';

/**
 * The gift ends here too. Its donor is mailed when the provider ended it: after failing to
 * charge the card (Stripe's `cancellation_details.reason` says `payment_failed`), or stopped in
 * its dashboard. Not when the donor asked (`cancellation_requested`: the account page's cancel,
 * whose notice may come before the gift is marked cancelled here), nor for a gift already
 * cancelled, nor one still pending, which never started.
 */
export async function subscriptionEnded(trx: Queryable, subscription: Stripe.Subscription, linkBase: string): Promise<void> {
  const gift = await payments.findGiftByProviderId(trx, subscription.id);
  if (!gift || gift.status === 'cancelled') return;
  await payments.updateGift(trx, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
  const reason = subscription.cancellation_details?.reason;
  if (gift.status === 'pending' || reason === 'cancellation_requested') return;
  await mailGiftEnded(trx, gift, reason === 'payment_failed' || gift.status === 'past_due', linkBase);
}
