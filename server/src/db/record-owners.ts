/**
 * A user's records reach the user through their account: a donator or donatee row names an
 * account, the account names the user, and a donation names its donator. These are those joins,
 * written once, and the account's address as the screens that ship a pair read it.
 */
import type { SelectQueryBuilder } from 'kysely';
import { personName, type PersonNames, type ShippingAddress } from '@onepair/contract';
import type { Database } from './schema.js';
import type { Queryable } from './types.js';

/** Donatee records with their account and user (every donatee has both). */
export const donateesWithUser = (db: Queryable) =>
  db
    .selectFrom('donatees')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id');

/** Donator records with their account and user (every donator has both). */
export const donatorsWithUser = (db: Queryable) =>
  db
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id');

/** Donations with their donor's donator record, account and user: left joins, since an erased donor's donations stay, with no donor. */
export const withDonor = <O>(donations: SelectQueryBuilder<Database, 'donations', O>) =>
  donations
    .leftJoin('donators', 'donators.donator_id', 'donations.donator_id')
    .leftJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .leftJoin('users', 'users.id', 'accounts.user_id');

/** Where a pair goes: the account's postal address and phone. */
export const ACCOUNT_ADDRESS_COLUMNS = [
  'accounts.address',
  'accounts.city',
  'accounts.state',
  'accounts.zip_code',
  'accounts.phone_number',
] as const;

/** Who a parcel is addressed to: the user's names, and the username for someone who gave none. */
export const USER_NAME_COLUMNS = ['users.username', 'users.first_name', 'users.last_name'] as const;

/** A row with `USER_NAME_COLUMNS` and `ACCOUNT_ADDRESS_COLUMNS`: who a parcel goes to, and where. */
export type ParcelAddressRow = { username: string } & PersonNames & Omit<ShippingAddress, 'name'>;

/** The shipping address staff see, from a row with `USER_NAME_COLUMNS` and `ACCOUNT_ADDRESS_COLUMNS`. */
export function shippingAddressOf(row: ParcelAddressRow): ShippingAddress {
  return {
    name: personName(row, row.username),
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone_number: row.phone_number,
  };
}
