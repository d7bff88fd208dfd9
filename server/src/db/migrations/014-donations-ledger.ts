import type { Kysely } from 'kysely';

/**
 * Indexes for the staff donations ledger (docs/architecture.md, The donations ledger), which
 * lists donations newest first by (date, donation_id) and pages by keyset on the same pair.
 * With one index per filter that ends in that pair, the first page of one region or of one
 * status is read from the index's end and stops after a page, however many donations there
 * are; a date range is a range on the same index. The whole ledger and a date range alone use
 * migration 015's (date, donation_id) index, the donor filter its (donator_id, date,
 * donation_id) one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('donations_ledger_region_idx').on('donations').columns(['region_id', 'date', 'donation_id']).execute();
  await db.schema.createIndex('donations_ledger_status_idx').on('donations').columns(['status', 'date', 'donation_id']).execute();
}
