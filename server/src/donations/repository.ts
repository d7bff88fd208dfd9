/** SQL for donations. Amounts are integer cents in the database, dollars in the API. */
import { sql } from 'kysely';
import {
  NESTED_DONATIONS,
  type Donation,
  type DonationOrder,
  type DonationMethod,
  type DonationPosition,
  type DonationStatus,
} from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { tributeColumns, type StoredTribute } from './tributes.js';
import { nowIso } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import { afterKey } from '../lib/keyset.js';

/**
 * A donation's amount as the donor's views show it: what was given and kept, less any part
 * refunded (it is what the totals and the receipt in force count). The staff ledger shows the
 * amount and the refunded part apart.
 */
const netAmount = sql<number | string | bigint>`donations.amount_cents - donations.refunded_cents`.as('amount_cents');

const donationColumns = [
  'donations.donation_id',
  netAmount,
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

export interface DonationPageQuery {
  /** One donor's donations only; every donor's when missing (staff). */
  donatorId?: number;
  order: DonationOrder;
  /** The donations after this one in the list's order. */
  after?: DonationPosition;
  limit: number;
}

/**
 * A page of donations by (date, donation_id), from the position the previous page ended at:
 * the comparison on both columns walks the (date, donation_id) indexes of migration 015, so a
 * page costs the same on the first or the ten-thousandth page. A donation added meanwhile comes
 * in its place in the order; nothing already listed comes twice and nothing is skipped.
 */
export async function listDonationPage(db: Queryable, query: DonationPageQuery): Promise<Donation[]> {
  const direction = query.order === 'oldest' ? 'asc' : 'desc';
  // Only confirmed donations are listed: a pending one is not paid yet and a refunded one was
  // given back. Staff see every status in the ledger (GET /api/staff/donations/).
  let select = selectDonations(db).where('donations.status', '=', 'confirmed');
  if (query.donatorId !== undefined) select = select.where('donations.donator_id', '=', query.donatorId);
  const after = query.after;
  if (after) {
    select = select.where((eb) =>
      afterKey(
        eb,
        [
          ['donations.date', after.date],
          ['donations.donation_id', after.donation_id],
        ],
        direction,
      ),
    );
  }
  const rows = await select.orderBy('donations.date', direction).orderBy('donations.donation_id', direction).limit(query.limit).execute();
  return rows.map((row) => toDonation(row, row.user_id));
}

// The donor's user is known to the caller, so this list needs no join: it runs on every
// account view, users/me included. Newest first from the (donator_id, date, donation_id)
// index, so only the rows nested are read however many the donor has.
const selectNewestDonationsOfDonator = (db: Queryable, donatorId: number) =>
  db
    .selectFrom('donations')
    .select(['donation_id', netAmount, 'date', 'region_id', 'donator_id'])
    .where('donator_id', '=', donatorId)
    .where('status', '=', 'confirmed')
    .$narrowType<{ donator_id: number }>()
    .orderBy('date', 'desc')
    .orderBy('donation_id', 'desc')
    // Written into the SQL, not bound: SQLite ran this query several times slower with its
    // LIMIT as a parameter (about 8 µs against 1 µs for a donor with none).
    .limit(sql.lit(NESTED_DONATIONS))
    .execute();

/**
 * The donor's newest confirmed donations (NESTED_DONATIONS of them), oldest first as every account view
 * lists them; older ones are in the pages of GET /api/donation/ (docs/api.md, Pages of donations).
 */
export async function listNewestDonationsOfDonator(db: Queryable, donator: { donatorId: number; userId: number }): Promise<Donation[]> {
  const rows = await selectNewestDonationsOfDonator(db, donator.donatorId);
  return rows.reverse().map((row) => toDonation(row, donator.userId));
}

export async function findDonation(db: Queryable, donationId: number): Promise<Donation | undefined> {
  const row = await selectDonations(db).where('donations.donation_id', '=', donationId).executeTakeFirst();
  return row && toDonation(row, row.user_id);
}

/** A new donation's row; `status` says whether it counts yet (see applyDonationToTotals). */
export interface NewDonationRow {
  donatorId: number;
  amountCents: number;
  date: string;
  regionId: number;
  status: DonationStatus;
  /** How the money came: `card` with a payment below, `none` or a staff-recorded way without. */
  method: DonationMethod;
  /** A staff-recorded gift's cheque number or transfer reference and staff's note. */
  reference?: string | null;
  note?: string | null;
  /** In honor or in memory of someone. */
  tribute?: StoredTribute | null;
  /** The provider's ids and the money charged, for a donation paid through a provider. */
  payment?: {
    provider: string;
    feeCents: number;
    chargedCents: number | null;
    checkoutSessionId?: string | null;
    paymentIntentId?: string | null;
    invoiceId?: string | null;
    customerId?: string | null;
    subscriptionId?: number | null;
  };
}

/** Inserts the donation's row only: it counts nowhere until applyDonationToTotals adds it. */
export async function insertDonationRow(trx: Queryable, donation: NewDonationRow): Promise<number> {
  const payment = donation.payment;
  if (!payment && donation.reference == null && donation.note == null && !donation.tribute) {
    const [row] = await insertPlainDonation(
      trx,
      donation.donatorId,
      donation.amountCents,
      donation.date,
      donation.regionId,
      nowIso(),
      donation.status,
      donation.method,
    );
    return row!.donation_id;
  }
  const inserted = await trx
    .insertInto('donations')
    .values({
      donator_id: donation.donatorId,
      amount_cents: donation.amountCents,
      date: donation.date,
      region_id: donation.regionId,
      created_at: nowIso(),
      status: donation.status,
      method: donation.method,
      reference: donation.reference ?? null,
      note: donation.note ?? null,
      ...tributeColumns(donation.tribute),
      payment_provider: payment?.provider ?? null,
      fee_cents: payment?.feeCents ?? 0,
      charged_cents: payment?.chargedCents ?? null,
      checkout_session_id: payment?.checkoutSessionId ?? null,
      payment_intent_id: payment?.paymentIntentId ?? null,
      invoice_id: payment?.invoiceId ?? null,
      customer_id: payment?.customerId ?? null,
      subscription_id: payment?.subscriptionId ?? null,
    })
    .returning('donation_id')
    .executeTakeFirstOrThrow();
  return inserted.donation_id;
}

const insertPlainDonation = (
  trx: Queryable,
  donatorId: number,
  amountCents: number,
  date: string,
  regionId: number,
  createdAt: string,
  status: DonationStatus,
  method: DonationMethod,
) =>
  trx
    .insertInto('donations')
    .values({ donator_id: donatorId, amount_cents: amountCents, date, region_id: regionId, created_at: createdAt, status, method })
    .returning('donation_id')
    .execute();

const addToDonorTotal = (trx: Queryable, donatorId: number, amountCents: number) =>
  trx
    .updateTable('donators')
    .set({ total_cents: sql<number>`total_cents + ${amountCents}`, has_donated: 1 })
    .where('donator_id', '=', donatorId)
    .execute();

// Upserts that add to the stored figure, so concurrent donations on PostgreSQL each add their
// own amount (the row lock orders them) instead of one overwriting the other's sum. A refund
// adds a negative amount and count to the row its donation made.
const addToDonorRegionTotal = (trx: Queryable, donatorId: number, regionId: number, amountCents: number, count: number) =>
  trx
    .insertInto('donor_region_totals')
    .values({ donator_id: donatorId, region_id: regionId, total_cents: amountCents, donation_count: count })
    .onConflict((oc) =>
      oc.columns(['donator_id', 'region_id']).doUpdateSet({
        total_cents: sql<number>`donor_region_totals.total_cents + excluded.total_cents`,
        donation_count: sql<number>`donor_region_totals.donation_count + excluded.donation_count`,
      }),
    )
    .execute();

const addToRegionTotal = (trx: Queryable, regionId: number, amountCents: number, count: number) =>
  trx
    .insertInto('region_totals')
    .values({ region_id: regionId, total_cents: amountCents, donation_count: count })
    .onConflict((oc) =>
      oc.column('region_id').doUpdateSet({
        total_cents: sql<number>`region_totals.total_cents + excluded.total_cents`,
        donation_count: sql<number>`region_totals.donation_count + excluded.donation_count`,
      }),
    )
    .execute();

// Confirmed money per month of the donation's date and region, for the public transparency
// figures: one more row lock, taken after the region's so the lock order stays the same.
const addToMonthlyRegionTotal = (trx: Queryable, month: string, regionId: number, amountCents: number, count: number) =>
  trx
    .insertInto('monthly_region_totals')
    .values({ month, region_id: regionId, total_cents: amountCents, donation_count: count })
    .onConflict((oc) =>
      oc.columns(['month', 'region_id']).doUpdateSet({
        total_cents: sql<number>`monthly_region_totals.total_cents + excluded.total_cents`,
        donation_count: sql<number>`monthly_region_totals.donation_count + excluded.donation_count`,
      }),
    )
    .execute();

/** What applyDonationToTotals needs of a donation. A donation of an erased donor has no donator. */
export interface CountedDonation {
  donatorId: number | null;
  amountCents: number;
  regionId: number;
  date: string;
}

/**
 * The one place a donation's amount enters or leaves every kept figure (the donor's total and
 * the statistics, docs/architecture.md, Statistics), in the caller's transaction: `+1` when the
 * donation becomes confirmed, `-1` when a confirmed one is refunded. Only confirmed donations
 * count anywhere. The region's row, which every donation there updates, comes last so its lock
 * is held for the shortest time; every donation takes its locks in the same order, so two never
 * wait for each other in a circle.
 */
export async function applyDonationToTotals(trx: Queryable, donation: CountedDonation, sign: 1 | -1): Promise<void> {
  await addToTotals(trx, donation, donation.amountCents * sign, sign);
}

/**
 * Takes the newly refunded part of a confirmed donation out of every kept figure, in the
 * caller's transaction. The donation still counts as one donation: only the amounts change.
 * `amountCents` is the increase of what was given back, never the cumulative refund.
 */
export async function applyPartialRefundToTotals(trx: Queryable, donation: CountedDonation): Promise<void> {
  await addToTotals(trx, donation, -donation.amountCents, 0);
}

/** Adds `cents` and `count` to each kept figure of the donation, in the one lock order. */
async function addToTotals(trx: Queryable, donation: Omit<CountedDonation, 'amountCents'>, cents: number, count: number): Promise<void> {
  if (donation.donatorId !== null) {
    await addToDonorTotal(trx, donation.donatorId, cents);
    await addToDonorRegionTotal(trx, donation.donatorId, donation.regionId, cents, count);
  }
  await addToRegionTotal(trx, donation.regionId, cents, count);
  await addToMonthlyRegionTotal(trx, donation.date.slice(0, 7), donation.regionId, cents, count);
}

/**
 * Holds the donation's row until the transaction ends and reads it as it is now, so a partial
 * refund and a full one (or two webhooks of the same charge) that race never both count the same
 * cents: the second waits here and then sees what the first recorded. A no-op UPDATE rather than
 * SELECT … FOR UPDATE, which SQLite does not have (its one writer serialises these anyway).
 */
export async function lockDonationRow(trx: Queryable, donationId: number) {
  await trx
    .updateTable('donations')
    .set({ refunded_cents: sql<number>`refunded_cents` })
    .where('donation_id', '=', donationId)
    .execute();
  return findDonationRow(trx, donationId);
}

/** Records how much of a confirmed donation was given back so far (cumulative cents). */
export async function setRefundedCents(trx: Queryable, donationId: number, refundedCents: number): Promise<void> {
  await trx.updateTable('donations').set({ refunded_cents: refundedCents }).where('donation_id', '=', donationId).execute();
}

/** Inserts a confirmed donation and counts it at once (the sample data, and donations with no payment step). */
export async function insertDonation(
  trx: Queryable,
  donation: { donatorId: number; amountCents: number; date: string; regionId: number; method: DonationMethod },
): Promise<number> {
  const donationId = await insertDonationRow(trx, { ...donation, status: 'confirmed' });
  await applyDonationToTotals(trx, donation, 1);
  return donationId;
}

/** A donation's row as the payment code reads it. */
export async function findDonationRow(trx: Queryable, donationId: number) {
  return trx.selectFrom('donations').selectAll().where('donation_id', '=', donationId).executeTakeFirst();
}

/**
 * Moves a donation from one status to another only if it still has the first one, and says
 * whether it did: of two requests that race (a webhook and its replay, two refunds) only one
 * sees true and changes the totals.
 */
export async function changeDonationStatus(
  trx: Queryable,
  donationId: number,
  from: DonationStatus,
  to: DonationStatus,
  set: { paymentIntentId?: string; customerId?: string } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('donations')
    .set({
      status: to,
      ...(set.paymentIntentId !== undefined && { payment_intent_id: set.paymentIntentId }),
      ...(set.customerId !== undefined && { customer_id: set.customerId }),
    })
    .where('donation_id', '=', donationId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
