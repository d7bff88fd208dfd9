import type { Kysely } from 'kysely';

/**
 * Gifts staff record (a cheque, cash, a bank transfer…): the cheque number or transfer reference
 * and a note for staff. Both stay null on the site's own gifts. A gift recorded by mistake is
 * `voided` (the status column is text), which takes it out of every total like a refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('donations').addColumn('reference', 'varchar(100)').execute();
  await db.schema.alterTable('donations').addColumn('note', 'varchar(1000)').execute();
}
