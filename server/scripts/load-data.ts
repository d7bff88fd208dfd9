/**
 * Bulk test data for load runs (`npm run seed:load`, docs/operations.md, Load data): donor
 * users with their accounts and donators, then donations spread over the regions and the last
 * three years, written in batches of multi-row inserts inside transactions. The kept totals
 * (donators' totals, region_totals, donor_region_totals) are summed again from all donations at
 * the end, in SQL, so they agree with the rows whatever the database held before.
 */
import { sql } from 'kysely';
import type { Db } from '../src/db/engine.js';
import type { Queryable } from '../src/db/types.js';
import { nowIso } from '../src/db/types.js';
import { insertUserWithProfile } from '../src/users/repository.js';
import { UNUSABLE_PASSWORD } from '../src/auth/passwords.js';

export interface LoadOptions {
  donations: number;
  donors: number;
  /** Called after each committed batch with the donations written so far. */
  progress?: (written: number) => void;
}

const USERS_PER_TRANSACTION = 500;
// 500 rows of 5 values stays under SQLite's and PostgreSQL's limits on query parameters.
const ROWS_PER_INSERT = 500;
const INSERTS_PER_TRANSACTION = 40;
const DAYS_BACK = 3 * 365;

/** A small fast generator, so a run is repeatable from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export async function loadData(db: Db, options: LoadOptions): Promise<{ donatorIds: number[] }> {
  const regions = (await db.kysely.selectFrom('regions').select('region_id').orderBy('region_id').execute()).map((row) => row.region_id);
  if (regions.length === 0) throw new Error('the database has no regions: start the server once to create them');
  // A prefix of this run's own, so a second run adds donors instead of meeting the first's names.
  const prefix = `load_${Date.now().toString(36)}_`;
  const donatorIds: number[] = [];
  for (let start = 0; start < options.donors; start += USERS_PER_TRANSACTION) {
    const end = Math.min(options.donors, start + USERS_PER_TRANSACTION);
    await db.kysely.transaction().execute(async (trx) => {
      const userIds: number[] = [];
      for (let i = start; i < end; i += 1) {
        userIds.push(
          // Nobody can sign in as these donors: they exist to be counted.
          await insertUserWithProfile(trx, {
            username: `${prefix}${i}`,
            email: `${prefix}${i}@load.example`,
            passwordHash: UNUSABLE_PASSWORD,
          }),
        );
      }
      const rows = await trx
        .selectFrom('donators')
        .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
        .select('donators.donator_id')
        .where('accounts.user_id', 'in', userIds)
        .orderBy('donators.donator_id')
        .execute();
      donatorIds.push(...rows.map((row) => row.donator_id));
    });
  }
  if (options.donations > 0 && donatorIds.length === 0) throw new Error('donations need donors: give --donors 1 or more');

  const next = random(options.donations * 31 + options.donors);
  const today = Date.now();
  const createdAt = nowIso();
  let written = 0;
  while (written < options.donations) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let insert = 0; insert < INSERTS_PER_TRANSACTION && written < options.donations; insert += 1) {
        const count = Math.min(ROWS_PER_INSERT, options.donations - written);
        const rows = Array.from({ length: count }, () => ({
          donator_id: donatorIds[Math.floor(next() * donatorIds.length)]!,
          // $1 to $500 in whole cents, most of them small.
          amount_cents: 100 + Math.floor(next() ** 3 * 49_900),
          date: new Date(today - Math.floor(next() * DAYS_BACK) * 86_400_000).toISOString().slice(0, 10),
          region_id: regions[Math.floor(next() * regions.length)]!,
          created_at: createdAt,
        }));
        await trx.insertInto('donations').values(rows).execute();
        written += count;
      }
    });
    options.progress?.(written);
  }
  await db.kysely.transaction().execute((trx) => recomputeTotals(trx));
  return { donatorIds };
}

/** Every kept total summed again from the donations (the same figures migration 009 fills). */
export async function recomputeTotals(trx: Queryable): Promise<void> {
  await trx.deleteFrom('donor_region_totals').execute();
  await trx.deleteFrom('region_totals').execute();
  await sql`insert into region_totals (region_id, donation_count, total_cents)
    select region_id, count(*), sum(amount_cents) from donations group by region_id`.execute(trx);
  await sql`insert into donor_region_totals (donator_id, region_id, total_cents, donation_count)
    select donator_id, region_id, sum(amount_cents), count(*) from donations
    where donator_id is not null group by donator_id, region_id`.execute(trx);
  await sql`update donators set
    total_cents = coalesce((select sum(total_cents) from donor_region_totals t where t.donator_id = donators.donator_id), 0),
    has_donated = case when exists (select 1 from donations d where d.donator_id = donators.donator_id) then ${sql.lit(true)} else ${sql.lit(false)} end`.execute(
    trx,
  );
}
