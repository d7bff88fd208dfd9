/** SQL for users and their auth tokens. */
import { sql } from 'kysely';
import { publicDonorName, type Language, type PublicUser, type User } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { insertProfile, loadAccounts, selectProfiles, toAccount } from '../accounts/repository.js';
import { listNewestDonationsOfDonator } from '../donations/repository.js';
import { findClaim } from '../claims/repository.js';
import { emailKey } from './rules.js';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_staff: number | boolean;
  is_active: number | boolean;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'password_hash', 'is_staff', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findUserByUsername(db: Queryable, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'password_hash', 'is_staff', 'is_active'])
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** A user with their account, donator and donatee records, in the caller's transaction. */
/** A user to create: the names are the person's, the language their account's (English if not given). */
export interface NewUser {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  passwordHash: string;
  isStaff?: boolean;
  language?: Language;
}

export async function insertUserWithProfile(trx: Queryable, user: NewUser): Promise<number> {
  const inserted = await trx
    .insertInto('users')
    .values({
      username: user.username,
      username_lower: user.username.toLowerCase(),
      email: user.email,
      email_key: emailKey(user.email),
      first_name: user.firstName ?? '',
      last_name: user.lastName ?? '',
      password_hash: user.passwordHash,
      is_staff: user.isStaff ? 1 : 0,
      is_active: 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertProfile(trx, inserted.id, user.language);
  return inserted.id;
}

export async function updateUser(
  db: Queryable,
  id: number,
  fields: { username?: string; email?: string; firstName?: string; lastName?: string; isStaff?: boolean; passwordHash?: string },
): Promise<void> {
  const values: Record<string, string | number | null> = {};
  if (fields.username !== undefined) {
    values.username = fields.username;
    values.username_lower = fields.username.toLowerCase();
  }
  if (fields.email !== undefined) {
    values.email = fields.email;
    values.email_key = emailKey(fields.email);
  }
  if (fields.firstName !== undefined) values.first_name = fields.firstName;
  if (fields.lastName !== undefined) values.last_name = fields.lastName;
  if (fields.isStaff !== undefined) values.is_staff = fields.isStaff ? 1 : 0;
  if (fields.passwordHash !== undefined) values.password_hash = fields.passwordHash;
  if (Object.keys(values).length === 0) return;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

export async function deleteUser(db: Queryable, id: number): Promise<void> {
  // Rows that point at the user go with it (ON DELETE CASCADE); their donations stay, without a donor (ON DELETE SET NULL).
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/**
 * Full views of users with the nested account. The staff list of every user (no `userIds`)
 * nests no donations (docs/api.md, Pages of donations).
 */
export async function loadUsers(db: Queryable, userIds?: number[]): Promise<User[]> {
  let query = db.selectFrom('users').select(['id', 'username', 'email', 'first_name', 'last_name', 'is_staff']);
  if (userIds) {
    if (userIds.length === 0) return [];
    query = query.where('id', 'in', userIds);
  }
  const rows = await query.orderBy('id').execute();
  const accounts = await loadAccounts(db, userIds ? { userIds } : { nestDonations: false });
  const accountByUser = new Map(accounts.map((account) => [account.user, account]));
  return rows.flatMap((row) => {
    const account = accountByUser.get(row.id);
    if (!account) return [];
    const { id, username, email, first_name, last_name } = row;
    return [{ id, username, email, first_name, last_name, is_staff: toBool(row.is_staff), account }];
  });
}

/** One user's full view: the user with the account (and the id of their latest claim), that claim if any, and the newest donations. */
export async function loadUser(db: Queryable, id: number): Promise<User | undefined> {
  const row = await selectProfiles(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  // Most people never claimed: their read is the profile and the donations.
  const claim = row.latest_claim_id === null ? undefined : await findClaim(db, row.latest_claim_id);
  const donations = await listNewestDonationsOfDonator(db, { donatorId: row.donator_id, userId: row.user_id });
  const account = toAccount(row, claim, donations);
  const { username, email, first_name, last_name } = row;
  return { id: row.user_id, username, email, first_name, last_name, is_staff: toBool(row.is_staff), account };
}

/**
 * What anyone may read of another user: the name public lists show for them, in `username`
 * where older clients look up a top donor's name. Someone who has not donated, or chose to be
 * anonymous, is "Anonymous", so the endpoint never tells whose account an id is.
 */
export async function loadPublicUser(db: Queryable, id: number): Promise<PublicUser | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .select(['users.id', 'users.username', 'donators.public_name', 'donators.is_anonymous', 'donators.has_donated'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const publicName = row.public_name ?? '';
  const isAnonymous = toBool(row.is_anonymous) || !toBool(row.has_donated);
  return { id: row.id, username: publicDonorName({ publicName, isAnonymous }) };
}

/** Who holds a token, by the token's hash, and when it was last seen: run on every request that sends one. */
export const findTokenHolder = (db: Queryable, keyHash: string) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.username', 'users.is_staff', 'users.is_active', 'auth_tokens.created_at', 'auth_tokens.last_used_at'])
    .where('auth_tokens.key_hash', '=', keyHash)
    .executeTakeFirst();

/** Records that a token was just used; the caller does it at most hourly per token. */
export const touchToken = (db: Queryable, keyHash: string, usedAt: string) =>
  db.updateTable('auth_tokens').set({ last_used_at: usedAt }).where('key_hash', '=', keyHash).execute();

/**
 * A new sign-in's token. The user's oldest tokens beyond `maxPerUser` are deleted on the way
 * (the newest one is always kept), so sign-ins never pile up tokens without bound.
 */
export async function insertToken(db: Queryable, userId: number, keyHash: string, maxPerUser: number): Promise<void> {
  const now = nowIso();
  await db.insertInto('auth_tokens').values({ key_hash: keyHash, user_id: userId, created_at: now, last_used_at: now }).execute();
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('key_hash', '<>', keyHash)
    .where(
      'key_hash',
      'not in',
      db
        .selectFrom('auth_tokens')
        .select('key_hash')
        .where('user_id', '=', userId)
        .where('key_hash', '<>', keyHash)
        .orderBy('created_at', 'desc')
        .orderBy('key_hash')
        .limit(maxPerUser - 1),
    )
    .execute();
}

export async function deleteToken(db: Queryable, keyHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('key_hash', '=', keyHash).execute();
}

/** Ends the user's sessions: every token, or every one but `exceptKeyHash`. */
export async function deleteTokensOfUser(db: Queryable, userId: number, exceptKeyHash?: string): Promise<void> {
  let query = db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if (exceptKeyHash !== undefined) query = query.where('key_hash', '<>', exceptKeyHash);
  await query.execute();
}

export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/**
 * Whether another user than `exceptId` has the address, in any letter case. The unique key
 * refuses a second one in a race; this also finds accounts that shared an address before
 * addresses were unique, which hold no key (migration 027).
 */
export async function emailIsTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const key = emailKey(email);
  if (key === null) return false;
  let query = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('email_key', '=', key), eb(sql<string>`lower(email)`, '=', key)]));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Active users with this address, in any letter case. */
/** The user with the address, active or not, in any letter case: an address belongs to one account. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'password_hash', 'is_staff', 'is_active'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findActiveUsersByEmail(db: Queryable, email: string): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'password_hash', 'is_staff', 'is_active'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.filter((row) => toBool(row.is_active));
}

/** A reset link's token (only its hash is kept); the user's expired ones are cleared on the way. */
export async function insertResetToken(db: Queryable, userId: number, tokenHash: string, expiresAt: string): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: now })
    .execute();
}

export async function resetTokenIsValid(db: Queryable, userId: number, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('token_hash')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses up a valid token: true for exactly one caller even when two race. */
export async function consumeResetToken(db: Queryable, userId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('password_reset_tokens')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .returning('token_hash')
    .execute();
  return rows.length > 0;
}

export async function deleteResetTokensOfUser(db: Queryable, userId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
