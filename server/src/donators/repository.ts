/**
 * SQL for donator records. Their totals change only with donations (donations/repository.ts);
 * the full view of a record comes with its account (accounts/repository.ts).
 */
import { nameKey } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { donatorsWithUser } from '../db/record-owners.js';
import { RECEIPT_DONOR_COLUMNS } from '../receipts/repository.js';

/**
 * The donator record, its user and its account, with the name, e-mail and postal address a
 * receipt states: a donation stored at once takes them from here, and its receipt reads nothing.
 */
export interface DonatorOwner {
  donatorId: number;
  userId: number;
  accountId: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
}

/** A donator record with its owner, found by its id or by its user; undefined when there is none. */
export async function findDonatorOwner(
  db: Queryable,
  which: { donatorId: number } | { userId: number },
): Promise<DonatorOwner | undefined> {
  const query = donatorsWithUser(db).select([
    'donators.donator_id as donatorId',
    'accounts.user_id as userId',
    'accounts.account_id as accountId',
    ...RECEIPT_DONOR_COLUMNS,
  ]);
  return 'userId' in which
    ? query.where('accounts.user_id', '=', which.userId).executeTakeFirst()
    : query.where('donators.donator_id', '=', which.donatorId).executeTakeFirst();
}

/** The donator record of a user's account (every user has one; undefined for an unknown user). */
export async function findDonatorIdOfUser(db: Queryable, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select('donators.donator_id')
    .where('accounts.user_id', '=', userId)
    .executeTakeFirst();
  return row?.donator_id;
}

/** The donor's choice of how public lists show them; a field left undefined stays as it is. */
export async function updateDonorPrivacy(
  db: Queryable,
  donatorId: number,
  choice: { publicName?: string; isAnonymous?: boolean },
): Promise<void> {
  const set = {
    ...(choice.publicName !== undefined && { public_name: choice.publicName, public_name_key: nameKey(choice.publicName) }),
    ...(choice.isAnonymous !== undefined && { is_anonymous: choice.isAnonymous ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('donators').set(set).where('donator_id', '=', donatorId).execute();
}

/**
 * Who already goes by the name whose `nameKey` is `key`: another user by username, or another
 * donor by public name; undefined when nobody else does. `exceptUserId`'s own username and
 * public name are not someone else's. Usernames are ASCII, so `username_lower` is their key.
 */
export async function nameHolder(db: Queryable, key: string, exceptUserId?: number): Promise<'username' | 'public_name' | undefined> {
  let users = db.selectFrom('users').select('id').where('username_lower', '=', key);
  if (exceptUserId !== undefined) users = users.where('id', '<>', exceptUserId);
  if (await users.executeTakeFirst()) return 'username';
  let donors = db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select('donators.donator_id')
    .where('donators.public_name_key', '=', key);
  if (exceptUserId !== undefined) donors = donors.where('accounts.user_id', '<>', exceptUserId);
  return (await donors.executeTakeFirst()) ? 'public_name' : undefined;
}
