/**
 * SQL for donator records. Their totals change only with donations (donations/repository.ts);
 * the full view of a record comes with its account (accounts/repository.ts).
 */
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
