import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/**
 * Donation receipts (docs/architecture.md, Receipts). `receipt_counter` is one row holding the
 * last number given: a receipt takes the next one by updating that row inside the transaction
 * that confirms the donation, so numbers run 1, 2, 3… with no gaps (a rolled-back donation
 * rolls its number back too) and are never given twice (the row lock on PostgreSQL, the single
 * writer on SQLite). A receipt keeps, as issued, everything it prints: the organisation's and
 * the donor's details, the amount and the date. Nothing changes them afterwards; a refund only
 * sets `voided_at` and `void_reason`.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const idType = engine === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('receipt_counter')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('last_number', 'bigint', (col) => col.notNull())
    .execute();
  await db
    .insertInto('receipt_counter' as never)
    .values({ id: 1, last_number: 0 } as never)
    .execute();
  await db.schema
    .createTable('receipts')
    .addColumn('id', idType, (col) => (engine === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('number', 'bigint', (col) => col.notNull().unique())
    .addColumn('donation_id', 'integer', (col) => col.notNull().unique().references('donations.donation_id'))
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
    .execute();
}
