import { sql, type Kysely } from 'kysely';
import { SAMPLE_DONORS } from '@onepair/contract';
import type { Engine } from '../engine.js';

/**
 * Donor privacy and the public account of money in (docs/architecture.md, Statistics):
 * - `donators.public_name`: the name public lists show; null means the donor's username, so
 *   nothing changes for anyone until they choose. `donators.is_anonymous`: show "Anonymous".
 * - `donators.is_sample`: the sample donors a new database is seeded with, so public lists can
 *   say they are samples. Those seeded before this column are found by their seeded
 *   username and address.
 * - `monthly_region_totals`: confirmed money per month (the donation's date, YYYY-MM) and
 *   region, kept with each donation like `region_totals`, so the transparency figures read a
 *   row per month and region however many donations there are. Filled here from the
 *   confirmed donations already stored.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const boolType = engine === 'postgres' ? 'boolean' : 'integer';
  const no = engine === 'postgres' ? sql`false` : sql`0`;
  await db.schema.alterTable('donators').addColumn('public_name', 'varchar(100)').execute();
  await db.schema
    .alterTable('donators')
    .addColumn('is_anonymous', boolType, (col) => col.notNull().defaultTo(no))
    .execute();
  await db.schema
    .alterTable('donators')
    .addColumn('is_sample', boolType, (col) => col.notNull().defaultTo(no))
    .execute();
  const yes = engine === 'postgres' ? sql`true` : sql`1`;
  for (const donor of SAMPLE_DONORS) {
    await sql`update donators set is_sample = ${yes} where account_id in (
      select accounts.account_id from accounts join users on users.id = accounts.user_id
      where users.username = ${donor} and users.email = ${`${donor}@onepair.example`})`.execute(db);
  }

  await db.schema
    .createTable('monthly_region_totals')
    .addColumn('month', 'varchar(7)', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.region_id'))
    .addColumn('donation_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('total_cents', 'bigint', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('monthly_region_totals_pkey', ['month', 'region_id'])
    .execute();
  await sql`insert into monthly_region_totals (month, region_id, donation_count, total_cents)
    select substr(date, 1, 7), region_id, count(*), sum(amount_cents) from donations
    where status = 'confirmed' group by substr(date, 1, 7), region_id`.execute(db);
}
