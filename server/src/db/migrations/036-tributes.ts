import type { Kysely } from 'kysely';

/**
 * Gifts in honor or in memory of someone: the kind (`honor`, `memory`), the name and the address
 * the notice goes to, on a donation and on a monthly gift (whose months copy them, and which
 * records when its one notice was sent: `tribute_notified_at`). A receipt
 * keeps the line it printed ("In memory of …"), as it keeps everything else it states.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['donations', 'payment_subscriptions']) {
    await db.schema.alterTable(table).addColumn('tribute_kind', 'varchar(10)').execute();
    await db.schema.alterTable(table).addColumn('tribute_name', 'varchar(150)').execute();
    await db.schema.alterTable(table).addColumn('tribute_notify_email', 'varchar(254)').execute();
  }
  await db.schema.alterTable('payment_subscriptions').addColumn('tribute_notified_at', 'varchar(40)').execute();
  await db.schema.alterTable('receipts').addColumn('tribute', 'varchar(200)').execute();
}
