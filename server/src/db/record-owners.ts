/**
 * A user's records reach the user through their account: a donator or donatee row names an
 * account, the account names the user, and a donation names its donator. These are those joins,
 * written once, and the account's address as the screens that ship a pair read it.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { ShippingAddress } from '@onepair/contract';
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

/** The shipping address staff see, from a row with the user's name and `ACCOUNT_ADDRESS_COLUMNS`. */
export function shippingAddressOf(row: { username: string } & Omit<ShippingAddress, 'name'>): ShippingAddress {
  return {
    name: row.username,
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone_number: row.phone_number,
  };
}
