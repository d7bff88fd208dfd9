import type { Kysely } from 'kysely';

/**
 * `checkout_completed_at` on `donations` and `payment_subscriptions`: when the provider said the
 * donor finished its checkout (`checkout.session.completed`). A gift still pending after that is
 * paid by a method that settles later (a bank debit), not waiting for the webhook, and the
 * thank-you page says so (docs/api.md, Payments). Null for gifts whose checkout has not completed,
 * and for those completed before this column existed (their page says it is confirming, as
 * before). An old server ignores the column, so a rolling upgrade is fine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('checkout_completed_at', 'varchar(40)').execute();
  await db.schema.alterTable('payment_subscriptions').addColumn('checkout_completed_at', 'varchar(40)').execute();
}
