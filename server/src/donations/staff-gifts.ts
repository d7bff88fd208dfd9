/**
 * Gifts staff record: money that reached the charity outside the site (docs/api.md, Gifts staff
 * record). A recorded gift is confirmed at once, so it counts in every total, the map and the
 * transparency figures, and gets a numbered receipt mailed to the donor. Staff may correct it
 * (its receipt is replaced when the amount or date changes) or void it (it leaves the totals and
 * its receipt is marked void). Every change is audited.
 */
import { randomBytes } from 'node:crypto';
import {
  CORRECTED,
  DEFAULT_REGION_ID,
  GIFT_MESSAGES,
  REGIONS,
  isStaffGiftMethod,
  toCents,
  todayIsoDate,
  tributeLine,
  type StaffGift,
  type StaffGiftCorrection,
  type StaffGiftCreate,
  type StaffGiftMethod,
  type StaffGiftVoid,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import type { Caller } from '../auth/authenticate.js';
import { UNUSABLE_PASSWORD } from '../auth/passwords.js';
import { ApiError, notFound, validationError } from '../lib/errors.js';
import { invalidPk } from '../lib/ownership.js';
import { isUniqueViolationOn } from '../lib/unique-violation.js';
import { recordAudit } from '../audit/service.js';
import { findNamedDonor, type NamedDonor } from '../donators/named-donor.js';
import { findDonatorIdOfUser } from '../donators/repository.js';
import { insertUserWithProfile } from '../users/repository.js';
import { sendPasswordLink } from '../users/password-service.js';
import { replaceReceipt } from '../receipts/service.js';
import * as donations from './repository.js';
import { checkAmount, checkDate, onDonationConfirmed, onDonationRefunded } from './service.js';
import { runOnce } from './idempotency.js';
import * as gifts from './staff-gifts-repository.js';
import { staffDonationRowOf } from './ledger-service.js';
import { checkTribute } from './tributes.js';

/**
 * Records a gift received outside the site; the reply is the gift as GET reads it. With an
 * Idempotency-Key, a retry of the same request answers the first reply and records nothing more
 * (./idempotency.ts): a lost answer must not become a second gift and a second receipt.
 */
export async function recordGift(
  db: Db,
  caller: Caller,
  body: StaffGiftCreate,
  idempotencyKey?: string,
  now: Date = new Date(),
): Promise<{ gift: StaffGift; replayed: boolean }> {
  try {
    if (idempotencyKey === undefined) {
      return { gift: await db.kysely.transaction().execute((trx) => recordGiftIn(trx, caller, body, now)), replayed: false };
    }
    const stored = await runOnce(db, { userId: caller.id, scope: 'staff-gift', key: idempotencyKey, request: body, now }, async (trx) => ({
      status: 201,
      body: await recordGiftIn(trx, caller, body, now),
    }));
    return { gift: stored.body, replayed: stored.replayed };
  } catch (error) {
    // Two entries made a record for the same new address at once, or the address is an inactive account's.
    if (isUniqueViolationOn(error, 'email_key')) throw validationError({ donor_email: GIFT_MESSAGES.addressTaken });
    throw error;
  }
}

async function recordGiftIn(trx: Queryable, caller: Caller, body: StaffGiftCreate, now: Date): Promise<StaffGift> {
  const date = body.date ?? todayIsoDate(now);
  const regionId = body.region ?? DEFAULT_REGION_ID;
  const problems = giftProblems({ amount: body.amount, date, region: regionId }, now);
  const tribute = checkTribute(body.tribute);
  if ('problem' in tribute) problems.tribute = tribute.problem;
  const found = await findNamedDonor(trx, body, { needed: GIFT_MESSAGES.donorNeeded, twice: GIFT_MESSAGES.donorTwice });
  if ('problems' in found) Object.assign(problems, found.problems);
  if (Object.keys(problems).length > 0 || !('donor' in found) || 'problem' in tribute) throw validationError(problems);
  const donor = await donorRecordOf(trx, caller, found.donor);
  const amountCents = toCents(body.amount);
  const reference = body.reference?.trim() ?? '';
  const note = body.note?.trim() ?? '';
  const donationId = await donations.insertDonationRow(trx, {
    donatorId: donor.donatorId,
    amountCents,
    date,
    regionId,
    status: 'confirmed',
    method: body.method,
    reference,
    note,
    tribute: tribute.tribute,
  });
  // Counted, then receipted and mailed to the donor (and the tribute's notice sent), as every confirmed gift is.
  await onDonationConfirmed(trx, { donationId, donatorId: donor.donatorId, amountCents, regionId, date, tribute: tribute.tribute });
  await recordAudit(trx, caller, {
    action: 'donation.create',
    targetType: 'donation',
    targetId: donationId,
    // Neither staff's note nor the honoree's name: the log outlives an erasure, and they should not.
    after: {
      amount: amountCents / 100,
      date,
      region: regionId,
      method: body.method,
      reference,
      donator: donor.userId,
      tribute: tribute.tribute?.kind ?? null,
    },
  });
  return (await readGiftIn(trx, donationId))!;
}

/** A gift as staff read it: any donation, with the method, reference and note staff keep. */
export async function readGift(db: Db, donationId: number): Promise<StaffGift> {
  const gift = await readGiftIn(db.kysely, donationId);
  if (!gift) throw notFound();
  return gift;
}

/**
 * Corrects a gift staff recorded. A new amount, date or region moves the gift in every total;
 * a new amount or date (what the receipt states) voids the receipt and issues its replacement.
 */
export async function correctGift(
  db: Db,
  caller: Caller,
  donationId: number,
  body: StaffGiftCorrection,
  now: Date = new Date(),
): Promise<StaffGift> {
  if (Object.keys(body).length === 0) throw validationError({ non_field_errors: GIFT_MESSAGES.nothingToCorrect });
  return db.kysely.transaction().execute(async (trx) => {
    const row = await changeableGift(trx, donationId);
    const before = giftFields(row);
    const after = {
      amount: body.amount ?? before.amount,
      date: body.date ?? before.date,
      region: body.region ?? before.region,
      method: body.method ?? before.method,
      reference: body.reference?.trim() ?? before.reference,
      note: body.note?.trim() ?? before.note,
    };
    const problems = giftProblems(after, now);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const amountCents = toCents(after.amount);
    await gifts.updateGift(trx, donationId, { ...after, amountCents, regionId: after.region });
    if (amountCents !== toNumber(row.amount_cents) || after.date !== row.date || after.region !== row.region_id) {
      const refunded = toNumber(row.refunded_cents);
      const was = {
        donatorId: row.donator_id,
        amountCents: toNumber(row.amount_cents) - refunded,
        regionId: row.region_id,
        date: row.date,
      };
      const is = { donatorId: row.donator_id, amountCents: amountCents - refunded, regionId: after.region, date: after.date };
      // The lower region's rows first, whichever way the gift moves: two corrections moving gifts
      // in opposite directions then take the rows in one order and never wait for each other.
      if (is.regionId < was.regionId) {
        await donations.applyDonationToTotals(trx, is, 1);
        await donations.applyDonationToTotals(trx, was, -1);
      } else {
        await donations.applyDonationToTotals(trx, was, -1);
        await donations.applyDonationToTotals(trx, is, 1);
      }
    }
    if (after.amount !== before.amount || after.date !== before.date) await replaceReceipt(trx, donationId, CORRECTED, now);
    // Without staff's note, which the log would keep after an erasure: only whether it changed.
    const { note: noteBefore, ...logBefore } = before;
    const { note: noteAfter, ...logAfter } = after;
    await recordAudit(trx, caller, {
      action: 'donation.correct',
      targetType: 'donation',
      targetId: donationId,
      before: logBefore,
      after: { ...logAfter, note_changed: noteAfter !== noteBefore },
    });
    return (await readGiftIn(trx, donationId))!;
  });
}

/** Voids a gift staff recorded by mistake: it leaves every total and its receipt is marked void. */
export async function voidGift(
  db: Db,
  caller: Caller,
  donationId: number,
  body: StaffGiftVoid,
  now: Date = new Date(),
): Promise<StaffGift> {
  const reason = body.reason.trim();
  if (reason === '') throw validationError({ reason: GIFT_MESSAGES.blankReason });
  return db.kysely.transaction().execute(async (trx) => {
    const row = await changeableGift(trx, donationId);
    await donations.changeDonationStatus(trx, donationId, 'confirmed', 'voided');
    // Out of every total with its receipt void, as a refund takes it: here with staff's reason.
    const counted = toNumber(row.amount_cents) - toNumber(row.refunded_cents);
    const gift = { donationId, donatorId: row.donator_id, amountCents: counted, regionId: row.region_id, date: row.date };
    await onDonationRefunded(trx, gift, `Void: ${reason}`, now);
    await recordAudit(trx, caller, {
      action: 'donation.void',
      targetType: 'donation',
      targetId: donationId,
      before: { status: 'confirmed', amount: toNumber(row.amount_cents) / 100 },
      after: { status: 'voided', amount: toNumber(row.amount_cents) / 100, reason },
    });
    return (await readGiftIn(trx, donationId))!;
  });
}

/** The donation's row, held for the transaction: 404 unknown, 409 unless a confirmed gift staff recorded. */
async function changeableGift(trx: Queryable, donationId: number) {
  const row = await donations.lockDonationRow(trx, donationId);
  if (!row) throw notFound();
  if (!isStaffGiftMethod(row.method)) throw new ApiError(409, { detail: GIFT_MESSAGES.notStaffRecorded });
  if (row.status !== 'confirmed') throw new ApiError(409, { detail: GIFT_MESSAGES.notConfirmed });
  return row;
}

/** A gift's own fields as the audit log keeps them. */
function giftFields(row: NonNullable<Awaited<ReturnType<typeof donations.findDonationRow>>>) {
  return {
    amount: toNumber(row.amount_cents) / 100,
    date: row.date,
    region: row.region_id,
    // changeableGift let only a staff-recorded method through.
    method: row.method as StaffGiftMethod,
    reference: row.reference ?? '',
    note: row.note ?? '',
  };
}

/** The problems of a gift's amount, date and region, keyed by field; staff may date a gift back. */
function giftProblems(gift: { amount: number; date: string; region: number }, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  const amountProblem = checkAmount(gift.amount);
  if (amountProblem) problems.amount = amountProblem;
  const dateProblem = checkDate(gift.date, now);
  if (dateProblem) problems.date = dateProblem;
  if (!REGIONS.some((region) => region.id === gift.region)) problems.region = invalidPk(gift.region);
  return problems;
}

/**
 * The donator record the gift goes to: the named user's, or a new record for an address no
 * account has. Such a record has no password; its owner is mailed a link to choose one (and can
 * ask for another with "Forgot your password?"), and then finds the gift on their account page.
 * Its username is made up, as usernames are public and an address must not be.
 */
async function donorRecordOf(trx: Queryable, caller: Caller, donor: NamedDonor): Promise<{ donatorId: number; userId: number }> {
  if (donor.userId !== null) {
    const donatorId = await findDonatorIdOfUser(trx, donor.userId);
    if (donatorId === undefined) throw new Error(`user ${donor.userId} has no donator record`);
    return { donatorId, userId: donor.userId };
  }
  const username = `donor-${randomBytes(5).toString('hex')}`;
  const userId = await insertUserWithProfile(trx, { username, email: donor.email, firstName: donor.name, passwordHash: UNUSABLE_PASSWORD });
  await sendPasswordLink(trx, { id: userId, username, email: donor.email }, 'welcome', 'gift');
  // An account staff made, audited as the people screen's are.
  await recordAudit(trx, caller, {
    action: 'user.create',
    targetType: 'user',
    targetId: userId,
    after: { username, email: donor.email, first_name: donor.name, last_name: '', is_staff: false, is_active: true },
  });
  return { donatorId: (await findDonatorIdOfUser(trx, userId))!, userId };
}

async function readGiftIn(db: Queryable, donationId: number): Promise<StaffGift | undefined> {
  const row = await gifts.findGift(db, donationId);
  if (!row) return undefined;
  return {
    ...staffDonationRowOf(row),
    note: row.note ?? '',
    donor_without_login: row.password_hash === UNUSABLE_PASSWORD,
    tribute: row.tribute_kind && row.tribute_name ? tributeLine({ kind: row.tribute_kind, name: row.tribute_name }) : null,
    receipt: row.receipt_number === null ? null : { number: toNumber(row.receipt_number), voided_at: row.receipt_voided_at },
  };
}
