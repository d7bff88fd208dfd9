/**
 * Rules for donatees (DESIGN.md §2): the owner and staff change the application; a claim needs
 * a submitted application, happens once, records the item and takes one unit of its stock in
 * the same transaction; only staff undo a claim. Everything a request changes is written in
 * one transaction after every field has been checked, so nothing is stored half-way.
 */
import { PRESCRIPTION_MAX_BYTES, toCents, type Donatee } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { ApiError, notFound, permissionDenied, validationError } from '../lib/errors.js';
import { assertOwnerOrStaff, invalidPk } from '../lib/ownership.js';
import { loadAccounts } from '../accounts/repository.js';
import { insertMedia } from '../media/repository.js';
import { storableFilename } from '../media/filenames.js';
import { sniffContentType } from '../media/sniff.js';
import { isUploadedFile, type UploadedFile } from '../plugins/multipart-bodies.js';
import { invalidateCatalogue } from '../glasses/service.js';
import * as donatees from './repository.js';

export interface DonateeChange {
  account?: number;
  has_applied_for_account?: boolean;
  has_claimed?: boolean;
  monthly_income?: number | null;
  average_household_income?: number | null;
  current_bank_balance?: number | null;
  current_bank_ballance?: number | null;
  is_dependent?: boolean;
  claimed_glasses?: number | null;
  prescription?: unknown;
}

const MAX_MONEY = 1_000_000_000;

async function donateeView(db: Db, accountId: number): Promise<Donatee> {
  return (await loadAccounts(db.kysely, { accountIds: [accountId] }))[0]!.donatee;
}

export async function listDonatees(db: Db, caller: Caller): Promise<Donatee[]> {
  const accounts = await loadAccounts(db.kysely, caller.isStaff ? {} : { userIds: [caller.id] });
  return accounts.map((account) => account.donatee);
}

export async function readDonatee(db: Db, caller: Caller, donateeId: number): Promise<Donatee> {
  const donatee = await donatees.findDonatee(db.kysely, donateeId);
  assertOwnerOrStaff(caller, donatee?.userId);
  return donateeView(db, donatee!.accountId);
}

/** Staff only. Every account already has its donatee record. */
export async function createDonatee(db: Db, body: { account?: number }): Promise<never> {
  if (body.account === undefined) throw validationError({ account: 'This field is required.' });
  const [account] = await loadAccounts(db.kysely, { accountIds: [body.account] });
  if (!account) throw validationError({ account: invalidPk(body.account) });
  throw validationError({ account: 'donatee with this account already exists.' });
}

function moneyProblem(value: number | null | undefined, allowNegative: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isFinite(value) || Math.abs(value) > MAX_MONEY) return 'Enter a realistic amount.';
  if (!allowNegative && value < 0) return 'Ensure this value is greater than or equal to 0.';
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return 'Ensure that there are no more than 2 decimal places.';
  return undefined;
}

const centsOrNull = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : toCents(value));

export async function changeDonatee(db: Db, caller: Caller, donateeId: number, body: DonateeChange): Promise<Donatee> {
  const current = await donatees.findDonatee(db.kysely, donateeId);
  assertOwnerOrStaff(caller, current?.userId);
  if (!current) throw notFound();

  // The original client sends the misspelt current_bank_ballance; it means the same field.
  const bankBalance = body.current_bank_balance !== undefined ? body.current_bank_balance : body.current_bank_ballance;
  const errors: Record<string, string> = {};
  if (body.account !== undefined && body.account !== current.accountId) {
    errors.account = 'A donatee record cannot be moved to another account.';
  }
  for (const [field, value, allowNegative] of [
    ['monthly_income', body.monthly_income, false],
    ['average_household_income', body.average_household_income, false],
    ['current_bank_balance', bankBalance, true],
  ] as const) {
    const problem = moneyProblem(value, allowNegative);
    if (problem) errors[field] = problem;
  }

  let upload: { file: UploadedFile; contentType: string } | undefined;
  if (isUploadedFile(body.prescription)) {
    const contentType = sniffContentType(body.prescription.bytes);
    if (!contentType) errors.prescription = 'Upload a JPEG, PNG, WebP or PDF file.';
    else if (body.prescription.bytes.length > PRESCRIPTION_MAX_BYTES) errors.prescription = 'The file is larger than 5 MB.';
    else upload = { file: body.prescription, contentType };
  } else if (body.prescription !== undefined && body.prescription !== null && body.prescription !== '') {
    errors.prescription = 'Upload the prescription as a file in a multipart/form-data request.';
  }

  const wantsClaim = body.has_claimed === true && !current.hasClaimed;
  const undoesClaim = body.has_claimed === false && current.hasClaimed;
  const willHaveApplied = body.has_applied_for_account ?? current.hasApplied;
  if (body.has_claimed === true && current.hasClaimed && !caller.isStaff) {
    errors.has_claimed = 'This donatee has already claimed a pair of glasses.';
  }
  if (wantsClaim && !willHaveApplied) {
    errors.has_claimed = 'Apply for an account before claiming a pair of glasses.';
  }
  if (body.has_applied_for_account === false && current.hasClaimed && !undoesClaim) {
    errors.has_applied_for_account = 'The application cannot be withdrawn after a claim.';
  }
  if (body.claimed_glasses != null && body.has_claimed !== true) {
    errors.claimed_glasses = 'Send has_claimed: true with the item to claim it.';
  }
  if (wantsClaim && body.claimed_glasses != null && !(await donatees.glassesExists(db.kysely, body.claimed_glasses))) {
    errors.claimed_glasses = invalidPk(body.claimed_glasses);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (undoesClaim && !caller.isStaff) throw permissionDenied('Only staff can undo a claim.');

  await db.kysely.transaction().execute(async (trx) => {
    let prescriptionMediaId: number | null | undefined;
    if (upload) {
      prescriptionMediaId = await insertMedia(trx, {
        bytes: upload.file.bytes,
        contentType: upload.contentType,
        filename: storableFilename(upload.file.filename, 'prescription'),
        ownerUserId: current.userId,
        isPrivate: true,
      });
    } else if (body.prescription === null || body.prescription === '') {
      prescriptionMediaId = null;
    }
    await donatees.updateApplication(trx, donateeId, {
      has_applied_for_account: body.has_applied_for_account === undefined ? undefined : body.has_applied_for_account ? 1 : 0,
      monthly_income_cents: centsOrNull(body.monthly_income),
      average_household_income_cents: centsOrNull(body.average_household_income),
      current_bank_balance_cents: centsOrNull(bankBalance),
      is_dependent: body.is_dependent === undefined ? undefined : body.is_dependent ? 1 : 0,
      prescription_media_id: prescriptionMediaId,
    });
    if (prescriptionMediaId !== undefined) await donatees.deletePrescriptionsExcept(trx, current.userId, prescriptionMediaId);
    if (wantsClaim) await claim(trx, donateeId, body.claimed_glasses ?? null);
    if (undoesClaim && (await donatees.clearClaim(trx, donateeId, current.claimedGlassesId)) && current.claimedGlassesId !== null) {
      await donatees.returnOneToStock(trx, current.claimedGlassesId);
    }
  });
  if (wantsClaim || undoesClaim) invalidateCatalogue(db);
  return donateeView(db, current.accountId);
}

/** Inside the caller's transaction: any failure here rolls back the whole request. */
async function claim(trx: Parameters<typeof donatees.markClaimed>[0], donateeId: number, glassesId: number | null): Promise<void> {
  if (glassesId !== null && !(await donatees.takeOneFromStock(trx, glassesId))) {
    throw validationError({ claimed_glasses: 'This item is out of stock.' });
  }
  if (!(await donatees.markClaimed(trx, donateeId, glassesId))) {
    throw new ApiError(400, { has_claimed: ['This donatee has already claimed a pair of glasses.'] });
  }
}
