import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Partial refunds (docs/architecture.md, Receipts; docs/operations.md, Payments).
 *
 * `donations.refunded_cents`: how much of a gift was given back. For a confirmed donation it is
 * the part of a partial refund, and the kept totals count `amount_cents - refunded_cents`; a
 * refunded donation was given back whole and has it equal to its amount.
 *
 * `receipts`: a partial refund voids the receipt that states the old amount and issues a
 * replacement with the next number, so a donation may now have several receipts, of which at
 * most one is not void (a unique index over the live ones keeps that so). `replaces_number` is
 * the number of the receipt a replacement stands in for, printed on it.
 *
 * SQLite cannot drop a column's UNIQUE constraint, so there the table is rebuilt with the same
 * columns and rows; nothing references `receipts`, so nothing else changes.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('donations')
    .addColumn('refunded_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // A donation refunded before this column existed was given back whole.
  await sql`update donations set refunded_cents = amount_cents where status = 'refunded'`.execute(db);

  if (engine === 'postgres') {
    // The name PostgreSQL gave the column's UNIQUE constraint in migration 018.
    await sql`alter table receipts drop constraint receipts_donation_id_key`.execute(db);
    await db.schema.alterTable('receipts').addColumn('replaces_number', 'bigint').execute();
  } else {
    await db.schema
      .createTable('receipts_new')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('number', 'bigint', (col) => col.notNull().unique())
      .addColumn('donation_id', 'integer', (col) => col.notNull().references('donations.donation_id'))
      .addColumn('issued_at', 'varchar(40)', (col) => col.notNull())
      .addColumn('org_name', 'text', (col) => col.notNull())
      .addColumn('org_tax_id', 'text', (col) => col.notNull())
      .addColumn('org_address', 'text', (col) => col.notNull())
      .addColumn('donor_name', 'text', (col) => col.notNull())
      .addColumn('donor_address', 'text', (col) => col.notNull())
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('donation_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('voided_at', 'varchar(40)')
      .addColumn('void_reason', 'text')
      .addColumn('replaces_number', 'bigint')
      .execute();
    await sql`
      insert into receipts_new (id, number, donation_id, issued_at, org_name, org_tax_id, org_address,
        donor_name, donor_address, amount_cents, donation_date, voided_at, void_reason)
      select id, number, donation_id, issued_at, org_name, org_tax_id, org_address,
        donor_name, donor_address, amount_cents, donation_date, voided_at, void_reason
      from receipts`.execute(db);
    await db.schema.dropTable('receipts').execute();
    await db.schema.alterTable('receipts_new').renameTo('receipts').execute();
  }
  // Every receipt of a donation, newest last (the lookups read the newest), and at most one live one.
  await db.schema.createIndex('receipts_donation_idx').on('receipts').columns(['donation_id', 'number']).execute();
  await db.schema
    .createIndex('receipts_live_of_donation_idx')
    .unique()
    .on('receipts')
    .column('donation_id')
    .where(sql.ref('voided_at'), 'is', null)
    .execute();
}
