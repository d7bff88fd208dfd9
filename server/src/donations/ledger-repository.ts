/**
 * SQL for the staff donations ledger: donations newest first by (date, donation_id), each with
 * its donor (null once erased), filtered, a page at a time by keyset, and the filter's totals.
 * Migrations 014 and 015 give every filter an index ending in (date, donation_id), so a first
 * page reads a page of index; the totals read every matching row once, through the same index.
 */
import { DONATION_STATUSES, type DonationMethod, type DonationStatus } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { withDonor, USER_NAME_COLUMNS } from '../db/record-owners.js';
import { toNumber } from '../db/schema.js';
import { afterKey } from '../lib/keyset.js';

export interface LedgerFilter {
  from?: string;
  to?: string;
  regionId?: number;
  /** The donor's donator ids; an empty list matches nothing. */
  donatorIds?: number[];
  status?: DonationStatus;
}

/** The last row of the page before: the next page starts strictly after it. */
export interface LedgerCursor {
  date: string;
  donationId: number;
}

export interface LedgerRow {
  donation_id: number;
  amount_cents: number;
  refunded_cents: number;
  date: string;
  region_id: number;
  status: DonationStatus;
  method: DonationMethod;
  reference: string | null;
  created_at: string;
  donator_id: number | null;
  user_id: number | null;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** A donation's columns as the ledger lists it, with its donor's (null once erased) from `withDonor`. */
export const LEDGER_COLUMNS = [
  'donations.donation_id',
  'donations.amount_cents',
  'donations.refunded_cents',
  'donations.date',
  'donations.region_id',
  'donations.status',
  'donations.method',
  'donations.reference',
  'donations.created_at',
  'donations.donator_id',
  'users.id as user_id',
  ...USER_NAME_COLUMNS,
  'users.email',
] as const;

function filtered(db: Queryable, filter: LedgerFilter) {
  let query = db.selectFrom('donations');
  if (filter.from !== undefined) query = query.where('donations.date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('donations.date', '<=', filter.to);
  if (filter.regionId !== undefined) query = query.where('donations.region_id', '=', filter.regionId);
  if (filter.status !== undefined) query = query.where('donations.status', '=', filter.status);
  if (filter.donatorIds !== undefined) query = query.where('donations.donator_id', 'in', filter.donatorIds);
  return query;
}

export async function listLedger(
  db: Queryable,
  filter: LedgerFilter,
  cursor: LedgerCursor | undefined,
  limit: number,
): Promise<LedgerRow[]> {
  if (filter.donatorIds?.length === 0) return [];
  let query = withDonor(filtered(db, filter)).select(LEDGER_COLUMNS);
  if (cursor) {
    // A row value comparison, which both engines read as one range on the (…, date, donation_id) index.
    query = query.where((eb) =>
      afterKey(
        eb,
        [
          ['donations.date', cursor.date],
          ['donations.donation_id', cursor.donationId],
        ],
        'desc',
      ),
    );
  }
  const rows = await query.orderBy('donations.date', 'desc').orderBy('donations.donation_id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, amount_cents: toNumber(row.amount_cents), refunded_cents: toNumber(row.refunded_cents) }));
}

/** The count and sum of one status's donations in a filter. */
export interface StatusTotals {
  count: number;
  totalCents: number;
}

/**
 * The count and sum of the filter's donations for each status, in one pass over the rows the
 * ungrouped count and sum read (the filter's index, or the table when there is no filter):
 * aggregates each limited to one status with FILTER, on both engines. Grouping by status
 * instead cost SQLite, which has no hash grouping, either a walk of the status index with a
 * lookup of every row or a sort of every row: for one table of a million donations, about
 * 230 ms grouped against 110 ms with FILTER and 30 ms for the ungrouped count and sum.
 */
export async function ledgerTotalsByStatus(db: Queryable, filter: LedgerFilter): Promise<Record<DonationStatus, StatusTotals>> {
  if (filter.donatorIds?.length === 0) return { pending: NONE, confirmed: NONE, refunded: NONE, voided: NONE };
  const row = (await filtered(db, filter)
    .select((eb) =>
      DONATION_STATUSES.flatMap((status) => [
        eb.fn.countAll().filterWhere('donations.status', '=', status).as(`${status}_count`),
        eb.fn.sum('donations.amount_cents').filterWhere('donations.status', '=', status).as(`${status}_total`),
      ]),
    )
    .executeTakeFirstOrThrow()) as Record<string, number | string | bigint | null>;
  const totalsOf = (status: DonationStatus): StatusTotals => ({
    count: toNumber(row[`${status}_count`] as number),
    totalCents: toNumber((row[`${status}_total`] ?? 0) as number),
  });
  return { pending: totalsOf('pending'), confirmed: totalsOf('confirmed'), refunded: totalsOf('refunded'), voided: totalsOf('voided') };
}

const NONE: StatusTotals = { count: 0, totalCents: 0 };

/**
 * The donator ids of the users a donor search names: a user id (when the text is a whole
 * number), a username or an e-mail address, compared without regard to case.
 */
export async function donatorIdsMatching(db: Queryable, text: string, asUserId: number | undefined): Promise<number[]> {
  const lower = text.toLowerCase();
  const rows = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .select('donators.donator_id')
    .where((eb) => {
      const any = [eb('users.username_lower', '=', lower), eb(eb.fn('lower', ['users.email']), '=', lower)];
      if (asUserId !== undefined) any.push(eb('users.id', '=', asUserId));
      return eb.or(any);
    })
    .execute();
  return rows.map((row) => row.donator_id);
}
