/**
 * SQL for the profile records every user has: one account with one donator and one donatee
 * record. `loadAccounts` builds the nested shape the API returns (docs/api.md, Responses).
 */
import type { Account, Donatee, Donation, Donator, Language } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { centsToAmount, toBool, toNumber, toNumberOrNull } from '../db/schema.js';
import { listNewestDonationsOfDonator } from '../donations/repository.js';
import { mediaUrl } from '../media/urls.js';
import { claimsById, latestClaimIdOfDonatee, type ClaimRow } from '../claims/repository.js';

export interface AccountFilter {
  accountIds?: number[];
  userIds?: number[];
  /**
   * Whether each donator nests its newest donations. Staff lists of every account or user
   * leave them out (an empty list): nesting them made a list grow with every donation
   * (docs/api.md, Pages of donations).
   */
  nestDonations?: boolean;
}

/**
 * Accounts joined with their user, donator and donatee records: one row per account. Whole
 * rows rather than named columns: the three tables share only `account_id`, and the query
 * stays short to build on `users/me`, which runs it on every read.
 */
export function selectProfiles(db: Queryable) {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .innerJoin('donatees', 'donatees.account_id', 'accounts.account_id')
    .selectAll(['accounts', 'donators', 'donatees'])
    .select(['users.username', 'users.email', 'users.first_name', 'users.last_name', 'users.is_staff'])
    .select(latestClaimIdOfDonatee.as('latest_claim_id'));
}

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirstOrThrow']>>;

/** The nested account of the API from a profile row, the donatee's latest claim and the donator's donations. */
export function toAccount(row: ProfileRow, claim: ClaimRow | undefined, donations: Donation[]): Account {
  const donator: Donator = {
    donator_id: row.donator_id,
    has_donated: toBool(row.has_donated),
    total_amount_donated: toNumber(row.total_cents) / 100,
    donations,
    account: row.account_id,
    // Empty until the donor chooses one: public lists then show them as Anonymous.
    public_name: row.public_name ?? '',
    is_anonymous: toBool(row.is_anonymous),
  };
  const donatee: Donatee = {
    donatee_id: row.donatee_id,
    has_applied_for_account: toBool(row.has_applied_for_account),
    has_claimed: toBool(row.has_claimed),
    monthly_income: centsToAmount(row.monthly_income_cents),
    average_household_income: centsToAmount(row.average_household_income_cents),
    current_bank_balance: centsToAmount(row.current_bank_balance_cents),
    is_dependent: toBool(row.is_dependent),
    prescription: row.prescription_media_id === null ? null : mediaUrl(row.prescription_media_id),
    claimed_glasses: row.claimed_glasses_id,
    claimed_at: row.claimed_at,
    account: row.account_id,
    application_status: row.application_status,
    decision_message: row.decision_message,
    review_reason: row.review_reason,
    household_size: row.household_size,
    prescription_sphere_right: toNumberOrNull(row.prescription_sphere_right),
    prescription_cylinder_right: toNumberOrNull(row.prescription_cylinder_right),
    prescription_sphere_left: toNumberOrNull(row.prescription_sphere_left),
    prescription_cylinder_left: toNumberOrNull(row.prescription_cylinder_left),
    prescription_exam_date: row.prescription_exam_date,
    claim: claim
      ? {
          id: claim.id,
          glasses: claim.glasses_id,
          status: claim.status,
          carrier: claim.carrier,
          tracking_number: claim.tracking_number,
          claimed_at: claim.claimed_at,
          shipped_at: claim.shipped_at,
          delivered_at: claim.delivered_at,
          cancelled_at: claim.cancelled_at,
          reason: claim.reason,
          confirmation_number: claim.confirmation_number,
        }
      : null,
  };
  return {
    account_id: row.account_id,
    user: row.user_id,
    phone_number: row.phone_number,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    donator,
    donatee,
    language: row.language,
  };
}

export async function loadAccounts(db: Queryable, filter: AccountFilter = {}): Promise<Account[]> {
  let query = selectProfiles(db);
  if (filter.accountIds) {
    if (filter.accountIds.length === 0) return [];
    query = query.where('accounts.account_id', 'in', filter.accountIds);
  }
  if (filter.userIds) {
    if (filter.userIds.length === 0) return [];
    query = query.where('accounts.user_id', 'in', filter.userIds);
  }
  const rows = await query.orderBy('accounts.account_id').execute();
  const claims = await claimsById(
    db,
    rows.flatMap((row) => (row.latest_claim_id === null ? [] : [row.latest_claim_id])),
  );
  const claimOf = (row: ProfileRow) => (row.latest_claim_id === null ? undefined : claims.get(row.latest_claim_id));
  if (filter.nestDonations === false) return rows.map((row) => toAccount(row, claimOf(row), []));
  // One indexed read per donator: account views name one account, a user's own list one too.
  return Promise.all(
    rows.map(async (row) =>
      toAccount(row, claimOf(row), await listNewestDonationsOfDonator(db, { donatorId: row.donator_id, userId: row.user_id })),
    ),
  );
}

/** Creates the account, donator and donatee records of a new user, in the caller's transaction. */
export async function insertProfile(trx: Queryable, userId: number, language?: Language): Promise<number> {
  const account = await trx
    .insertInto('accounts')
    .values({ user_id: userId, phone_number: '', address: '', city: '', state: '', zip_code: '', ...(language ? { language } : {}) })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('donators').values({ account_id: account.account_id, has_donated: 0, total_cents: 0 }).execute();
  await trx
    .insertInto('donatees')
    .values({ account_id: account.account_id, has_applied_for_account: 0, has_claimed: 0, is_dependent: 0 })
    .execute();
  return account.account_id;
}

export type AccountFields = Partial<Record<'phone_number' | 'address' | 'city' | 'state' | 'zip_code', string> & { language: Language }>;

export async function updateAccount(db: Queryable, accountId: number, fields: AccountFields): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('accounts').set(fields).where('account_id', '=', accountId).execute();
}

/** The account's own fields, as the audit log keeps them. */
export async function accountFields(db: Queryable, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['user_id', 'phone_number', 'address', 'city', 'state', 'zip_code', 'language'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function accountOwner(db: Queryable, accountId: number): Promise<number | undefined> {
  const row = await db.selectFrom('accounts').select('user_id').where('account_id', '=', accountId).executeTakeFirst();
  return row?.user_id;
}
