import type { Kysely } from 'kysely';

/**
 * Frames given in kind: a stock movement of kind `donated` (the kind column is text) names its
 * donor, a user (`donor_user_id`, cleared if the user goes) and always a name and address for
 * the receipt (`donor_name`, `donor_email`), kept as given so the ledger still says who gave.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stock_movements')
    .addColumn('donor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('stock_movements').addColumn('donor_name', 'varchar(150)').execute();
  await db.schema.alterTable('stock_movements').addColumn('donor_email', 'varchar(254)').execute();
}
