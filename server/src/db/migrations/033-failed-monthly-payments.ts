import type { Kysely } from 'kysely';

/**
 * `payment_subscriptions.payment_failed_at`: when the provider last failed to charge a monthly
 * gift's card. The gift is then `past_due` (a status the column already holds as text) until a
 * month is paid again, which clears it, or the provider gives up and ends the gift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_subscriptions').addColumn('payment_failed_at', 'varchar(40)').execute();
}
