import type { Kysely } from 'kysely';

/**
 * `receipt_counter.checked_through`: the highest donation id up to which every confirmed
 * donation is known to have its receipt. The start-up pass that issues missing receipts
 * (receipts/service.ts, issueMissingReceipts) begins after it and moves it on when it has
 * finished, so a server with a million donations looks through them once, not at every start;
 * a donation confirmed later gets its receipt in its own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('receipt_counter')
    .addColumn('checked_through', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}
