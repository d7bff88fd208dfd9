/**
 * Rules for donator records. Their totals follow from the donations (total, has_donated), so
 * nobody writes them; the owner chooses how public lists show them; staff may read all.
 * Donating is POST /api/donation/.
 */
import { checkPublicName, PUBLIC_NAME_MESSAGES, type Donator, type DonatorChange, type DonatorWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { assertOwnerOrStaff } from '../lib/ownership.js';
import { isUniqueViolation } from '../lib/unique-violation.js';
import { accountView, listAccounts, refuseSecondRecord } from '../accounts/service.js';
import { findDonatorOwner, updateDonorPrivacy } from './repository.js';
import { nameProblem } from './names.js';

export async function listDonators(db: Db, caller: Caller): Promise<Donator[]> {
  return (await listAccounts(db, caller)).map((account) => account.donator);
}

export async function readDonator(db: Db, caller: Caller, donatorId: number): Promise<Donator> {
  const owner = await findDonatorOwner(db.kysely, { donatorId });
  assertOwnerOrStaff(caller, owner?.userId);
  return (await accountView(db, owner!.accountId)).donator;
}

/** Staff only. Every account already has its donator record. */
export async function createDonator(db: Db, body: DonatorWrite): Promise<never> {
  return refuseSecondRecord(db, body.account, 'donator');
}

const PRIVACY_FIELDS = ['public_name', 'is_anonymous'] as const;
/** What a PATCH may carry besides the privacy choice: the record's own account, unchanged. */
const KEPT_FIELDS = new Set<string>(['account', ...PRIVACY_FIELDS]);

/**
 * The donor (only they) chooses their public name and whether to appear as Anonymous. Nothing
 * else of the record changes by hand: totals change by donating, the account stays, and staff
 * may only send the record back as it is.
 */
export async function changeDonator(db: Db, caller: Caller, donatorId: number, body: DonatorWrite | DonatorChange): Promise<Donator> {
  const owner = await findDonatorOwner(db.kysely, { donatorId });
  if (!owner) throw notFound();
  const isOwner = caller.id === owner.userId;
  const choosesPrivacy = PRIVACY_FIELDS.some((field) => field in body);
  const otherFields = Object.keys(body).filter((field) => !KEPT_FIELDS.has(field));
  if (!caller.isStaff && (!isOwner || !choosesPrivacy || otherFields.length > 0)) {
    throw permissionDenied(isOwner || !choosesPrivacy ? 'Donation totals change only by donating.' : undefined);
  }
  if (body.account !== undefined && body.account !== owner.accountId) {
    throw validationError({ account: 'A donator record cannot be moved to another account.' });
  }
  if (choosesPrivacy) {
    if (!isOwner) throw permissionDenied('Only the donor chooses how public lists show them.');
    const change = body as DonatorChange;
    let publicName: string | undefined;
    if (change.public_name !== undefined) {
      const checked = checkPublicName(change.public_name);
      if ('problem' in checked) throw validationError({ public_name: checked.problem });
      const problem = await nameProblem(db.kysely, 'public_name', checked.value, owner.userId);
      if (problem) throw validationError({ public_name: problem });
      publicName = checked.value;
    }
    try {
      await updateDonorPrivacy(db.kysely, donatorId, { publicName, isAnonymous: change.is_anonymous });
    } catch (error) {
      // Another donor took the name between the check and this write (the unique index on
      // public_name_key, migration 023): the same answer as when the check sees it.
      if (isUniqueViolation(error)) throw validationError({ public_name: PUBLIC_NAME_MESSAGES.taken });
      throw error;
    }
  }
  return (await accountView(db, owner.accountId)).donator;
}
