/**
 * Rules for donator records. Their fields follow from the donations (total, has_donated), so
 * the owner only reads them; staff may read all. Donating is POST /api/donation/.
 */
import type { Donator, DonatorWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { assertOwnerOrStaff, invalidPk } from '../lib/ownership.js';
import { loadAccounts } from '../accounts/repository.js';
import type { Queryable } from '../db/types.js';

async function donatorOwner(db: Queryable, donatorId: number): Promise<{ userId: number; accountId: number } | undefined> {
  const row = await db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select(['accounts.user_id', 'accounts.account_id'])
    .where('donators.donator_id', '=', donatorId)
    .executeTakeFirst();
  return row && { userId: row.user_id, accountId: row.account_id };
}

export async function listDonators(db: Db, caller: Caller): Promise<Donator[]> {
  const accounts = await loadAccounts(db.kysely, caller.isStaff ? {} : { userIds: [caller.id] });
  return accounts.map((account) => account.donator);
}

export async function readDonator(db: Db, caller: Caller, donatorId: number): Promise<Donator> {
  const owner = await donatorOwner(db.kysely, donatorId);
  assertOwnerOrStaff(caller, owner?.userId);
  return (await loadAccounts(db.kysely, { accountIds: [owner!.accountId] }))[0]!.donator;
}

/** Staff only. Every account already has its donator record. */
export async function createDonator(db: Db, body: DonatorWrite): Promise<never> {
  const [account] = await loadAccounts(db.kysely, { accountIds: [body.account] });
  if (!account) throw validationError({ account: invalidPk(body.account) });
  throw validationError({ account: 'donator with this account already exists.' });
}

/** Staff only: a donator record cannot move to another account; totals change by donating. */
export async function changeDonator(db: Db, caller: Caller, donatorId: number, body: Partial<DonatorWrite>): Promise<Donator> {
  const owner = await donatorOwner(db.kysely, donatorId);
  if (!owner) throw notFound();
  if (!caller.isStaff) throw permissionDenied('Donation totals change only by donating.');
  if (body.account !== undefined && body.account !== owner.accountId) {
    throw validationError({ account: 'A donator record cannot be moved to another account.' });
  }
  return (await loadAccounts(db.kysely, { accountIds: [owner.accountId] }))[0]!.donator;
}
