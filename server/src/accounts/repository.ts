/**
 * SQL for the profile records every user has: one account with one donator and one donatee
 * record. `loadAccounts` builds the nested shape the API returns (docs/api.md, Responses).
 */
import type { Account, Donatee, Donation, Donator } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { centsToAmount, toBool, toNumber } from '../db/schema.js';
import { listNewestDonationsOfDonator } from '../donations/repository.js';
import { mediaUrl } from '../media/urls.js';
import { latestClaimId } from '../claims/repository.js';

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

/** Accounts joined with their donator and donatee records and the donatee's claim: one row per account. */
export function selectProfiles(db: Queryable) {
  return db
    .selectFrom('accounts')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .innerJoin('donatees', 'donatees.account_id', 'accounts.account_id')
    .leftJoin('claims', (join) => join.on('claims.id', '=', (eb) => latestClaimId(() => eb.selectFrom('claims as latest'))))
    .select([
      'accounts.account_id',
      'accounts.user_id',
      'accounts.phone_number',
      'accounts.address',
      'accounts.city',
      'accounts.state',
      'accounts.zip_code',
      'donators.donator_id',
      'donators.has_donated',
      'donators.total_cents',
      'donators.public_name',
      'donators.is_anonymous',
      // The public name is the username until the donor chooses one; a subquery, as callers join users themselves.
      (eb) =>
        eb
          .selectFrom('users as named')
          .select('named.username')
          .whereRef('named.id', '=', 'accounts.user_id')
          .$asScalar()
          .as('donator_username'),
      'donatees.donatee_id',
      'donatees.has_applied_for_account',
      'donatees.has_claimed',
      'donatees.monthly_income_cents',
      'donatees.average_household_income_cents',
      'donatees.current_bank_balance_cents',
      'donatees.is_dependent',
      'donatees.prescription_media_id',
      'donatees.claimed_glasses_id',
      'donatees.claimed_at',
      'donatees.application_status',
      'donatees.decision_message',
      'donatees.review_reason',
      'donatees.household_size',
      'donatees.prescription_sphere_right',
      'donatees.prescription_cylinder_right',
      'donatees.prescription_sphere_left',
      'donatees.prescription_cylinder_left',
      'donatees.prescription_exam_date',
      'claims.id as claim_id',
      'claims.glasses_id as claim_glasses_id',
      'claims.status as claim_status',
      'claims.carrier as claim_carrier',
      'claims.tracking_number as claim_tracking_number',
      'claims.claimed_at as claim_claimed_at',
      'claims.shipped_at as claim_shipped_at',
      'claims.delivered_at as claim_delivered_at',
      'claims.cancelled_at as claim_cancelled_at',
      'claims.reason as claim_reason',
      'claims.confirmation_number as claim_confirmation_number',
    ]);
}

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof selectProfiles>['executeTakeFirstOrThrow']>>;

/** The nested account of the API from a profile row and the donator's donations. */
export function toAccount(row: ProfileRow, donations: Donation[]): Account {
  const donator: Donator = {
    donator_id: row.donator_id,
    has_donated: toBool(row.has_donated),
    total_amount_donated: toNumber(row.total_cents) / 100,
    donations,
    account: row.account_id,
    public_name: row.public_name ?? row.donator_username,
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
    prescription_sphere_right: nullableNumber(row.prescription_sphere_right),
    prescription_cylinder_right: nullableNumber(row.prescription_cylinder_right),
    prescription_sphere_left: nullableNumber(row.prescription_sphere_left),
    prescription_cylinder_left: nullableNumber(row.prescription_cylinder_left),
    prescription_exam_date: row.prescription_exam_date,
    claim:
      row.claim_id === null
        ? null
        : {
            id: row.claim_id,
            glasses: row.claim_glasses_id,
            status: row.claim_status!,
            carrier: row.claim_carrier,
            tracking_number: row.claim_tracking_number,
            claimed_at: row.claim_claimed_at!,
            shipped_at: row.claim_shipped_at,
            delivered_at: row.claim_delivered_at,
            cancelled_at: row.claim_cancelled_at,
            reason: row.claim_reason,
            confirmation_number: row.claim_confirmation_number!,
          },
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
  };
}

const nullableNumber = (value: number | null): number | null => (value === null ? null : Number(value));

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
  if (filter.nestDonations === false) return rows.map((row) => toAccount(row, []));
  // One indexed read per donator: account views name one account, a user's own list one too.
  return Promise.all(
    rows.map(async (row) => toAccount(row, await listNewestDonationsOfDonator(db, { donatorId: row.donator_id, userId: row.user_id }))),
  );
}

/** Creates the account, donator and donatee records of a new user, in the caller's transaction. */
export async function insertProfile(trx: Queryable, userId: number): Promise<number> {
  const account = await trx
    .insertInto('accounts')
    .values({ user_id: userId, phone_number: '', address: '', city: '', state: '', zip_code: '' })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('donators').values({ account_id: account.account_id, has_donated: 0, total_cents: 0 }).execute();
  await trx
    .insertInto('donatees')
    .values({ account_id: account.account_id, has_applied_for_account: 0, has_claimed: 0, is_dependent: 0 })
    .execute();
  return account.account_id;
}

export type AccountFields = Partial<Record<'phone_number' | 'address' | 'city' | 'state' | 'zip_code', string>>;

export async function updateAccount(db: Queryable, accountId: number, fields: AccountFields): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await db.updateTable('accounts').set(fields).where('account_id', '=', accountId).execute();
}

/** The account's own fields, as the audit log keeps them. */
export async function accountFields(db: Queryable, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['user_id', 'phone_number', 'address', 'city', 'state', 'zip_code'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function accountOwner(db: Queryable, accountId: number): Promise<number | undefined> {
  const row = await db.selectFrom('accounts').select('user_id').where('account_id', '=', accountId).executeTakeFirst();
  return row?.user_id;
}
