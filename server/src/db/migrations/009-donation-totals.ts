import { sql, type Kysely } from 'kysely';

/**
 * Donation totals kept as donations are written, so the public statistics read a few rows
 * instead of every donation (docs/architecture.md, Statistics):
 * - `region_totals`: per region, the count and sum of all its donations, erased donors' included.
 * - `donor_region_totals`: per donor and region, what that donor gave there. Its rows go with
 *   the donator (ON DELETE CASCADE), so an erased donor leaves the top-donor lists while their
 *   donations stay in `region_totals`. The index serves "the biggest donors of a region".
 * Both are filled here from the donations already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('region_totals')
    .addColumn('region_id', 'integer', (col) => col.primaryKey().references('regions.region_id'))
    .addColumn('donation_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('total_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('donor_region_totals')
    .addColumn('donator_id', 'integer', (col) => col.notNull().references('donators.donator_id').onDelete('cascade'))
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.region_id'))
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('donation_count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('donor_region_totals_pkey', ['donator_id', 'region_id'])
    .execute();
  await sql`create index donor_region_totals_top_idx on donor_region_totals (region_id, total_cents desc, donator_id)`.execute(db);

  await sql`insert into region_totals (region_id, donation_count, total_cents)
    select region_id, count(*), sum(amount_cents) from donations group by region_id`.execute(db);
  await sql`insert into donor_region_totals (donator_id, region_id, total_cents, donation_count)
    select donator_id, region_id, sum(amount_cents), count(*) from donations
    where donator_id is not null group by donator_id, region_id`.execute(db);
}
