/**
 * Rules for donatees (docs/api.md, Donations and claims): the owner and staff change the
 * application; the claim fields ride along and follow the rules in claims/service.ts.
 * Everything a request changes is written in one transaction after every field has been
 * checked, so nothing is stored half-way.
 */
import { messageForRule, PRESCRIPTION_MAX_BYTES, toCents, VALIDATION_MESSAGES, type Donatee } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { notFound, validationError } from '../lib/errors.js';
import { assertOwnerOrStaff } from '../lib/ownership.js';
import { accountView, listAccounts, refuseSecondRecord } from '../accounts/service.js';
import { insertMedia } from '../media/repository.js';
import { storableFilename } from '../media/filenames.js';
import { sniffContentType } from '../media/sniff.js';
import { isUploadedFile, type UploadedFile } from '../lib/uploaded-file.js';
import type { CatalogueCache } from '../glasses/catalogue-cache.js';
import {
  ALREADY_CLAIMED,
  assertMayUndoClaim,
  claimProblems,
  hasPairShipped,
  takeClaim,
  undoClaim,
  undoProblem,
  type ClaimFieldNames,
} from '../claims/service.js';
import { nowIso } from '../db/types.js';
import {
  APPLICATION_FIELDS,
  applicationFieldErrors,
  changesAnswers,
  changesApplication,
  mayEdit,
  NOT_EDITABLE,
  NOT_WITHDRAWABLE,
  statusAfter,
  type ApplicationChange,
  type ApplicationSettings,
} from './application.js';
import * as donatees from './repository.js';
import { recordAudit } from '../audit/service.js';

export interface DonateeChange extends ApplicationChange {
  account?: number;
  has_applied_for_account?: boolean;
  has_claimed?: boolean;
  monthly_income?: number | null;
  average_household_income?: number | null;
  current_bank_balance?: number | null;
  is_dependent?: boolean;
  claimed_glasses?: number | null;
  prescription?: unknown;
}

const MAX_MONEY = 1_000_000_000;

async function donateeView(db: Db, accountId: number): Promise<Donatee> {
  return (await accountView(db, accountId)).donatee;
}

export async function listDonatees(db: Db, caller: Caller): Promise<Donatee[]> {
  return (await listAccounts(db, caller)).map((account) => account.donatee);
}

export async function readDonatee(db: Db, caller: Caller, donateeId: number): Promise<Donatee> {
  const donatee = await donatees.findDonatee(db.kysely, donateeId);
  assertOwnerOrStaff(caller, donatee?.userId);
  return donateeView(db, donatee!.accountId);
}

/** Staff only. Every account already has its donatee record. */
export async function createDonatee(db: Db, body: { account?: number }): Promise<never> {
  if (body.account === undefined) throw validationError({ account: VALIDATION_MESSAGES.required });
  return refuseSecondRecord(db, body.account, 'donatee');
}

function moneyProblem(value: number | null | undefined, allowNegative: boolean): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isFinite(value) || Math.abs(value) > MAX_MONEY) return 'Enter a realistic amount.';
  if (!allowNegative && value < 0) return messageForRule({ keyword: 'minimum', params: { limit: 0 } });
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return VALIDATION_MESSAGES.tooManyDecimals;
  return undefined;
}

const centsOrNull = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : toCents(value));

/** The donatee record's names for the claim's problems: the spec's client reads `has_claimed`. */
const DONATEE_CLAIM_FIELDS: ClaimFieldNames = { claim: 'has_claimed', glasses: 'claimed_glasses', requiresNames: false };

/**
 * The owner or staff change the record. `has_claimed: true` (with `claimed_glasses`) is the spec's
 * claim: an adapter over the claim rules in claims/service.ts, with the field names and statuses
 * the spec's client knows; `has_claimed: false` is staff undoing a claim.
 */
export async function changeDonatee(
  db: Db,
  catalogue: CatalogueCache,
  settings: ApplicationSettings,
  caller: Caller,
  donateeId: number,
  body: DonateeChange,
): Promise<Donatee> {
  const current = await donatees.findDonatee(db.kysely, donateeId);
  assertOwnerOrStaff(caller, current?.userId);
  if (!current) throw notFound();

  const errors: Record<string, string> = {};
  if (body.account !== undefined && body.account !== current.accountId) {
    errors.account = 'A donatee record cannot be moved to another account.';
  }
  for (const [field, value, allowNegative] of [
    ['monthly_income', body.monthly_income, false],
    ['average_household_income', body.average_household_income, false],
    ['current_bank_balance', body.current_bank_balance, true],
  ] as const) {
    const problem = moneyProblem(value, allowNegative);
    if (problem) errors[field] = problem;
  }

  let upload: { file: UploadedFile; contentType: string } | undefined;
  if (isUploadedFile(body.prescription)) {
    const contentType = sniffContentType(body.prescription.bytes);
    if (!contentType) errors.prescription = 'Upload a JPEG, PNG, WebP or PDF file.';
    else if (body.prescription.bytes.length > PRESCRIPTION_MAX_BYTES) errors.prescription = VALIDATION_MESSAGES.fileTooLarge;
    else upload = { file: body.prescription, contentType };
  } else if (body.prescription !== undefined && body.prescription !== null && body.prescription !== '') {
    errors.prescription = 'Upload the prescription as a file in a multipart/form-data request.';
  }

  Object.assign(errors, applicationFieldErrors(body, settings));
  // Staff may still correct a record; the recipient's prescription is final once a pair has left.
  if (!caller.isStaff && changesApplication(body) && !mayEdit(current.applicationStatus, await hasPairShipped(db, donateeId))) {
    for (const field of APPLICATION_FIELDS) if (body[field] !== undefined) errors[field] = NOT_EDITABLE;
  }
  // The recipient's own change of an approved application's answers; staff correcting a record are the reviewers.
  const reopens =
    current.applicationStatus === 'approved' &&
    !caller.isStaff &&
    changesApplication(body) &&
    changesAnswers((await donatees.donateeRecord(db.kysely, donateeId))!, body);
  const nextStatus = statusAfter(current.applicationStatus, body, settings.review, reopens);
  if (body.has_applied_for_account === false && current.applicationStatus !== 'not_submitted') {
    errors.has_applied_for_account ??= NOT_WITHDRAWABLE;
  }

  const claims = body.has_claimed === true && !current.hasClaimed;
  const undoes = body.has_claimed === false && current.hasClaimed;
  const claimant = {
    donateeId,
    userId: current.userId,
    hasApplied: body.has_applied_for_account ?? current.hasApplied,
    hasClaimed: false,
    applicationStatus: nextStatus,
  };
  const glassesId = body.claimed_glasses ?? null;
  // Staff sending the claim again change nothing; the recipient is told they already claimed.
  if (body.has_claimed === true && current.hasClaimed && !caller.isStaff) errors.has_claimed = ALREADY_CLAIMED;
  if (claims) Object.assign(errors, await claimProblems(db.kysely, claimant, glassesId, DONATEE_CLAIM_FIELDS));
  if (undoes && caller.isStaff) {
    const problem = await undoProblem(db.kysely, donateeId);
    if (problem) errors.has_claimed = problem;
  }
  if (body.has_applied_for_account === false && current.hasClaimed && !undoes) {
    errors.has_applied_for_account = 'The application cannot be withdrawn after a claim.';
  }
  if (body.claimed_glasses != null && body.has_claimed !== true) {
    errors.claimed_glasses = 'Send has_claimed: true with the item to claim it.';
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (undoes) assertMayUndoClaim(caller);

  await db.kysely.transaction().execute(async (trx) => {
    const before = caller.isStaff ? await donatees.donateeRecord(trx, donateeId) : undefined;
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
      current_bank_balance_cents: centsOrNull(body.current_bank_balance),
      is_dependent: body.is_dependent === undefined ? undefined : body.is_dependent ? 1 : 0,
      prescription_media_id: prescriptionMediaId,
      household_size: body.household_size,
      prescription_sphere_right: body.prescription_sphere_right,
      prescription_cylinder_right: body.prescription_cylinder_right,
      prescription_sphere_left: body.prescription_sphere_left,
      prescription_cylinder_left: body.prescription_cylinder_left,
      prescription_exam_date: body.prescription_exam_date === '' ? null : body.prescription_exam_date,
    });
    if (nextStatus !== current.applicationStatus) {
      const reason = reopens ? 'changed_after_approval' : null;
      if (!(await donatees.moveApplication(trx, donateeId, current.applicationStatus, nextStatus, nowIso(), reason))) {
        throw validationError({ has_applied_for_account: 'The application changed meanwhile; reload it and try again.' });
      }
    }
    if (prescriptionMediaId !== undefined) await donatees.deletePrescriptionsExcept(trx, current.userId, prescriptionMediaId);
    if (claims) await takeClaim(trx, claimant, glassesId, DONATEE_CLAIM_FIELDS);
    if (undoes) await undoClaim(trx, donateeId);
    if (caller.isStaff) {
      const after = await donatees.donateeRecord(trx, donateeId);
      await recordAudit(trx, caller, { action: 'application.change', targetType: 'application', targetId: donateeId, before, after });
    }
  });
  if (claims || undoes) catalogue.invalidate();
  return donateeView(db, current.accountId);
}
