/** SQL for receipts and their number counter. Amounts are integer cents. */
import { sql, type Selectable } from 'kysely';
import type { TributeKind } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { withDonor } from '../db/record-owners.js';
import type { ReceiptsTable } from '../db/schema.js';
import { afterKey } from '../lib/keyset.js';

export type ReceiptRow = Selectable<ReceiptsTable>;
export type NewReceipt = Omit<ReceiptRow, 'id' | 'number' | 'voided_at' | 'void_reason' | 'amount_cents' | 'replaces_number'> & {
  amount_cents: number;
};

/** Every column of a receipt, named. */
const RECEIPT_COLUMNS = [
  'id',
  'number',
  'donation_id',
  'issued_at',
  'org_name',
  'org_tax_id',
  'org_address',
  'donor_name',
  'donor_address',
  'amount_cents',
  'donation_date',
  'voided_at',
  'void_reason',
  'replaces_number',
  'tribute',
] as const satisfies readonly (keyof ReceiptsTable)[];

const selectReceiptOfDonation = (db: Queryable, donationId: number) =>
  db.selectFrom('receipts').select(RECEIPT_COLUMNS).where('donation_id', '=', donationId).orderBy('number', 'desc').limit(1).execute();

/** One receipt of the donation by its number, void or not. */
export async function findReceiptByNumber(db: Queryable, donationId: number, number: number): Promise<ReceiptRow | undefined> {
  return db.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).where('number', '=', number).executeTakeFirst();
}

/**
 * The donation's newest receipt: the one in force for a confirmed donation, the last one voided
 * for a refunded one. A partial refund leaves the older receipts void behind it.
 */
export async function findReceiptOfDonation(db: Queryable, donationId: number): Promise<ReceiptRow | undefined> {
  return (await selectReceiptOfDonation(db, donationId))[0];
}

/**
 * Takes the next receipt number. The UPDATE holds the counter row until the transaction ends,
 * so a second donation's receipt waits for this one's commit or rollback and then counts on
 * from what was really kept: no number is given twice and none is skipped.
 */
export async function takeNextNumber(trx: Queryable): Promise<number> {
  const [row] = await incrementCounter(trx);
  if (!row) throw new Error('takeNextNumber: the receipt counter row is missing');
  return Number(row.last_number);
}

const incrementCounter = (trx: Queryable) =>
  trx
    .updateTable('receipt_counter')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('id', '=', 1)
    .returning('last_number')
    .execute();

/** Gives back the number just taken; only right while the same transaction still holds the row. */
export async function returnNumber(trx: Queryable): Promise<void> {
  await trx
    .updateTable('receipt_counter')
    .set({ last_number: sql<number>`last_number - 1` })
    .where('id', '=', 1)
    .execute();
}

export async function insertReceipt(trx: Queryable, number: number, receipt: NewReceipt): Promise<ReceiptRow> {
  const [row] = await insertReceiptRow(
    trx,
    number,
    receipt.donation_id,
    receipt.issued_at,
    receipt.org_name,
    receipt.org_tax_id,
    receipt.org_address,
    receipt.donor_name,
    receipt.donor_address,
    receipt.amount_cents,
    receipt.donation_date,
    receipt.tribute,
  );
  return row!;
}

const insertReceiptRow = (
  trx: Queryable,
  number: number,
  donationId: number,
  issuedAt: string,
  orgName: string,
  orgTaxId: string,
  orgAddress: string,
  donorName: string,
  donorAddress: string,
  amountCents: number,
  donationDate: string,
  tribute: string | null,
) =>
  trx
    .insertInto('receipts')
    .values({
      number,
      donation_id: donationId,
      issued_at: issuedAt,
      org_name: orgName,
      org_tax_id: orgTaxId,
      org_address: orgAddress,
      donor_name: donorName,
      donor_address: donorAddress,
      amount_cents: amountCents,
      donation_date: donationDate,
      tribute,
    })
    .returning(RECEIPT_COLUMNS)
    .execute();

/**
 * A replacement receipt, with the number just taken and the number of the receipt it replaces
 * (which must already be void: a donation has at most one live receipt).
 */
export async function insertReplacementReceipt(
  trx: Queryable,
  number: number,
  receipt: NewReceipt,
  replacesNumber: number,
): Promise<ReceiptRow> {
  return trx
    .insertInto('receipts')
    .values({ ...receipt, number, replaces_number: replacesNumber })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the void mark once: a receipt already void keeps its first date and reason. */
export async function markVoid(trx: Queryable, donationId: number, at: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('receipts')
    .set({ voided_at: at, void_reason: reason })
    .where('donation_id', '=', donationId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The donation a receipt is for, with what the receipt freezes of it and its donor. */
export interface DonationForReceipt {
  donation_id: number;
  status: string;
  /** How the money came; a `none` gift (recorded without a payment) gets no receipt. */
  method: string;
  amount_cents: number | string | bigint;
  /** The part given back by a partial refund: a receipt states the amount less this. */
  refunded_cents: number | string | bigint;
  date: string;
  /** The gift's tribute, which its receipt names; null for none. */
  tribute_kind: TributeKind | null;
  tribute_name: string | null;
  /** Null once the donor's user was deleted. */
  user_id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
}

/** What a receipt states of its donor, from `users` and `accounts` joined to the donor. */
export const RECEIPT_DONOR_COLUMNS = [
  'users.username',
  'users.first_name',
  'users.last_name',
  'users.email',
  'accounts.address',
  'accounts.city',
  'accounts.state',
  'accounts.zip_code',
] as const;

/** The donor as a receipt states them. */
export type ReceiptDonor = Pick<
  DonationForReceipt,
  'user_id' | 'username' | 'first_name' | 'last_name' | 'email' | 'address' | 'city' | 'state' | 'zip_code'
>;

export async function findDonationForReceipt(db: Queryable, donationId: number): Promise<DonationForReceipt | undefined> {
  return (await selectDonationForReceipt(db, donationId))[0];
}

/** Donations with what a receipt freezes of them and their donor (left joins: a donor may be erased). */
function selectDonationsForReceipt(db: Queryable) {
  return withDonor(db.selectFrom('donations')).select([
    'donations.donation_id',
    'donations.status',
    'donations.method',
    'donations.amount_cents',
    'donations.refunded_cents',
    'donations.date',
    'donations.tribute_kind',
    'donations.tribute_name',
    'users.id as user_id',
    ...RECEIPT_DONOR_COLUMNS,
  ]);
}

const selectDonationForReceipt = (db: Queryable, donationId: number) =>
  selectDonationsForReceipt(db).where('donations.donation_id', '=', donationId).execute();

/**
 * Confirmed donations with no receipt yet (stored before receipts existed, or seeded), among
 * donation ids in (afterId, upToId], oldest first, at most `limit`. The id range keeps each
 * query short however many donations there are.
 */
export async function findConfirmedWithoutReceipt(db: Queryable, afterId: number, upToId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('donations')
    .leftJoin('receipts', 'receipts.donation_id', 'donations.donation_id')
    .select('donations.donation_id')
    .where('donations.donation_id', '>', afterId)
    .where('donations.donation_id', '<=', upToId)
    .where('donations.status', '=', 'confirmed')
    .where('donations.method', '<>', 'none')
    .where('receipts.id', 'is', null)
    .orderBy('donations.donation_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.donation_id);
}

/** The highest donation id (0 with none): where a scan of every donation ends. */
export async function lastDonationId(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.max('donation_id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** The donation id up to which every confirmed donation is known to have its receipt. */
export async function receiptsCheckedThrough(db: Queryable): Promise<number> {
  const row = await db.selectFrom('receipt_counter').select('checked_through').where('id', '=', 1).executeTakeFirst();
  return Number(row?.checked_through ?? 0);
}

/** Moves the mark on to `donationId`, never back (several servers may finish a pass). */
export async function markReceiptsCheckedThrough(db: Queryable, donationId: number): Promise<void> {
  await db
    .updateTable('receipt_counter')
    .set({ checked_through: donationId })
    .where('id', '=', 1)
    .where('checked_through', '<', donationId)
    .execute();
}

/**
 * Holds the number counter until the transaction ends without taking a number, so what the
 * transaction reads next about receipts cannot change under it before it takes its numbers.
 */
export async function lockNumbers(trx: Queryable): Promise<void> {
  await trx
    .updateTable('receipt_counter')
    .set({ last_number: sql<number>`last_number` })
    .where('id', '=', 1)
    .execute();
}

/** Takes `count` numbers at once (held as takeNextNumber's one is): the first of them. */
export async function takeNumbers(trx: Queryable, count: number): Promise<number> {
  const row = await trx
    .updateTable('receipt_counter')
    .set({ last_number: sql<number>`last_number + ${count}` })
    .where('id', '=', 1)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number) - count + 1;
}

/** Of the given donations, those confirmed and still without a receipt, with what their receipts freeze. */
export async function findDonationsStillWithoutReceipt(db: Queryable, donationIds: number[]): Promise<DonationForReceipt[]> {
  if (donationIds.length === 0) return [];
  return selectDonationsForReceipt(db)
    .leftJoin('receipts', 'receipts.donation_id', 'donations.donation_id')
    .where('donations.donation_id', 'in', donationIds)
    .where('donations.status', '=', 'confirmed')
    .where('donations.method', '<>', 'none')
    .where('receipts.id', 'is', null)
    .orderBy('donations.donation_id')
    .execute();
}

export async function insertReceipts(trx: Queryable, receipts: (NewReceipt & { number: number })[]): Promise<void> {
  if (receipts.length > 0) await trx.insertInto('receipts').values(receipts).execute();
}

/**
 * A page of a donor's receipts, newest first: at most `limit`, numbered below `beforeNumber`
 * when given. Receipts of gifts recorded without a payment (issued before that rule) are left
 * out: they state money that was never received.
 */
export async function listReceiptsOfDonator(
  db: Queryable,
  donatorId: number,
  page: { beforeNumber?: number; limit: number },
): Promise<ReceiptRow[]> {
  let query = db
    .selectFrom('receipts')
    .innerJoin('donations', 'donations.donation_id', 'receipts.donation_id')
    .selectAll('receipts')
    .where('donations.donator_id', '=', donatorId)
    .where('donations.method', '<>', 'none');
  const { beforeNumber } = page;
  if (beforeNumber !== undefined) query = query.where((eb) => afterKey(eb, [['receipts.number', beforeNumber]], 'desc'));
  return query.orderBy('receipts.number', 'desc').limit(page.limit).execute();
}

export interface StatementGift {
  donation_id: number;
  amount_cents: number | string | bigint;
  date: string;
  number: number | string | bigint | null;
}

/**
 * A donor's confirmed gifts dated in `year` that were received (not recorded without a payment), oldest first, with the numbers of their receipts in
 * force (a partial refund's replacement, not the void one before it) and what is left of each
 * after partial refunds.
 */
export async function listConfirmedGiftsOfYear(
  db: Queryable,
  donatorId: number,
  year: number,
  page: { after?: { date: string; donationId: number }; limit?: number } = {},
): Promise<StatementGift[]> {
  const y = String(year).padStart(4, '0');
  const { after, limit } = page;
  let query = db
    .selectFrom('donations')
    .leftJoin('receipts', (join) => join.onRef('receipts.donation_id', '=', 'donations.donation_id').on('receipts.voided_at', 'is', null))
    .select([
      'donations.donation_id',
      sql<number | string | bigint>`donations.amount_cents - donations.refunded_cents`.as('amount_cents'),
      'donations.date',
      'receipts.number',
    ])
    .where('donations.donator_id', '=', donatorId)
    .where('donations.status', '=', 'confirmed')
    .where('donations.method', '<>', 'none')
    .where('donations.date', '>=', `${y}-01-01`)
    .where('donations.date', '<=', `${y}-12-31`);
  if (after) {
    query = query.where((eb) =>
      afterKey(eb, [
        ['donations.date', after.date],
        ['donations.donation_id', after.donationId],
      ]),
    );
  }
  query = query.orderBy('donations.date').orderBy('donations.donation_id');
  return (limit === undefined ? query : query.limit(limit)).execute();
}

/** Years (from the donation date) in which the donor has a confirmed gift with a receipt, newest first. */
export async function listConfirmedYears(db: Queryable, donatorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('donations')
    .select(sql<string>`substr(donations.date, 1, 4)`.as('year'))
    .where('donations.donator_id', '=', donatorId)
    .where('donations.status', '=', 'confirmed')
    .where('donations.method', '<>', 'none')
    .groupBy(sql`substr(donations.date, 1, 4)`)
    .execute();
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}
