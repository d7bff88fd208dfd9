/** customer.subscription.deleted: the provider ended a monthly gift's subscription. */
import type Stripe from 'stripe';
import type { Queryable } from '../../db/types.js';
import { nowIso } from '../../db/types.js';
import * as payments from '../repository.js';

export async function subscriptionEnded(trx: Queryable, subscription: Stripe.Subscription): Promise<void> {
  const gift = await payments.findGiftByProviderId(trx, subscription.id);
  if (!gift || gift.status === 'cancelled') return;
  await payments.updateGift(trx, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
}
