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

/**
 * The partner organisation a claim's pair ships to instead of the recipient's address (a partner's
 * client without a stable address), read from `partners as ship_partner` left-joined on
 * `claims.ship_to_partner_id`.
 */
export const SHIP_PARTNER_COLUMNS = [
  'ship_partner.name as ship_partner_name',
  'ship_partner.address as ship_partner_address',
  'ship_partner.city as ship_partner_city',
  'ship_partner.state as ship_partner_state',
  'ship_partner.zip_code as ship_partner_zip_code',
  'ship_partner.phone as ship_partner_phone',
] as const;

/** Who a parcel is addressed to: the user's names, and the username for someone who gave none. */
export const USER_NAME_COLUMNS = ['users.username', 'users.first_name', 'users.last_name'] as const;

/** A row with `USER_NAME_COLUMNS` and `ACCOUNT_ADDRESS_COLUMNS`, and for a claim `SHIP_PARTNER_COLUMNS`: who a parcel goes to, and where. */
export type ParcelAddressRow = { username: string } & PersonNames &
  Omit<ShippingAddress, 'name'> & {
    ship_partner_name?: string | null;
    ship_partner_address?: string | null;
    ship_partner_city?: string | null;
    ship_partner_state?: string | null;
    ship_partner_zip_code?: string | null;
    ship_partner_phone?: string | null;
  };

/**
 * The shipping address staff see: the recipient's own, or, for a pair that ships to a partner
 * organisation, the recipient's name in care of the organisation at its address.
 */
export function shippingAddressOf(row: ParcelAddressRow): ShippingAddress {
  if (row.ship_partner_name != null) {
    return {
      name: `${personName(row, row.username)}, c/o ${row.ship_partner_name}`,
      address: row.ship_partner_address ?? '',
      city: row.ship_partner_city ?? '',
      state: row.ship_partner_state ?? '',
      zip_code: row.ship_partner_zip_code ?? '',
      phone_number: row.ship_partner_phone ?? '',
    };
  }
  return {
    name: personName(row, row.username),
    address: row.address,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    phone_number: row.phone_number,
  };
}
