/**
 * Rules for donator records. Their fields follow from the donations (total, has_donated), so
 * the owner only reads them; staff may read all. Donating is POST /api/donation/.
 */
import type { Donator, DonatorWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { assertOwnerOrStaff } from '../lib/ownership.js';
import { accountView, listAccounts, refuseSecondRecord } from '../accounts/service.js';
import { findDonatorOwner } from './repository.js';

export async function listDonators(db: Db, caller: Caller): Promise<Donator[]> {
  return (await listAccounts(db, caller)).map((account) => account.donator);
}

export async function readDonator(db: Db, caller: Caller, donatorId: number): Promise<Donator> {
  const owner = await findDonatorOwner(db.kysely, donatorId);
  assertOwnerOrStaff(caller, owner?.userId);
  return (await accountView(db, owner!.accountId)).donator;
}

/** Staff only. Every account already has its donator record. */
export async function createDonator(db: Db, body: DonatorWrite): Promise<never> {
  return refuseSecondRecord(db, body.account, 'donator');
}

/** Staff only: a donator record cannot move to another account; totals change by donating. */
export async function changeDonator(db: Db, caller: Caller, donatorId: number, body: Partial<DonatorWrite>): Promise<Donator> {
  const owner = await findDonatorOwner(db.kysely, donatorId);
  if (!owner) throw notFound();
  if (!caller.isStaff) throw permissionDenied('Donation totals change only by donating.');
  if (body.account !== undefined && body.account !== owner.accountId) {
    throw validationError({ account: 'A donator record cannot be moved to another account.' });
  }
  return (await accountView(db, owner.accountId)).donator;
}
