/** Rules for accounts: the owner and staff read and change them; only staff list everyone's. */
import type { Account, AccountWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { validationError } from '../lib/errors.js';
import { assertOwnerOrStaff, invalidPk } from '../lib/ownership.js';
import { findUserById } from '../users/repository.js';
import * as accounts from './repository.js';

export function listAccounts(db: Db, caller: Caller): Promise<Account[]> {
  return accounts.loadAccounts(db.kysely, caller.isStaff ? {} : { userIds: [caller.id] });
}

export async function readAccount(db: Db, caller: Caller, accountId: number): Promise<Account> {
  assertOwnerOrStaff(caller, await accounts.accountOwner(db.kysely, accountId));
  return (await accounts.loadAccounts(db.kysely, { accountIds: [accountId] }))[0]!;
}

/** Staff only. Every user already has an account, so this names the existing one. */
export async function createAccount(db: Db, body: AccountWrite): Promise<never> {
  if (!(await findUserById(db.kysely, body.user))) throw validationError({ user: invalidPk(body.user) });
  throw validationError({ user: 'account with this user already exists.' });
}

export async function changeAccount(db: Db, caller: Caller, accountId: number, body: Partial<AccountWrite>): Promise<Account> {
  const owner = await accounts.accountOwner(db.kysely, accountId);
  assertOwnerOrStaff(caller, owner);
  if (body.user !== undefined && body.user !== owner) {
    throw validationError({ user: 'An account cannot be moved to another user.' });
  }
  const { phone_number, address, city, state, zip_code } = body;
  const fields = Object.fromEntries(
    Object.entries({ phone_number, address, city, state, zip_code }).filter(([, value]) => value !== undefined),
  ) as accounts.AccountFields;
  await accounts.updateAccount(db.kysely, accountId, fields);
  return (await accounts.loadAccounts(db.kysely, { accountIds: [accountId] }))[0]!;
}
