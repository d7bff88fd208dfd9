/** SQL for donatee records: the application and the prescription (claims: claims/repository.ts). */
import type { Queryable } from '../db/types.js';
import type { ApplicationStatus, ReviewReason } from '@onepair/contract';
import { toBool } from '../db/schema.js';

export interface DonateeState {
  donateeId: number;
  accountId: number;
  userId: number;
  hasApplied: boolean;
  hasClaimed: boolean;
  claimedGlassesId: number | null;
  prescriptionMediaId: number | null;
  applicationStatus: ApplicationStatus;
}

/** The whole donatee row, as the audit log keeps it. */
export async function donateeRecord(db: Queryable, donateeId: number) {
  return db.selectFrom('donatees').selectAll().where('donatee_id', '=', donateeId).executeTakeFirst();
}

/** A donatee record as the rules read it: whose it is, the application's status and the claim. */
async function findDonateeState(db: Queryable, where: { donateeId: number } | { userId: number }): Promise<DonateeState | undefined> {
  let query = db
    .selectFrom('donatees')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .select([
      'donatees.donatee_id',
      'donatees.account_id',
      'accounts.user_id',
      'donatees.has_applied_for_account',
      'donatees.has_claimed',
      'donatees.claimed_glasses_id',
      'donatees.prescription_media_id',
      'donatees.application_status',
    ]);
  query =
    'donateeId' in where ? query.where('donatees.donatee_id', '=', where.donateeId) : query.where('accounts.user_id', '=', where.userId);
  const row = await query.executeTakeFirst();
  return (
    row && {
      donateeId: row.donatee_id,
      accountId: row.account_id,
      userId: row.user_id,
      hasApplied: toBool(row.has_applied_for_account),
      hasClaimed: toBool(row.has_claimed),
      claimedGlassesId: row.claimed_glasses_id,
      prescriptionMediaId: row.prescription_media_id,
      applicationStatus: row.application_status,
    }
  );
}

export function findDonatee(db: Queryable, donateeId: number): Promise<DonateeState | undefined> {
  return findDonateeState(db, { donateeId });
}

/** The donatee record of a user's account (every user has one; undefined for an unknown or erased user). */
export function findDonateeOfUser(db: Queryable, userId: number): Promise<DonateeState | undefined> {
  return findDonateeState(db, { userId });
}

/** The answers a request's fields are stored as, unconverted: the household's size and the prescription. */
export interface AnswersAsGiven {
  household_size?: number | null;
  prescription_sphere_right?: number | null;
  prescription_cylinder_right?: number | null;
  prescription_sphere_left?: number | null;
  prescription_cylinder_left?: number | null;
  prescription_exam_date?: string | null;
}

export interface ApplicationFields extends AnswersAsGiven {
  has_applied_for_account?: number;
  monthly_income_cents?: number | null;
  average_household_income_cents?: number | null;
  current_bank_balance_cents?: number | null;
  is_dependent?: number;
  prescription_media_id?: number | null;
}

export async function updateApplication(db: Queryable, donateeId: number, fields: ApplicationFields): Promise<void> {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ApplicationFields;
  if (Object.keys(defined).length === 0) return;
  await db.updateTable('donatees').set(defined).where('donatee_id', '=', donateeId).execute();
}

/**
 * Moves the application from `from` to `to` (a submission, or a return to review with its
 * `reviewReason`), clearing staff's last message; false when another request moved it first.
 */
export async function moveApplication(
  db: Queryable,
  donateeId: number,
  from: ApplicationStatus,
  to: ApplicationStatus,
  at: string,
  reviewReason: ReviewReason | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('donatees')
    .set({
      application_status: to,
      has_applied_for_account: 1,
      submitted_at: at,
      decision_message: null,
      decided_at: null,
      review_reason: reviewReason,
    })
    .where('donatee_id', '=', donateeId)
    .where('application_status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes the owner's prescription files other than `keepMediaId` (the only private files a
 * user owns). Run after a new one is set, it also removes the loser of two uploads at once.
 */
export async function deletePrescriptionsExcept(db: Queryable, ownerUserId: number, keepMediaId: number | null): Promise<void> {
  let query = db.deleteFrom('media').where('owner_user_id', '=', ownerUserId).where('is_private', '=', 1);
  if (keepMediaId !== null) query = query.where('media_id', '<>', keepMediaId);
  await query.execute();
}
