/**
 * SQL for the support conversation on a claim: its messages, who speaks last, and the staff who
 * hear of a recipient's message when the charity has no support address.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SupportAuthor } from '@onepair/contract';
import type { Queryable } from '../db/types.js';

export interface SupportMessageRow {
  id: number;
  claim_id: number;
  author_role: SupportAuthor;
  /** null when the author's user no longer exists. */
  author_name: string | null;
  body: string;
  created_at: string;
}

export async function insertMessage(
  db: Queryable,
  message: { claimId: number; authorUserId: number; authorRole: SupportAuthor; body: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('claim_messages')
    .values({
      claim_id: message.claimId,
      author_user_id: message.authorUserId,
      author_role: message.authorRole,
      body: message.body,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One claim's messages, oldest first (ids only grow), with the author's current username; with
 * `page`, at most `limit` of those after message `afterId`.
 */
export async function listMessages(
  db: Queryable,
  claimId: number,
  onlyId?: number,
  page: { afterId?: number; limit?: number } = {},
): Promise<SupportMessageRow[]> {
  let query = db
    .selectFrom('claim_messages')
    .leftJoin('users', 'users.id', 'claim_messages.author_user_id')
    .select([
      'claim_messages.id',
      'claim_messages.claim_id',
      'claim_messages.author_role',
      'users.username as author_name',
      'claim_messages.body',
      'claim_messages.created_at',
    ])
    .where('claim_messages.claim_id', '=', claimId);
  if (onlyId !== undefined) query = query.where('claim_messages.id', '=', onlyId);
  if (page.afterId !== undefined) query = query.where('claim_messages.id', '>', page.afterId);
  query = query.orderBy('claim_messages.id');
  return (page.limit === undefined ? query : query.limit(page.limit)).execute();
}

/**
 * Whether the latest message on the claim in the outer query (`claimIdColumn`) is the
 * recipient's: the claim waits for staff. A subquery, so the staff list and the count share it;
 * the (claim_id, id) index finds the latest message directly.
 */
export function waitsForStaff(claimIdColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(select m.author_role from claim_messages m where m.claim_id = ${sql.ref(claimIdColumn)} order by m.id desc limit 1) = 'recipient'`;
}

/** How many messages the claim in the outer query has. */
export function messageCount(claimIdColumn: string): RawBuilder<number | string> {
  return sql<number | string>`(select count(*) from claim_messages m where m.claim_id = ${sql.ref(claimIdColumn)})`;
}

export async function countClaimsWaiting(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(waitsForStaff('claims.id'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The addresses of active staff users who have one: they hear of a recipient's message when SUPPORT_EMAIL is unset. */
export async function staffAddresses(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email.trim()).filter((email) => email !== '');
}
