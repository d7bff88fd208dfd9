/**
 * Receipts (docs/architecture.md, Receipts): every confirmed donation gets one, in the
 * transaction that confirms it, with the next number of one gap-free sequence. What a receipt
 * prints (the organisation's and donor's details, amount, date) is stored when it is issued and
 * never changes; a refund only marks it void, and a partial refund marks it void and issues a
 * replacement for the amount left (replaceReceipt). The donor gets it by mail (through the
 * outbox) and from the account page; only the donor and staff can fetch it.
 */
import {
  NO_RECEIPT_WITHOUT_PAYMENT,
  RECEIPT_PAGE_SIZE,
  personName,
  tributeLine,
  type Language,
  type Receipt,
  type ReceiptList,
  type ReceiptListQuery,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import type { Organisation } from '../config.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { queueReceiptMail } from './mail.js';
import * as receipts from './repository.js';
import { findDonatorIdOfUser, findDonatorOwner } from '../donators/repository.js';
import { receiptPdf, statementPdf, type StatementGiftLine } from './pdf.js';
import { nextHeavyTurn } from '../lib/heavy-turns.js';
import type { PdfFile } from '../lib/pdf.js';
import { CursorId, cursorCodec, toPage } from '../lib/keyset.js';
import { Type } from '@sinclair/typebox';

export interface ReceiptSettings {
  organisation: Organisation;
  /** Where the web app is, for the account-page link in the receipt mail; unset leaves the link out. */
  publicUrl: string | undefined;
}

/**
 * Set once at start from the configuration. A receipt is issued deep inside whichever
 * transaction confirms a donation (a donation made without payment, a payment provider's
 * webhook), so the organisation's details are read from here rather than passed down every path.
 */
let settings: ReceiptSettings = { organisation: { name: 'OnePair', taxId: '', address: '' }, publicUrl: undefined };

export function configureReceipts(next: ReceiptSettings): void {
  settings = next;
}

/** The charity as its receipts state it (the receipt for donated frames uses it too). */
export function receiptOrganisation(): Organisation {
  return settings.organisation;
}

/**
 * Issues the receipt of a confirmed donation inside the caller's transaction, and queues the
 * mail that sends it to the donor. Call it wherever a donation becomes confirmed; a donation
 * that already has a receipt keeps it (the same one is returned), so calling twice is harmless.
 * A gift recorded without a payment (method `none`) gets none, and no mail: a receipt states
 * money the charity received. Returns undefined then.
 *
 * `storedNow` says the donation was inserted in this same transaction. No other transaction can
 * see it yet, so it has no receipt and none can be issued meanwhile: both looks for one are
 * skipped (about 5 % of a donation POST's server time). `stored` is then the donation as the
 * caller stored it, with its donor as read in the same transaction, so that nothing is read
 * again (7 to 15 % of a donation POST's server time in pairs of runs, by the server's CPU counters).
 */
export async function issueReceipt(
  trx: Queryable,
  donationId: number,
  options: { now?: Date; storedNow?: boolean; stored?: receipts.DonationForReceipt } = {},
): Promise<Receipt | undefined> {
  const { now = new Date(), storedNow = false } = options;
  if (options.stored?.method === 'none') return undefined;
  if (!storedNow) {
    const existing = await receipts.findReceiptOfDonation(trx, donationId);
    if (existing) return toReceipt(existing);
  }
  const donation = (storedNow ? options.stored : undefined) ?? (await receipts.findDonationForReceipt(trx, donationId));
  if (!donation) throw new Error(`issueReceipt: donation ${donationId} does not exist`);
  if (donation.method === 'none') return undefined;
  if (donation.status !== 'confirmed') throw new Error(`issueReceipt: donation ${donationId} is ${donation.status}, not confirmed`);
  const number = await receipts.takeNextNumber(trx);
  if (!storedNow) {
    // Another transaction may have issued this donation's receipt while this one waited for the
    // counter; it is visible now, and the number just taken goes back before anyone else can take it.
    const issuedMeanwhile = await receipts.findReceiptOfDonation(trx, donationId);
    if (issuedMeanwhile) {
      await receipts.returnNumber(trx);
      return toReceipt(issuedMeanwhile);
    }
  }
  const row = await receipts.insertReceipt(trx, number, receiptFields(donation, now));
  if (donation.email?.trim()) await queueReceiptMail(trx, { email: donation.email, userId: donation.user_id }, row, settings);
  return toReceipt(row);
}

/**
 * Marks a refunded donation's receipt void, in the refund's transaction. The receipt's content
 * stays as issued. False when the donation has no receipt or it was already void.
 */
export async function voidReceipt(trx: Queryable, donationId: number, reason: string, now: Date = new Date()): Promise<boolean> {
  return receipts.markVoid(trx, donationId, now.toISOString(), reason.trim() || 'Refunded');
}

/**
 * After part of a confirmed donation was given back (its `refunded_cents` already recorded, in
 * the caller's transaction), or staff corrected a gift they recorded (`why`): voids the receipt
 * in force, which states the old amount or date, and issues a replacement with the next number of
 * the same sequence, naming the receipt it replaces and keeping its organisation's and donor's
 * details; its mail is queued as for any receipt. A donation still waiting for its first receipt
 * (issueMissingReceipts) gets none here: that one will state the donation as it is. Returns the
 * replacement, or undefined when there was no receipt in force.
 */
export async function replaceReceipt(
  trx: Queryable,
  donationId: number,
  why: string = PARTLY_REFUNDED,
  now: Date = new Date(),
): Promise<Receipt | undefined> {
  const donation = await receipts.findDonationForReceipt(trx, donationId);
  if (!donation || donation.status !== 'confirmed' || donation.method === 'none') return undefined;
  const current = await receipts.findReceiptOfDonation(trx, donationId);
  if (!current || current.voided_at) return undefined;
  const number = await receipts.takeNextNumber(trx);
  const replaced = toNumber(current.number);
  await receipts.markVoid(trx, donationId, now.toISOString(), `${why}: replaced by receipt No. ${number}`);
  // The replacement corrects only the amount or the date: it names the same organisation, donor
  // and tribute as the receipt it voids, even if the settings changed or the donor renamed or
  // erased their account since, so the two receipts read as one gift's.
  const fields: receipts.NewReceipt = {
    ...receiptFields(donation, now),
    org_name: current.org_name,
    org_tax_id: current.org_tax_id,
    org_address: current.org_address,
    donor_name: current.donor_name,
    donor_address: current.donor_address,
    tribute: current.tribute,
  };
  const row = await receipts.insertReplacementReceipt(trx, number, fields, replaced);
  if (donation.email?.trim()) await queueReceiptMail(trx, { email: donation.email, userId: donation.user_id }, row, settings, why);
  return toReceipt(row);
}

/** The start of the void reason of a receipt replaced after a partial refund. */
export const PARTLY_REFUNDED = 'Partly refunded';

/** The newest-first list's key: the receipt's number, opaque to clients. */
const pageCursor = cursorCodec(Type.Tuple([CursorId]));

/**
 * A page of the caller's receipts, newest first, and the years with a statement (docs/api.md,
 * Receipts). `next` is the cursor of the following page (`?after=`), null on the last. Reads only.
 */
export async function listReceipts(db: Db, caller: Caller, query: ReceiptListQuery = {}): Promise<ReceiptList> {
  const limit = query.limit ?? RECEIPT_PAGE_SIZE;
  const beforeNumber = query.after === undefined ? undefined : pageCursor.decode(query.after)[0];
  const donatorId = await findDonatorIdOfUser(db.kysely, caller.id);
  if (donatorId === undefined) return { receipts: [], statement_years: [], next: null };
  const [rows, years] = await Promise.all([
    receipts.listReceiptsOfDonator(db.kysely, donatorId, { beforeNumber, limit: limit + 1 }),
    receipts.listConfirmedYears(db.kysely, donatorId),
  ]);
  const page = toPage(rows, limit, (last) => pageCursor.encode([toNumber(last.number)]));
  return { receipts: page.results.map(toReceipt), statement_years: years, next: page.next };
}

/**
 * The donation's receipt as a PDF: the one in force (or the last one voided), or with `number`
 * one of its earlier receipts, voided by a partial refund.
 */
export async function receiptPdfFor(db: Db, caller: Caller, donationId: number, number?: number): Promise<PdfFile> {
  const donation = await receipts.findDonationForReceipt(db.kysely, donationId);
  if (!donation) throw notFound();
  if (!caller.isStaff && donation.user_id !== caller.id) throw permissionDenied('You can only fetch the receipts of your own donations.');
  // Nothing was received, so there is nothing to receipt, even if an older release issued one.
  if (donation.method === 'none') throw new ApiError(404, { detail: NO_RECEIPT_WITHOUT_PAYMENT });
  if (number !== undefined) {
    const numbered = await receipts.findReceiptByNumber(db.kysely, donationId, number);
    if (!numbered) throw notFound();
    return receiptFile(numbered, await mailLanguageOf(db.kysely, donation.user_id));
  }
  const row = await receipts.findReceiptOfDonation(db.kysely, donationId);
  if (!row && donation.status === 'confirmed') {
    // Confirmed before receipts existed, or a seeded sample: issueMissingReceipts, run at
    // start, has not reached it yet. A read never issues one itself.
    throw new ApiError(503, { detail: RECEIPT_NOT_YET_ISSUED }, { 'retry-after': '60' });
  }
  if (!row) throw new ApiError(404, { detail: 'This donation has no receipt: it is not confirmed.' });
  return receiptFile(row, await mailLanguageOf(db.kysely, donation.user_id));
}

/** A receipt's PDF, its words in the donor's language (English once the donor's user is erased). */
async function receiptFile(row: receipts.ReceiptRow, language: Language): Promise<PdfFile> {
  const bytes = await receiptPdf({
    language,
    number: toNumber(row.number),
    issuedAt: row.issued_at,
    org: { name: row.org_name, taxId: row.org_tax_id, address: row.org_address },
    donor: { name: row.donor_name, address: row.donor_address },
    amountCents: toNumber(row.amount_cents),
    date: row.donation_date,
    void: row.voided_at ? { at: row.voided_at, reason: row.void_reason ?? 'Refunded' } : null,
    replaces: row.replaces_number === null ? null : toNumber(row.replaces_number),
    tribute: row.tribute,
  });
  return { filename: `receipt-${toNumber(row.number)}.pdf`, bytes };
}

export const RECEIPT_NOT_YET_ISSUED = 'This receipt is still being issued. Try again in a minute.';

/** Statements cover years 1 to 9999, as donation dates do. */
export const BAD_STATEMENT_YEAR = 'Enter a year from 1 to 9999, like 2025.';

/**
 * A donor's confirmed gifts of one year with their total. The caller's own unless staff name
 * another donor (`donator`); printed with the organisation's and the donor's details of today.
 */
export async function statementPdfFor(
  db: Db,
  caller: Caller,
  yearText: string,
  donatorId: number | undefined,
  now = new Date(),
): Promise<PdfFile> {
  if (!/^\d{1,4}$/.test(yearText) || Number(yearText) < 1) throw validationError({ year: BAD_STATEMENT_YEAR });
  const year = Number(yearText);
  const donator = await findDonatorOwner(db.kysely, donatorId === undefined ? { userId: caller.id } : { donatorId });
  if (donatorId !== undefined && !caller.isStaff && donator?.userId !== caller.id) {
    throw permissionDenied('You can only fetch your own statements.');
  }
  if (!donator) throw notFound();
  const first = await receipts.listConfirmedGiftsOfYear(db.kysely, donator.donatorId, year, { limit: STATEMENT_BATCH });
  if (first.length === 0) throw new ApiError(404, { detail: `No confirmed gifts in ${year}.` });
  const { organisation } = settings;
  const bytes = await statementPdf({
    language: await mailLanguageOf(db.kysely, donator.userId),
    year,
    org: organisation,
    donor: { name: personName(donator, donator.username), address: postalAddress(donator) },
    gifts: giftsInBatches(db, donator.donatorId, year, first),
    generatedAt: now,
  });
  return { filename: `statement-${year}.pdf`, bytes };
}

/** Gifts read per query for a statement: one short read, then the event loop is let go. */
const STATEMENT_BATCH = 500;

/**
 * A year's gifts for its statement, a batch per query from the position the last one reached
 * (a keyset read), starting with the batch already read. A donor with tens of thousands of
 * gifts in a year made one read of all of them hold the server (SQLite reads synchronously).
 */
async function* giftsInBatches(
  db: Db,
  donatorId: number,
  year: number,
  first: receipts.StatementGift[],
): AsyncGenerator<StatementGiftLine[]> {
  let batch = first;
  for (;;) {
    yield batch.map((gift) => ({
      number: gift.number === null ? null : toNumber(gift.number),
      date: gift.date,
      amountCents: toNumber(gift.amount_cents),
    }));
    if (batch.length < STATEMENT_BATCH) return;
    const last = batch[batch.length - 1]!;
    await nextHeavyTurn();
    batch = await receipts.listConfirmedGiftsOfYear(db.kysely, donatorId, year, {
      after: { date: last.date, donationId: last.donation_id },
      limit: STATEMENT_BATCH,
    });
    if (batch.length === 0) return;
  }
}

export interface IssueMissingOptions {
  /** Receipts issued per transaction. */
  batchSize?: number;
  /** Donation ids looked through per query. */
  scanSpan?: number;
  /** Checked between batches: true stops the work (the server is shutting down). */
  stopped?: () => boolean;
  now?: Date;
}

/**
 * Issues the receipts of confirmed donations that have none: those stored before receipts
 * existed, and the seed's samples. Run once at start, after migrations and the seed, while the
 * server already answers; requests only ever read receipts. Idempotent, and safe with several
 * servers starting at once: each batch is one transaction that first holds the number counter,
 * then reads which of its donations still lack a receipt, takes exactly that many numbers and
 * inserts them, so numbers stay gap-free and a donation never gets two. Batches are short and
 * the event loop is let go between them, so a million old donations hold up no request for
 * long, and a confirmation waits for the counter at most one batch. These receipts are not
 * mailed: the gifts are old, and the donor finds them on the account page. A finished pass marks
 * how far it looked (`receipt_counter.checked_through`), so the next start looks only at the
 * donations after that. Returns how many it issued (0 once done).
 */
export async function issueMissingReceipts(db: Db, options: IssueMissingOptions = {}): Promise<number> {
  const { batchSize = 200, scanSpan = 20_000, stopped = () => false, now = new Date() } = options;
  const last = await receipts.lastDonationId(db.kysely);
  let issued = 0;
  // Donations up to the mark were looked through by an earlier pass; later ones got their
  // receipts when they were confirmed, or are looked through now.
  let after = await receipts.receiptsCheckedThrough(db.kysely);
  while (after < last && !stopped()) {
    const upTo = Math.min(after + scanSpan, last);
    const ids = await receipts.findConfirmedWithoutReceipt(db.kysely, after, upTo, batchSize);
    if (ids.length > 0) {
      issued += await db.kysely.transaction().execute(async (trx) => {
        await receipts.lockNumbers(trx);
        const donations = await receipts.findDonationsStillWithoutReceipt(trx, ids);
        if (donations.length === 0) return 0;
        const first = await receipts.takeNumbers(trx, donations.length);
        await receipts.insertReceipts(
          trx,
          donations.map((donation, index) => ({ ...receiptFields(donation, now), number: first + index })),
        );
        return donations.length;
      });
    }
    after = ids.length === batchSize ? ids.at(-1)! : upTo;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (after >= last) await receipts.markReceiptsCheckedThrough(db.kysely, last);
  return issued;
}

/** What a receipt freezes of its donation, its donor and the organisation, as of `now`. */
function receiptFields(donation: receipts.DonationForReceipt, now: Date): receipts.NewReceipt {
  const { organisation } = settings;
  return {
    donation_id: donation.donation_id,
    issued_at: now.toISOString(),
    org_name: organisation.name,
    org_tax_id: organisation.taxId,
    org_address: organisation.address,
    // The names the donor gave, else their username (a donor may give none).
    donor_name:
      donation.username === null
        ? 'Former donor'
        : personName({ first_name: donation.first_name ?? '', last_name: donation.last_name ?? '' }, donation.username),
    donor_address: postalAddress(donation),
    // What is left of the gift after any partial refund.
    amount_cents: toNumber(donation.amount_cents) - toNumber(donation.refunded_cents),
    donation_date: donation.date,
    tribute:
      donation.tribute_kind && donation.tribute_name ? tributeLine({ kind: donation.tribute_kind, name: donation.tribute_name }) : null,
  };
}

function postalAddress(parts: { address: string | null; city: string | null; state: string | null; zip_code: string | null }): string {
  const place = [parts.city, [parts.state, parts.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [parts.address, place].filter(Boolean).join('\n');
}

function toReceipt(row: receipts.ReceiptRow): Receipt {
  return {
    number: toNumber(row.number),
    donation_id: row.donation_id,
    amount: toNumber(row.amount_cents) / 100,
    date: row.donation_date,
    issued_at: row.issued_at,
    voided_at: row.voided_at,
    void_reason: row.void_reason,
    replaces_number: row.replaces_number === null ? null : toNumber(row.replaces_number),
    tribute: row.tribute,
  };
}
