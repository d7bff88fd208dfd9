import { sql, type Kysely } from 'kysely';

/**
 * Indexes that cost every donation less, and one that a profile read was missing.
 *
 * Each index on `donations` is another B-tree every new donation is written into, and a
 * donation's insert with ten of them cost more than twice what it costs with six
 * (docs/benchmarks.md, What the server's time goes to):
 * - The payment provider's ids (checkout session, invoice, payment intent, monthly gift) are
 *   empty on every donation made without a provider and on every sample or imported one. Their
 *   indexes now hold only the rows that have one (partial indexes); a lookup by an id still uses
 *   them, and the two unique ones still refuse a second row with the same id.
 * - `(region_id, donator_id)` served the top donors before they were kept in
 *   `donor_region_totals`; the ledger's region filter has `(region_id, date, donation_id)`.
 * - `(status, donation_id)`: every list by status also orders by date and has
 *   `(status, date, donation_id)`.
 *
 * `claims (donatee_id, id)`: the latest claim of a recipient, read with every account view and
 * `users/me`, was found by reading every claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('donations_region_idx').execute();
  await db.schema.dropIndex('donations_status_idx').execute();

  await db.schema.dropIndex('donations_checkout_session_idx').execute();
  await db.schema.dropIndex('donations_invoice_idx').execute();
  await db.schema.dropIndex('donations_payment_intent_idx').execute();
  await db.schema.dropIndex('donations_subscription_idx').execute();
  await db.schema
    .createIndex('donations_checkout_session_idx')
    .unique()
    .on('donations')
    .column('checkout_session_id')
    .where(sql.ref('checkout_session_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('donations_invoice_idx')
    .unique()
    .on('donations')
    .column('invoice_id')
    .where(sql.ref('invoice_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('donations_payment_intent_idx')
    .on('donations')
    .column('payment_intent_id')
    .where(sql.ref('payment_intent_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('donations_subscription_idx')
    .on('donations')
    .columns(['subscription_id', 'donation_id'])
    .where(sql.ref('subscription_id'), 'is not', null)
    .execute();

  await db.schema.createIndex('claims_donatee_idx').on('claims').columns(['donatee_id', 'id']).execute();
}
