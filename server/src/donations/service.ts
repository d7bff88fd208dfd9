/**
 * Donation rules (docs/api.md, Donations and claims): a signed-in user donates only as their own donator (staff
 * for anyone); amounts > 0 with at most 2 decimals; region 1–5; a real date, not in the
 * future, today when missing. The insert and the donor's new total share one transaction.
 */
import {
  DEFAULT_REGION_ID,
  REGIONS,
  VALIDATION_MESSAGES,
  isValidAmount,
  messageForRule,
  toCents,
  todayIsoDate,
  type Donation,
  type DonationCreate,
} from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import type { Caller } from '../auth/authenticate.js';
import { permissionDenied, validationError } from '../lib/errors.js';
import { invalidPk } from '../lib/ownership.js';
import { findDonatorOwner } from '../donators/repository.js';
import * as donations from './repository.js';
import { runOnce, type Stored } from './idempotency.js';

/** Above this a single donation is surely a typo; it also keeps totals far from 2^53 cents. */
export const MAX_DONATION = 1_000_000;

export async function listDonations(db: Db, caller: Caller): Promise<Donation[]> {
  return donations.listDonations(db.kysely, caller.isStaff ? {} : { userId: caller.id });
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
  const request = [body.amount, body.date ?? null, body.region ?? null, body.donator];
  return runOnce(db, { userId: caller.id, scope: 'donation', key: idempotencyKey, request, now }, async (trx) => ({
    status: 201,
    body: await insertDonation(trx, caller, body, now),
  }));
}

async function insertDonation(trx: Queryable, caller: Caller, body: DonationCreate, now: Date): Promise<Donation> {
  const errors: Record<string, string> = {};
  const amountProblem = checkAmount(body.amount);
  if (amountProblem) errors.amount = amountProblem;
  const regionId = body.region ?? DEFAULT_REGION_ID;
  if (!REGIONS.some((region) => region.id === regionId)) errors.region = invalidPk(regionId);
  const date = body.date ?? todayIsoDate(now);
  const dateProblem = checkDate(date, now);
  if (dateProblem) errors.date = dateProblem;

  const donator = await findDonatorOwner(trx, body.donator);
  if (!donator) errors.donator = invalidPk(body.donator);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (!caller.isStaff && donator!.userId !== caller.id) throw permissionDenied('You can only donate as yourself.');
  const amountCents = toCents(body.amount);
  const donationId = await donations.insertDonation(trx, { donatorId: body.donator, amountCents, date, regionId });
  return {
    donation_id: donationId,
    amount: amountCents / 100,
    date,
    region: regionId,
    donator: donator!.userId,
    donator_id: body.donator,
  };
}

function checkAmount(amount: number): string | undefined {
  if (amount <= 0) return messageForRule({ keyword: 'minimum', params: { limit: 0.01 } });
  if (amount > MAX_DONATION) return messageForRule({ keyword: 'maximum', params: { limit: MAX_DONATION } });
  if (!isValidAmount(amount)) return VALIDATION_MESSAGES.tooManyDecimals;
  return undefined;
}

/**
 * YYYY-MM-DD naming a real calendar day, not after today anywhere on Earth (UTC today + 1
 * day), so that a donor whose day has already begun east of UTC is never refused.
 */
function checkDate(date: string, now: Date): string | undefined {
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
