import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Payments through a provider (docs/architecture.md, Payments):
 * - `payment_subscriptions`: a donor's monthly gift, `pending` until the provider confirms the
 *   first checkout, then `active`, or `cancelled`. Each paid month becomes a donation of its own.
 * - `payment_events`: the id of every provider event already handled, so a replayed webhook
 *   changes nothing.
 * - on `donations`: the provider's ids (checkout session, payment intent, invoice, customer), the
 *   monthly gift a donation belongs to, the fee the donor chose to cover and what was charged.
 *   Donations made before have no provider and no fee: charged stays null (nothing was charged).
 * The unique indexes let the same session or invoice never make two donations.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('payment_subscriptions')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('donator_id', 'integer', (col) => col.references('donators.donator_id').onDelete('set null'))
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.region_id'))
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('checkout_session_id', 'varchar(255)')
    .addColumn('provider_subscription_id', 'varchar(255)')
    .addColumn('customer_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(40)')
    .execute();
  await db.schema.createIndex('payment_subscriptions_donator_idx').on('payment_subscriptions').columns(['donator_id', 'id']).execute();
  await db.schema
    .createIndex('payment_subscriptions_session_idx')
    .unique()
    .on('payment_subscriptions')
    .column('checkout_session_id')
    .execute();
  await db.schema
    .createIndex('payment_subscriptions_provider_idx')
    .unique()
    .on('payment_subscriptions')
    .column('provider_subscription_id')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(255)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(100)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(40)', (col) => col.notNull())
    .execute();

  const columns: [string, 'varchar(20)' | 'varchar(255)' | 'bigint' | 'integer'][] = [
    ['payment_provider', 'varchar(20)'],
    ['charged_cents', 'bigint'],
    ['checkout_session_id', 'varchar(255)'],
    ['payment_intent_id', 'varchar(255)'],
    ['invoice_id', 'varchar(255)'],
    ['customer_id', 'varchar(255)'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('donations').addColumn(name, type).execute();
  await db.schema
    .alterTable('donations')
    .addColumn('fee_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('subscription_id', 'integer', (col) => col.references('payment_subscriptions.id'))
    .execute();
  await db.schema.createIndex('donations_checkout_session_idx').unique().on('donations').column('checkout_session_id').execute();
  await db.schema.createIndex('donations_invoice_idx').unique().on('donations').column('invoice_id').execute();
  await db.schema.createIndex('donations_payment_intent_idx').on('donations').column('payment_intent_id').execute();
  await db.schema.createIndex('donations_subscription_idx').on('donations').columns(['subscription_id', 'donation_id']).execute();
}
