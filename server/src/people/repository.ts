/** SQL for the staff's people screens: the user search, one person's records, and the access changes. */
import { sql } from 'kysely';
import { PERSON_DONATIONS_SHOWN } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { afterKey } from '../lib/keyset.js';
import { ACCOUNT_ADDRESS_COLUMNS } from '../db/record-owners.js';

export interface PersonRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  is_staff: number | boolean;
  is_active: number | boolean;
  created_at: string;
}

const PERSON_COLUMNS = ['id', 'username', 'first_name', 'last_name', 'email', 'is_staff', 'is_active', 'created_at'] as const;

/** `text` for a LIKE pattern that matches it anywhere, with LIKE's own characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Users whose username, e-mail or name ("First Last") contains `q` (any case), by id, a page at a time. */
export async function searchPeople(db: Queryable, q: string | undefined, afterId: number | undefined, limit: number): Promise<PersonRow[]> {
  let query = db.selectFrom('users').select(PERSON_COLUMNS);
  if (q !== undefined && q.trim() !== '') {
    const pattern = containsPattern(q.trim());
    query = query.where((eb) =>
      eb.or([
        eb(sql`username_lower`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (afterId !== undefined) query = query.where((eb) => afterKey(eb, [['id', afterId]]));
  return query.orderBy('id').limit(limit).execute();
}

export async function findPerson(db: Queryable, id: number): Promise<PersonRow | undefined> {
  return db.selectFrom('users').select(PERSON_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The person's account and recipient record: one of each for every user. */
export async function findProfile(db: Queryable, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('donatees', 'donatees.account_id', 'accounts.account_id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .select([
      ...ACCOUNT_ADDRESS_COLUMNS,
      'donators.donator_id',
      'donatees.donatee_id',
      'donatees.application_status',
      'donatees.submitted_at',
      'donatees.decided_at',
      'donatees.decision_message',
    ])
    .where('accounts.user_id', '=', userId)
    .executeTakeFirst();
}

export async function recentDonations(db: Queryable, donatorId: number) {
  return db
    .selectFrom('donations')
    .select(['donation_id', 'amount_cents', 'refunded_cents', 'date', 'region_id', 'status', 'method'])
    .where('donator_id', '=', donatorId)
    .orderBy('date', 'desc')
    .orderBy('donation_id', 'desc')
    .limit(PERSON_DONATIONS_SHOWN)
    .execute();
}

/** How many donations the donor made, and the sum of the confirmed ones in cents (less any part refunded, as the totals count them). */
export async function donationFigures(db: Queryable, donatorId: number): Promise<{ count: number; confirmedCents: number }> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn
        .sum(
          eb
            .case()
            .when('status', '=', 'confirmed')
            .then(sql<number>`amount_cents - refunded_cents`)
            .else(0)
            .end(),
        )
        .as('confirmed_cents'),
    ])
    .where('donator_id', '=', donatorId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), confirmedCents: Number(row.confirmed_cents ?? 0) };
}

/**
 * Locks every active staff user's row until the transaction ends, so that two changes that
 * each leave one other staff user cannot both pass (on SQLite, transactions already run one
 * at a time). A no-op update is the lock both engines understand.
 */
export async function lockActiveStaff(trx: Queryable): Promise<void> {
  await trx
    .updateTable('users')
    .set({ is_staff: sql<number>`is_staff` })
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .execute();
}

/** Active staff users other than `exceptUserId`. */
export async function countOtherActiveStaff(trx: Queryable, exceptUserId: number): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .where('id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets one flag when it is not already so; false when nothing changed (or no such user). */
export async function setAccess(trx: Queryable, userId: number, field: 'is_active' | 'is_staff', to: number): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ [field]: to })
    .where('id', '=', userId)
    .where(field, '<>', to)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of the user: their tokens stop working with this transaction. */
export async function deleteTokensOf(trx: Queryable, userId: number): Promise<void> {
  await trx.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}
