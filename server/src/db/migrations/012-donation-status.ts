import type { Kysely } from 'kysely';

/**
 * A donation's `status`: `pending` until its payment is confirmed, `confirmed`, or `refunded`.
 * Only confirmed donations count in totals, the map and the top donors. Every donation stored
 * so far was confirmed when it was made (no payment step existed), so the default carries
 * them over. The index serves the staff ledger's status filter, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('confirmed'))
    .execute();
  await db.schema.createIndex('donations_status_idx').on('donations').columns(['status', 'donation_id']).execute();
}
