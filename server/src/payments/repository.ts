/** SQL for payments: monthly gifts, the provider's ids on donations, and the webhook events handled. */
import { sql } from 'kysely';
import type { MonthlyGiftStatus } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { tributeColumns, type StoredTribute } from '../donations/tributes.js';
import { nowIso } from '../db/types.js';
import { isUniqueViolation } from '../lib/unique-violation.js';

export async function setDonationCheckoutSession(db: Queryable, donationId: number, sessionId: string): Promise<void> {
  await db.updateTable('donations').set({ checkout_session_id: sessionId }).where('donation_id', '=', donationId).execute();
}

export async function deletePendingDonation(db: Queryable, donationId: number): Promise<void> {
  await db.deleteFrom('donations').where('donation_id', '=', donationId).where('status', '=', 'pending').execute();
}

/**
 * The donor finished the checkout of this session: its pending donation or monthly gift notes
 * when (once; a replayed or later event keeps the first time).
 */
export async function markCheckoutCompleted(db: Queryable, sessionId: string): Promise<void> {
  const at = nowIso();
  await db
    .updateTable('donations')
    .set({ checkout_completed_at: at })
    .where('checkout_session_id', '=', sessionId)
    .where('checkout_completed_at', 'is', null)
    .execute();
  await db
    .updateTable('payment_subscriptions')
    .set({ checkout_completed_at: at })
    .where('checkout_session_id', '=', sessionId)
    .where('checkout_completed_at', 'is', null)
    .execute();
}

export async function findDonationBySession(db: Queryable, sessionId: string) {
  return db.selectFrom('donations').selectAll().where('checkout_session_id', '=', sessionId).executeTakeFirst();
}

export async function findDonationByInvoice(db: Queryable, invoiceId: string) {
  return db.selectFrom('donations').select('donation_id').where('invoice_id', '=', invoiceId).executeTakeFirst();
}

export async function findDonationsByPaymentIntent(db: Queryable, paymentIntentId: string) {
  return db.selectFrom('donations').selectAll().where('payment_intent_id', '=', paymentIntentId).execute();
}

export async function insertGift(
  db: Queryable,
  gift: { donatorId: number; regionId: number; amountCents: number; feeCents: number; tribute: StoredTribute | null },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('payment_subscriptions')
    .values({
      donator_id: gift.donatorId,
      region_id: gift.regionId,
      amount_cents: gift.amountCents,
      fee_cents: gift.feeCents,
      status: 'pending',
      checkout_session_id: null,
      provider_subscription_id: null,
      customer_id: null,
      created_at: now,
      updated_at: now,
      cancelled_at: null,
      ...tributeColumns(gift.tribute),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePendingGift(db: Queryable, giftId: number): Promise<void> {
  await db.deleteFrom('payment_subscriptions').where('id', '=', giftId).where('status', '=', 'pending').execute();
}

export async function findGift(db: Queryable, giftId: number) {
  return db.selectFrom('payment_subscriptions').selectAll().where('id', '=', giftId).executeTakeFirst();
}

export async function findGiftBySession(db: Queryable, sessionId: string) {
  return db.selectFrom('payment_subscriptions').selectAll().where('checkout_session_id', '=', sessionId).executeTakeFirst();
}

export async function findGiftByProviderId(db: Queryable, subscriptionId: string) {
  return db.selectFrom('payment_subscriptions').selectAll().where('provider_subscription_id', '=', subscriptionId).executeTakeFirst();
}

/**
 * The monthly gifts paid by a Stripe customer (checkout makes one per gift). No index: only a
 * refund that finds no donation asks, and monthly gifts are few beside donations.
 */
export async function findGiftsOfCustomer(db: Queryable, customerId: string) {
  return db
    .selectFrom('payment_subscriptions')
    .select(['id', 'donator_id', 'status', 'cancelled_at'])
    .where('customer_id', '=', customerId)
    .execute();
}

export async function updateGift(
  db: Queryable,
  giftId: number,
  set: Partial<{
    status: MonthlyGiftStatus;
    payment_failed_at: string | null;
    amount_cents: number;
    fee_cents: number;
    checkout_session_id: string;
    provider_subscription_id: string;
    customer_id: string | null;
    cancelled_at: string;
  }>,
): Promise<void> {
  await db
    .updateTable('payment_subscriptions')
    .set({ ...set, updated_at: nowIso() })
    .where('id', '=', giftId)
    .execute();
}

/** A donor's monthly gifts, newest first, with the number of months paid and still confirmed. */
export async function listGiftsOfDonator(db: Queryable, donatorId: number) {
  return db
    .selectFrom('payment_subscriptions')
    .selectAll('payment_subscriptions')
    .select((eb) =>
      eb
        .selectFrom('donations')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('donations.subscription_id', '=', 'payment_subscriptions.id')
        .where('donations.status', '=', 'confirmed')
        .as('months_paid'),
    )
    .where('donator_id', '=', donatorId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countMonthsPaid(db: Queryable, giftId: number): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select(sql<number>`count(*)`.as('n'))
    .where('subscription_id', '=', giftId)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records a provider event as handled; false when it was already (a replay). On PostgreSQL a
 * duplicate key aborts the transaction, so the insert does nothing on conflict instead of failing.
 */
export async function recordEvent(db: Queryable, event: { id: string; type: string }): Promise<boolean> {
  try {
    const result = await db
      .insertInto('payment_events')
      .values({ event_id: event.id, type: event.type, received_at: nowIso() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Monthly gifts whose card the provider could not charge (`past_due`): how many, and the longest failing first. */
export async function listFailingGifts(db: Queryable, limit: number) {
  const count = await db
    .selectFrom('payment_subscriptions')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'past_due')
    .executeTakeFirstOrThrow();
  const gifts = await db
    .selectFrom('payment_subscriptions')
    .leftJoin('donators', 'donators.donator_id', 'payment_subscriptions.donator_id')
    .leftJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .leftJoin('users', 'users.id', 'accounts.user_id')
    .select([
      'payment_subscriptions.id',
      'payment_subscriptions.amount_cents',
      'payment_subscriptions.payment_failed_at',
      'users.id as user_id',
      'users.username',
      'users.first_name',
      'users.last_name',
    ])
    .where('payment_subscriptions.status', '=', 'past_due')
    .orderBy('payment_subscriptions.payment_failed_at')
    .orderBy('payment_subscriptions.id')
    .limit(limit)
    .execute();
  return { count: Number(count.n), gifts };
}
