/** The donor's monthly gifts: listing, changing the amount, updating the card and stopping them, at the provider first. */
import {
  PAYMENT_MESSAGES,
  coveredFeeCents,
  isMonthlyGiftRunning,
  tributeLine,
  type CardUpdatePage,
  type MonthlyGift,
  type MonthlyGiftChange,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import { ApiError, notFound, validationError } from '../lib/errors.js';
import { checkAmount } from '../donations/service.js';
import { findDonatorIdOfUser } from '../donators/repository.js';
import type { PaymentGateway } from './gateway.js';
import * as payments from './repository.js';
import { CURRENCY, stripeOf, providerFailed, idOf, dollars, stopGiftAtProvider } from './provider.js';
import { assertOwner } from './checkout.js';

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
    // Kept after the gift ends, for the record; shown only while it is past due.
    payment_failed_at: row.status === 'past_due' ? row.payment_failed_at : null,
    tribute: row.tribute_kind && row.tribute_name ? tributeLine({ kind: row.tribute_kind, name: row.tribute_name }) : null,
  };
}

/** The caller's own monthly gifts, newest first (confirmed ones only: a pending checkout left unpaid is not a gift). */
export async function listMonthlyGifts(db: Db, caller: Caller): Promise<MonthlyGift[]> {
  const donatorId = await findDonatorIdOfUser(db.kysely, caller.id);
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
  if (!isMonthlyGiftRunning(gift.status) || !gift.provider_subscription_id)
    throw new ApiError(409, { detail: PAYMENT_MESSAGES.giftNotActive });
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
 * The provider's page where the donor updates the card their gift is charged to (Stripe's
 * customer portal), for a gift that charges it each month; back to the account page after. The
 * address is valid for a few minutes, so the account page asks for it when the donor chooses to go.
 */
export async function cardUpdatePage(
  db: Db,
  gateway: PaymentGateway,
  caller: Caller,
  giftId: number,
  linkBase: string,
): Promise<CardUpdatePage> {
  const gift = await ownGift(db, caller, giftId);
  if (gift.status === 'cancelled') throw new ApiError(409, { detail: PAYMENT_MESSAGES.giftCancelled });
  if (!isMonthlyGiftRunning(gift.status)) throw new ApiError(409, { detail: PAYMENT_MESSAGES.giftNotActive });
  if (!gateway.stripe) throw new ApiError(409, { detail: PAYMENT_MESSAGES.noProvider });
  if (!gift.customer_id) throw new ApiError(409, { detail: PAYMENT_MESSAGES.noCardOnFile });
  try {
    // Only the card: the portal's other flows (cancelling, changing the plan) would change the
    // gift where the site does not hear of it; the account page does those.
    const session = await gateway.stripe.billingPortal.sessions.create({
      customer: gift.customer_id,
      return_url: `${linkBase}/account`,
      flow_data: { type: 'payment_method_update' },
    });
    return { url: session.url };
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
  const donatorId = await findDonatorIdOfUser(db.kysely, userId);
  if (donatorId === undefined) return;
  for (const gift of await payments.listGiftsOfDonator(db.kysely, donatorId)) {
    if (gift.status === 'cancelled') continue;
    await stopGiftAtProvider(gateway?.stripe, gift);
    await payments.updateGift(db.kysely, gift.id, { status: 'cancelled', cancelled_at: nowIso() });
  }
}
