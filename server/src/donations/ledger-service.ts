/**
 * The staff donations ledger (docs/architecture.md, The donations ledger): every donation,
 * newest first, filtered by date range, region, donor and status; the count and sum of the
 * filter, in all and per status; and the same filter as CSV rows, read in keyset batches so
 * that an export of any size holds one batch in memory at a time.
 */
import {
  LEDGER_CSV_COLUMNS,
  LEDGER_MESSAGES,
  MAX_ID,
  REGIONS,
  STAFF_PAGE_SIZE,
  personName,
  regionName,
  spreadsheetSafe,
  type LedgerDonor,
  type StaffDonationFilter,
  type StaffDonationListQuery,
  type StaffDonationRow,
  type StaffDonationTotals,
} from '@onepair/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/engine.js';
import { validationError } from '../lib/errors.js';
import * as ledger from './ledger-repository.js';
import { Type } from '@sinclair/typebox';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';

/** The first CSV batch is small so the first byte leaves at once; later ones are larger to go faster. */
const FIRST_EXPORT_BATCH = 100;
const EXPORT_BATCH = 2_000;

/** The list's key: the donation's date (YYYY-MM-DD), then its id, newest first. */
const pageCursor = cursorCodec(Type.Tuple([Type.String({ maxLength: 10 }), CursorId]));

/** The filter as the repository takes it, after the checks the schema cannot make (400 naming the field). */
async function resolveFilter(db: Db, filter: StaffDonationFilter): Promise<ledger.LedgerFilter> {
  const errors: Record<string, string> = {};
  if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from) errors.to = LEDGER_MESSAGES.toBeforeFrom;
  if (filter.region !== undefined && !REGIONS.some((region) => region.id === filter.region)) errors.region = LEDGER_MESSAGES.unknownRegion;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const resolved: ledger.LedgerFilter = { from: filter.from, to: filter.to, regionId: filter.region, status: filter.status };
  if (filter.donor !== undefined) {
    const text = filter.donor.trim();
    const asUserId = /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;
    resolved.donatorIds = await ledger.donatorIdsMatching(db.kysely, text, asUserId);
  }
  return resolved;
}

/** The donor of a donation as staff lists show them; null once erased (the donation has no donator or user). */
function ledgerDonorOf(
  row: Pick<ledger.LedgerRow, 'donator_id' | 'user_id' | 'username' | 'first_name' | 'last_name' | 'email'>,
): LedgerDonor | null {
  if (row.donator_id === null || row.user_id === null) return null;
  return {
    id: row.user_id,
    donator_id: row.donator_id,
    username: row.username ?? '',
    name: personName({ first_name: row.first_name ?? '', last_name: row.last_name ?? '' }, row.username ?? ''),
    email: row.email ?? '',
  };
}

/** A donation as the ledger lists it; a gift's own page adds to it. */
export function staffDonationRowOf(row: ledger.LedgerRow): StaffDonationRow {
  return {
    donation_id: row.donation_id,
    amount: row.amount_cents / 100,
    refunded_amount: row.refunded_cents / 100,
    date: row.date,
    region: row.region_id,
    status: row.status,
    method: row.method,
    reference: row.reference ?? '',
    created_at: row.created_at,
    donor: ledgerDonorOf(row),
  };
}

export async function listLedger(db: Db, query: StaffDonationListQuery): Promise<{ results: StaffDonationRow[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const key = query.after === undefined ? undefined : pageCursor.decode(query.after);
  const filter = await resolveFilter(db, query);
  const rows = await ledger.listLedger(db.kysely, filter, key && { date: key[0], donationId: key[1] }, limit + 1);
  const page = toPage(rows, limit, (last) => pageCursor.encode([last.date, last.donation_id]));
  return { ...page, results: page.results.map(staffDonationRowOf) };
}

/**
 * The filter's count and sum, whatever the status, and the same per status (every status
 * present, zeros included), from one query of per-status aggregates: count and total are their
 * sums, so they are what the ungrouped count and sum were.
 */
export async function ledgerTotals(db: Db, filter: StaffDonationFilter): Promise<StaffDonationTotals> {
  const byStatus = await ledger.ledgerTotalsByStatus(db.kysely, await resolveFilter(db, filter));
  const all = Object.values(byStatus);
  const dollars = ({ count, totalCents }: ledger.StatusTotals) => ({ count, total: totalCents / 100 });
  return {
    count: all.reduce((sum, each) => sum + each.count, 0),
    total: all.reduce((sum, each) => sum + each.totalCents, 0) / 100,
    by_status: {
      confirmed: dollars(byStatus.confirmed),
      pending: dollars(byStatus.pending),
      refunded: dollars(byStatus.refunded),
      voided: dollars(byStatus.voided),
    },
  };
}

export type LedgerCsvRow = Record<(typeof LEDGER_CSV_COLUMNS)[number], string>;

/** One CSV row: every cell a string, safe to open in a spreadsheet. */
export function toCsvRow(row: StaffDonationRow): LedgerCsvRow {
  const cells: LedgerCsvRow = {
    donation_id: String(row.donation_id),
    date: row.date,
    amount: row.amount.toFixed(2),
    status: row.status,
    region: String(row.region),
    region_name: regionName(row.region),
    donor_id: row.donor ? String(row.donor.id) : '',
    donor_username: row.donor?.username ?? '',
    donor_email: row.donor?.email ?? '',
    created_at: row.created_at,
    refunded_amount: row.refunded_amount.toFixed(2),
    method: row.method,
    reference: row.reference,
  };
  for (const column of LEDGER_CSV_COLUMNS) cells[column] = spreadsheetSafe(cells[column]);
  return cells;
}

/**
 * The CSV export as text, a batch at a time: the header row, then the filter's rows, newest
 * first, read in keyset batches and written by csv-stringify. Each chunk is one batch, so a
 * compressed reply can be flushed after each without compressing row by row. The filter is
 * checked before anything is sent, so a bad one is a 400 and not a broken download.
 */
export async function exportLedger(db: Db, filter: StaffDonationFilter): Promise<AsyncIterable<string>> {
  const resolved = await resolveFilter(db, filter);
  const columns = [...LEDGER_CSV_COLUMNS];
  return (async function* chunks() {
    // The header row first, before any query: the download starts at once, however long the
    // first batch takes to read.
    yield stringify([], { header: true, columns });
    await nextTurn();
    let cursor: ledger.LedgerCursor | undefined;
    let batch = FIRST_EXPORT_BATCH;
    for (;;) {
      const page = await ledger.listLedger(db.kysely, resolved, cursor, batch);
      if (page.length > 0)
        yield stringify(
          page.map((row) => toCsvRow(staffDonationRowOf(row))),
          { columns },
        );
      // A turn of the event loop after each chunk: it goes out on the socket, and other requests
      // are served between the batches of a long export (SQLite's driver blocks while it reads).
      await nextTurn();
      const last = page.at(-1);
      if (page.length < batch || !last) return;
      cursor = { date: last.date, donationId: last.donation_id };
      batch = EXPORT_BATCH;
    }
  })();
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The download's file name: the day it was made, and the filter's dates when it has them. */
export function exportFilename(filter: StaffDonationFilter, now: Date = new Date()): string {
  const range = filter.from || filter.to ? `-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}` : '';
  return `onepair-donations${range}-${now.toISOString().slice(0, 10)}.csv`;
}
