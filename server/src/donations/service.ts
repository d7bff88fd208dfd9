/**
 * Donation rules (docs/api.md, Donations and claims): a signed-in user donates only as their own donator (staff
 * for anyone); amounts > 0 with at most 2 decimals; region 1–5; a donor's own gift is dated
 * today (±1 day for other time zones), today when missing; staff recording a gift on a donor's
 * behalf may date it back, never ahead. The insert and the donor's new total share one transaction.
 */
import {
  BAD_DONATION_CURSOR,
  DEFAULT_REGION_ID,
  DONATION_PAGE_SIZE,
  donationCursor,
  parseDonationCursor,
  REGIONS,
  VALIDATION_MESSAGES,
  isValidAmount,
  messageForRule,
  toCents,
  todayIsoDate,
  type Donation,
  type DonationCreate,
  type DonationListQuery,
  type DonationMethod,
  type DonationOrder,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import type { Caller } from '../auth/authenticate.js';
import { ApiError, permissionDenied, validationError } from '../lib/errors.js';
import { invalidPk } from '../lib/ownership.js';
import { textCursor, toPage } from '../lib/keyset.js';
import { findDonatorIdOfUser, findDonatorOwner } from '../donators/repository.js';
import * as donations from './repository.js';
import { recordAudit } from '../audit/service.js';
import { runOnce, type Stored } from './idempotency.js';
import { issueReceipt, replaceReceipt, voidReceipt } from '../receipts/service.js';
import type { DonationForReceipt, ReceiptDonor } from '../receipts/repository.js';
import { checkFreeNoticeAllowed, checkTribute, notifyHonoree, type StoredTribute } from './tributes.js';

/** The donation pages' cursor, `<date>.<donation_id>`, written by the contract so the web app can make one. */
const donationPages = textCursor(donationCursor, parseDonationCursor, BAD_DONATION_CURSOR);

/** Above this a single donation is surely a typo; it also keeps totals far from 2^53 cents. */
export const MAX_DONATION = 1_000_000;

export interface DonationPage {
  donations: Donation[];
  /** The query for the next page, or undefined on the last one. */
  next?: { limit: number; order: DonationOrder; after: string };
}

/**
 * A page of donations (docs/api.md, Pages of donations): staff see everyone's, others their
 * own. One row more than the page is read to know whether another page follows.
 */
export async function listDonations(db: Db, caller: Caller, query: DonationListQuery): Promise<DonationPage> {
  const limit = query.limit ?? DONATION_PAGE_SIZE;
  const order = query.order ?? 'oldest';
  const after = query.after === undefined ? undefined : donationPages.decode(query.after);
  let donatorId: number | undefined;
  if (!caller.isStaff) {
    donatorId = await findDonatorIdOfUser(db.kysely, caller.id);
    if (donatorId === undefined) return { donations: [] };
  }
  const rows = await donations.listDonationPage(db.kysely, { donatorId, order, after, limit: limit + 1 });
  const page = toPage(rows, limit, donationPages.encode);
  return page.next === null ? { donations: page.results } : { donations: page.results, next: { limit, order, after: page.next } };
}

export async function createDonation(db: Db, caller: Caller, body: DonationCreate, now: Date = new Date()): Promise<Donation> {
  return db.kysely.transaction().execute((trx) => insertDonation(trx, caller, body, now));
}

/**
 * createDonation for a request sent with an Idempotency-Key: the donation and the key with its
 * answer are stored together, and a retry with the same key answers the stored 201 again
 * without a second donation (./idempotency.ts).
 */
export async function createDonationOnce(
  db: Db,
  caller: Caller,
  body: DonationCreate,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<Stored<Donation>> {
  // What the donation is made of, as the API reads it: fields it ignores do not count.
  const request = [body.amount, body.date ?? null, body.region ?? null, body.donator, ...(body.tribute ? [body.tribute] : [])];
  return runOnce(db, { userId: caller.id, scope: 'donation', key: idempotencyKey, request, now }, async (trx) => ({
    status: 201,
    body: await insertDonation(trx, caller, body, now),
  }));
}

/** A donation request whose fields and donor were checked, ready to store. */
export interface CheckedDonation {
  donatorId: number;
  /** The donor's user id, `donator` in the API. */
  userId: number;
  amountCents: number;
  regionId: number;
  date: string;
  /** The donor as a receipt states them, read with the check. */
  donor: ReceiptDonor;
  /** In honor or in memory of someone; null for none. */
  tribute: StoredTribute | null;
}

/**
 * The donation rules, shared by a donation stored at once and one paid through the provider's
 * checkout: 400 naming every bad field, 403 for someone else's donator.
 */
export async function checkDonation(trx: Queryable, caller: Caller, body: DonationCreate, now: Date): Promise<CheckedDonation> {
  const errors: Record<string, string> = {};
  const amountProblem = checkAmount(body.amount);
  if (amountProblem) errors.amount = amountProblem;
  const regionId = body.region ?? DEFAULT_REGION_ID;
  if (!REGIONS.some((region) => region.id === regionId)) errors.region = invalidPk(regionId);
  const date = body.date ?? todayIsoDate(now);
  const donator = await findDonatorOwner(trx, { donatorId: body.donator });
  // Only staff recording someone else's gift (received by cheque, say) may date it back: a
  // donor's own gift happens now, so an old date could only pass a gift off as another year's.
  const recordedByStaff = caller.isStaff && donator !== undefined && donator.userId !== caller.id;
  const dateProblem = checkDate(date, now) ?? (donator && !recordedByStaff ? checkDonorDate(date, now) : undefined);
  if (dateProblem) errors.date = dateProblem;
  if (!donator) errors.donator = invalidPk(body.donator);
  const tribute = checkTribute(body.tribute);
  if ('problem' in tribute) errors.tribute = tribute.problem;
  if (Object.keys(errors).length > 0 || 'problem' in tribute) throw validationError(errors);
  if (!caller.isStaff && donator!.userId !== caller.id) throw permissionDenied('You can only donate as yourself.');
  const { userId, username, first_name, last_name, email, address, city, state, zip_code } = donator!;
  const donor = { user_id: userId, username, first_name, last_name, email, address, city, state, zip_code };
  return { donatorId: body.donator, userId, amountCents: toCents(body.amount), regionId, date, donor, tribute: tribute.tribute };
}

// The objects below name every field rather than spreading one object into another: a spread
// into a literal made V8 build new hidden classes for each donation (about 4 % of a donation
// POST's CPU in a profile).
async function insertDonation(trx: Queryable, caller: Caller, body: DonationCreate, now: Date): Promise<Donation> {
  const checked = await checkDonation(trx, caller, body, now);
  const { donatorId, amountCents, regionId, date, donor, tribute } = checked;
  // Staff recording a donor's gift say money came in another way (a staff-recorded gift, which is
  // receipted); anyone's own gift here passes through no payment at all, so it gets no receipt.
  const method: DonationMethod = caller.isStaff && checked.userId !== caller.id ? 'other' : 'none';
  if (method === 'none' && tribute?.notifyEmail) await checkFreeNoticeAllowed(trx, checked.userId);
  const donationId = await donations.insertDonationRow(trx, {
    donatorId,
    amountCents,
    date,
    regionId,
    status: 'confirmed',
    method,
    tribute,
  });
  // Stored just now and paid by no provider, so nothing of it has been refunded.
  const receipt: DonationForReceipt = {
    donation_id: donationId,
    status: 'confirmed',
    method,
    amount_cents: amountCents,
    refunded_cents: 0,
    date,
    tribute_kind: tribute?.kind ?? null,
    tribute_name: tribute?.name ?? null,
    user_id: donor.user_id,
    username: donor.username,
    first_name: donor.first_name,
    last_name: donor.last_name,
    email: donor.email,
    address: donor.address,
    city: donor.city,
    state: donor.state,
    zip_code: donor.zip_code,
  };
  await onDonationConfirmed(trx, { donationId, donatorId, amountCents, regionId, date, storedNow: true, receipt, tribute });
  const donation = {
    donation_id: donationId,
    amount: checked.amountCents / 100,
    date: checked.date,
    region: checked.regionId,
    donator: checked.userId,
    donator_id: checked.donatorId,
  };
  // Staff may record a gift on someone else's behalf (one sent by cheque, say): that is a staff write.
  if (caller.isStaff && checked.userId !== caller.id) {
    await recordAudit(trx, caller, { action: 'donation.create', targetType: 'donation', targetId: donationId, after: donation });
  }
  return donation;
}

/** A donation that just became confirmed or refunded; an erased donor's has no donator. */
export interface DonationEvent {
  donationId: number;
  donatorId: number | null;
  amountCents: number;
  regionId: number;
  date: string;
  /** The donation was stored in this same transaction, confirmed from the start. */
  storedNow?: boolean;
  /** With `storedNow`: the donation as its receipt states it, donor included, so the receipt reads nothing. */
  receipt?: DonationForReceipt;
  /** The gift's tribute when the caller has it (null: none); left out, it is read from the donation. */
  tribute?: StoredTribute | null;
}

/**
 * Everything that follows a donation becoming confirmed, in the transaction that confirms it:
 * at once when no payment provider is configured, on the provider's signed webhook otherwise
 * (payments/webhook.ts). From here on it counts in the totals, the map and the top donors; a
 * gift in honor or in memory of someone sends its notice (./tributes.ts).
 */
export async function onDonationConfirmed(trx: Queryable, donation: DonationEvent): Promise<void> {
  await donations.applyDonationToTotals(trx, donation, 1);
  await notifyHonoree(trx, donation);
  // Last: the receipt counter is one row every confirmation waits for, so it is held the shortest time.
  await issueReceipt(trx, donation.donationId, { storedNow: donation.storedNow, stored: donation.receipt });
}

/**
 * Everything that follows a confirmed donation being refunded (or a gift staff recorded being
 * voided, `why` saying so): it stops counting anywhere and its receipt is void. `amountCents` is
 * what it still counted: its amount less any part refunded before.
 */
export async function onDonationRefunded(trx: Queryable, donation: DonationEvent, why = 'Refunded', now?: Date): Promise<void> {
  await donations.applyDonationToTotals(trx, donation, -1);
  await voidReceipt(trx, donation.donationId, why, now);
}

/**
 * Everything that follows part of a confirmed donation being given back, once its new refunded
 * amount is recorded: `amountCents` (the increase only) leaves every total while the donation
 * still counts as one, and its receipt is replaced by one stating what is left.
 */
export async function onDonationPartlyRefunded(trx: Queryable, donation: DonationEvent): Promise<void> {
  await donations.applyPartialRefundToTotals(trx, donation);
  // Last, as for a new receipt: the number counter is held the shortest time.
  await replaceReceipt(trx, donation.donationId);
}

/**
 * With a payment provider, a donor's gift goes through its checkout (POST /api/payments/checkout/),
 * so a direct donation would count money nobody paid; staff may still record a gift received
 * another way.
 */
export function assertDirectDonationAllowed(provider: string, caller: Caller): void {
  if (provider !== 'none' && !caller.isStaff) {
    throw new ApiError(409, { detail: DIRECT_DONATION_REFUSED });
  }
}

export const DIRECT_DONATION_REFUSED = 'Donations are paid by card here: start one with POST /api/payments/checkout/.';

export function checkAmount(amount: number): string | undefined {
  if (amount <= 0) return messageForRule({ keyword: 'minimum', params: { limit: 0.01 } });
  if (amount > MAX_DONATION) return messageForRule({ keyword: 'maximum', params: { limit: MAX_DONATION } });
  if (!isValidAmount(amount)) return VALIDATION_MESSAGES.tooManyDecimals;
  return undefined;
}

/**
 * YYYY-MM-DD naming a real calendar day, not after today anywhere on Earth (UTC today + 1
 * day), so that a donor whose day has already begun east of UTC is never refused.
 */
export function checkDate(date: string, now: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return VALIDATION_MESSAGES.badDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are, not as 1900–1999.
  const parsed = new Date(0);
  parsed.setUTCFullYear(year, month - 1, day);
  if (year < 1 || parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day)
    return VALIDATION_MESSAGES.badDate;
  const latest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  if (date > latest) return 'The date cannot be in the future.';
  return undefined;
}

/** A donor's own gift is dated today: the charity's day (UTC), or the day before or after it for other time zones. */
function checkDonorDate(date: string, now: Date): string | undefined {
  const earliest = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  if (date < earliest) return DONATION_DATE_NOT_TODAY;
  return undefined;
}

export const DONATION_DATE_NOT_TODAY = "A gift is dated the day it is given: send today's date (YYYY-MM-DD) or leave the date out.";
