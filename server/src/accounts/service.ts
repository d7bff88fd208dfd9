/** Rules for accounts: the owner and staff read and change them; only staff list everyone's. */
import type { Account, AccountWrite } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Caller } from '../auth/authenticate.js';
import { validationError } from '../lib/errors.js';
import { assertOwnerOrStaff, invalidPk } from '../lib/ownership.js';
import { findUserById } from '../users/repository.js';
import * as accounts from './repository.js';
import { recordAudit } from '../audit/service.js';

export function listAccounts(db: Db, caller: Caller): Promise<Account[]> {
  return accounts.loadAccounts(db.kysely, caller.isStaff ? { nestDonations: false } : { userIds: [caller.id] });
}

/** One account's full view, with its donator and donatee records; the account exists. */
export async function accountView(db: Db, accountId: number): Promise<Account> {
  return (await accounts.loadAccounts(db.kysely, { accountIds: [accountId] }))[0]!;
}

export async function readAccount(db: Db, caller: Caller, accountId: number): Promise<Account> {
  assertOwnerOrStaff(caller, await accounts.accountOwner(db.kysely, accountId));
  return accountView(db, accountId);
}

/** Staff creating a donator or donatee record: every account already has its one of each. */
export async function refuseSecondRecord(db: Db, accountId: number, record: 'donator' | 'donatee'): Promise<never> {
  if ((await accounts.accountOwner(db.kysely, accountId)) === undefined) throw validationError({ account: invalidPk(accountId) });
  throw validationError({ account: `${record} with this account already exists.` });
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
  const { phone_number, address, city, state, zip_code, language } = body;
  const fields = Object.fromEntries(
    Object.entries({ phone_number, address, city, state, zip_code, language }).filter(([, value]) => value !== undefined),
  ) as accounts.AccountFields;
  await db.kysely.transaction().execute(async (trx) => {
    const before = await accounts.accountFields(trx, accountId);
    await accounts.updateAccount(trx, accountId, fields);
    if (caller.isStaff) {
      const after = await accounts.accountFields(trx, accountId);
      await recordAudit(trx, caller, { action: 'account.change', targetType: 'account', targetId: accountId, before, after });
    }
  });
  return accountView(db, accountId);
}
