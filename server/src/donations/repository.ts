/** SQL for donations. Amounts are integer cents in the database, dollars in the API. */
import { sql } from 'kysely';
import type { Donation } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import { prepare } from '../db/prepared.js';

const donationColumns = [
  'donations.donation_id',
  'donations.amount_cents',
  'donations.date',
  'donations.region_id',
  'donations.donator_id',
  'accounts.user_id',
] as const;

interface DonationRow {
  donation_id: number;
  amount_cents: number | string | bigint;
  date: string;
  region_id: number;
  donator_id: number;
  user_id: number;
}

/** `donator` in the API is the donor's user id, as older clients read it (docs/api.md, Compatibility). */
function toDonation(row: Omit<DonationRow, 'user_id'>, userId: number): Donation {
  return {
    donation_id: row.donation_id,
    amount: toNumber(row.amount_cents) / 100,
    date: row.date,
    region: row.region_id,
    donator: userId,
    donator_id: row.donator_id,
  };
}

function selectDonations(db: Queryable) {
  return (
    db
      .selectFrom('donations')
      .innerJoin('donators', 'donators.donator_id', 'donations.donator_id')
      .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
      .select(donationColumns)
      // The inner join leaves out erased donors' donations, whose donator is null.
      .$narrowType<{ donator_id: number }>()
  );
}

/** Oldest first, as older clients expect them (docs/api.md, Compatibility). */
export async function listDonations(db: Queryable, filter: { donatorIds?: number[]; userId?: number } = {}): Promise<Donation[]> {
  let query = selectDonations(db);
  if (filter.donatorIds) {
    if (filter.donatorIds.length === 0) return [];
    query = query.where('donations.donator_id', 'in', filter.donatorIds);
  }
  if (filter.userId !== undefined) query = query.where('accounts.user_id', '=', filter.userId);
  const rows = await query.orderBy('donations.date').orderBy('donations.donation_id').execute();
  return rows.map((row) => toDonation(row, row.user_id));
}

// The donor's user is known to the caller, so this list needs no join: it runs on every
// account view, users/me included.
const selectDonationsOfDonator = prepare((db, donatorId: number) =>
  db
    .selectFrom('donations')
    .select(['donation_id', 'amount_cents', 'date', 'region_id', 'donator_id'])
    .where('donator_id', '=', donatorId)
    .$narrowType<{ donator_id: number }>()
    .orderBy('date')
    .orderBy('donation_id'),
);

/** One donor's donations, oldest first: the list every account view nests. */
export async function listDonationsOfDonator(db: Queryable, donator: { donatorId: number; userId: number }): Promise<Donation[]> {
  const rows = await selectDonationsOfDonator(db, donator.donatorId);
  return rows.map((row) => toDonation(row, donator.userId));
}

export async function findDonation(db: Queryable, donationId: number): Promise<Donation | undefined> {
  const row = await selectDonations(db).where('donations.donation_id', '=', donationId).executeTakeFirst();
  return row && toDonation(row, row.user_id);
}

const insertDonationRow = prepare((trx, donatorId: number, amountCents: number, date: string, regionId: number, createdAt: string) =>
  trx
    .insertInto('donations')
    .values({ donator_id: donatorId, amount_cents: amountCents, date, region_id: regionId, created_at: createdAt })
    .returning('donation_id'),
);

const addToDonorTotal = prepare((trx, donatorId: number, amountCents: number) =>
  trx
    .updateTable('donators')
    .set({ total_cents: sql<number>`total_cents + ${amountCents}`, has_donated: 1 })
    .where('donator_id', '=', donatorId),
);

// Upserts that add to the stored figure, so concurrent donations on PostgreSQL each add their
// own amount (the row lock orders them) instead of one overwriting the other's sum.
const addToDonorRegionTotal = prepare((trx, donatorId: number, regionId: number, amountCents: number) =>
  trx
    .insertInto('donor_region_totals')
    .values({ donator_id: donatorId, region_id: regionId, total_cents: amountCents, donation_count: 1 })
    .onConflict((oc) =>
      oc.columns(['donator_id', 'region_id']).doUpdateSet({
        total_cents: sql<number>`donor_region_totals.total_cents + excluded.total_cents`,
        donation_count: sql<number>`donor_region_totals.donation_count + excluded.donation_count`,
      }),
    ),
);

const addToRegionTotal = prepare((trx, regionId: number, amountCents: number) =>
  trx
    .insertInto('region_totals')
    .values({ region_id: regionId, total_cents: amountCents, donation_count: 1 })
    .onConflict((oc) =>
      oc.column('region_id').doUpdateSet({
        total_cents: sql<number>`region_totals.total_cents + excluded.total_cents`,
        donation_count: sql<number>`region_totals.donation_count + excluded.donation_count`,
      }),
    ),
);

/**
 * Inserts the donation and adds it to the donor's total and to the kept statistics
 * (docs/architecture.md, Statistics), all in the caller's transaction. The region's row, which
 * every donation there updates, comes last so its lock is held for the shortest time; every
 * donation takes its locks in the same order, so two never wait for each other in a circle.
 */
export async function insertDonation(
  trx: Queryable,
  donation: { donatorId: number; amountCents: number; date: string; regionId: number },
): Promise<number> {
  const [inserted] = await insertDonationRow(trx, donation.donatorId, donation.amountCents, donation.date, donation.regionId, nowIso());
  await addToDonorTotal(trx, donation.donatorId, donation.amountCents);
  await addToDonorRegionTotal(trx, donation.donatorId, donation.regionId, donation.amountCents);
  await addToRegionTotal(trx, donation.regionId, donation.amountCents);
  return inserted!.donation_id;
}
