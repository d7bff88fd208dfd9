import type { Kysely } from 'kysely';

/**
 * Indexes for the pages of donations (docs/api.md, Pages of donations), so no list reads the
 * whole table:
 * - `(date, donation_id)`: staff's list of every donation, oldest or newest first, one page
 *   from the position the last one ended at.
 * - `(donator_id, date, donation_id)`: one donor's donations in the same order, for their own
 *   list and the newest ones an account view nests. It replaces `(donator_id, date)`, which
 *   left ties on the date to be sorted after reading all of that date's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('donations_date_idx').on('donations').columns(['date', 'donation_id']).execute();
  await db.schema.createIndex('donations_donator_date_id_idx').on('donations').columns(['donator_id', 'date', 'donation_id']).execute();
  await db.schema.dropIndex('donations_donator_date_idx').execute();
}
