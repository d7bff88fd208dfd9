/**
 * SQL for donator records. Their totals change only with donations (donations/repository.ts);
 * the full view of a record comes with its account (accounts/repository.ts).
 */
import { sql } from 'kysely';
import type { Queryable } from '../db/types.js';
import { prepare } from '../db/prepared.js';

// Run on every donation, so compiled once.
const selectDonatorOwner = prepare((db, donatorId: number) =>
  db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select(['accounts.user_id as userId', 'accounts.account_id as accountId'])
    .where('donators.donator_id', '=', donatorId),
);

/** The user and account a donator record belongs to, or undefined for an unknown id. */
export async function findDonatorOwner(db: Queryable, donatorId: number): Promise<{ userId: number; accountId: number } | undefined> {
  return (await selectDonatorOwner(db, donatorId))[0];
}

const selectDonatorOfUser = prepare((db, userId: number) =>
  db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .select('donators.donator_id')
    .where('accounts.user_id', '=', userId),
);

/** The donator record of a user's account (every user has one; undefined for an unknown user). */
export async function findDonatorIdOfUser(db: Queryable, userId: number): Promise<number | undefined> {
  return (await selectDonatorOfUser(db, userId))[0]?.donator_id;
}

/** The donor's choice of how public lists show them; a field left undefined stays as it is. */
export async function updateDonorPrivacy(
  db: Queryable,
  donatorId: number,
  choice: { publicName?: string; isAnonymous?: boolean },
): Promise<void> {
  const set = {
    ...(choice.publicName !== undefined && { public_name: choice.publicName }),
    ...(choice.isAnonymous !== undefined && { is_anonymous: choice.isAnonymous ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('donators').set(set).where('donator_id', '=', donatorId).execute();
}

/**
 * Whether `name` (trimmed) is, in any case, another user's username or another donor's public
 * name: a donor may not pass for someone else. Their own username and name are theirs to use.
 */
export async function publicNameTaken(db: Queryable, name: string, donatorId: number, userId: number): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', name.toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  if (user) return true;
  const donor = await db
    .selectFrom('donators')
    .select('donator_id')
    .where(sql<string>`lower(public_name)`, '=', sql<string>`lower(${name})`)
    .where('donator_id', '<>', donatorId)
    .executeTakeFirst();
  return donor !== undefined;
}
