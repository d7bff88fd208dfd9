/** SQL for donatee records: the application, the prescription and the claim. */
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toBool } from '../db/schema.js';

export interface DonateeState {
  donateeId: number;
  accountId: number;
  userId: number;
  hasApplied: boolean;
  hasClaimed: boolean;
  claimedGlassesId: number | null;
  prescriptionMediaId: number | null;
}

export async function findDonatee(db: Queryable, donateeId: number): Promise<DonateeState | undefined> {
  const row = await db
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
    ])
    .where('donatees.donatee_id', '=', donateeId)
    .executeTakeFirst();
  return (
    row && {
      donateeId: row.donatee_id,
      accountId: row.account_id,
      userId: row.user_id,
      hasApplied: toBool(row.has_applied_for_account),
      hasClaimed: toBool(row.has_claimed),
      claimedGlassesId: row.claimed_glasses_id,
      prescriptionMediaId: row.prescription_media_id,
    }
  );
}

export interface ApplicationFields {
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

/** Takes one unit of stock; false when the item has none left (never goes below 0). */
export async function takeOneFromStock(db: Queryable, glassesId: number): Promise<boolean> {
  const result = await db
    .updateTable('glasses')
    .set((eb) => ({ inventory: eb('inventory', '-', 1) }))
    .where('glasses_id', '=', glassesId)
    .where('inventory', '>', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function returnOneToStock(db: Queryable, glassesId: number): Promise<void> {
  await db
    .updateTable('glasses')
    .set((eb) => ({ inventory: eb('inventory', '+', 1) }))
    .where('glasses_id', '=', glassesId)
    .execute();
}

/** Marks the claim if there was none yet; false when another request claimed first. */
export async function markClaimed(db: Queryable, donateeId: number, glassesId: number | null): Promise<boolean> {
  const result = await db
    .updateTable('donatees')
    .set({ has_claimed: 1, claimed_glasses_id: glassesId, claimed_at: nowIso() })
    .where('donatee_id', '=', donateeId)
    .where('has_claimed', '=', 0)
    .where('has_applied_for_account', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Undoes the claim of `claimedGlassesId` if it is still there; false when another request
 * changed it first, so that only one undo returns the pair to stock.
 */
export async function clearClaim(db: Queryable, donateeId: number, claimedGlassesId: number | null): Promise<boolean> {
  const result = await db
    .updateTable('donatees')
    .set({ has_claimed: 0, claimed_glasses_id: null, claimed_at: null })
    .where('donatee_id', '=', donateeId)
    .where('has_claimed', '=', 1)
    .where('claimed_glasses_id', claimedGlassesId === null ? 'is' : '=', claimedGlassesId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function glassesExists(db: Queryable, glassesId: number): Promise<boolean> {
  return (await db.selectFrom('glasses').select('glasses_id').where('glasses_id', '=', glassesId).executeTakeFirst()) !== undefined;
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
