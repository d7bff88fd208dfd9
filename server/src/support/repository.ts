/**
 * SQL for the support conversation on a claim: its messages, who speaks last, and the staff who
 * hear of a recipient's message when the charity has no support address.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SupportAuthor } from '@onepair/contract';
import type { Engine } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { afterKey } from '../lib/keyset.js';

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
  const { afterId } = page;
  if (afterId !== undefined) query = query.where((eb) => afterKey(eb, [['claim_messages.id', afterId]]));
  query = query.orderBy('claim_messages.id');
  return (page.limit === undefined ? query : query.limit(page.limit)).execute();
}

/**
 * Makes the other writers to this claim's conversation wait until the transaction ends, so
 * that of two messages sent at once exactly one finds the conversation answered and mails
 * staff. SQLite runs one transaction at a time already; PostgreSQL locks the claim's row.
 */
export async function lockConversation(db: Queryable, engine: Engine, claimId: number): Promise<void> {
  if (engine === 'postgres') await db.selectFrom('claims').select('id').where('id', '=', claimId).forUpdate().execute();
}

/** Who wrote the claim's latest message; undefined when it has none. */
export async function latestAuthor(db: Queryable, claimId: number): Promise<SupportAuthor | undefined> {
  const row = await db
    .selectFrom('claim_messages')
    .select('author_role')
    .where('claim_id', '=', claimId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.author_role;
}

/**
 * The recipient's messages since staff last answered (all of them if staff never did), oldest
 * first: the first `limit` of them, and how many there are.
 */
export async function unansweredMessages(
  db: Queryable,
  claimId: number,
  limit: number,
): Promise<{ messages: { body: string; created_at: string }[]; count: number }> {
  const answered = await db
    .selectFrom('claim_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('claim_id', '=', claimId)
    .where('author_role', '=', 'staff')
    .executeTakeFirst();
  const afterId = answered?.id ?? 0;
  const messages = await db
    .selectFrom('claim_messages')
    .select(['body', 'created_at'])
    .where('claim_id', '=', claimId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  const total = await db
    .selectFrom('claim_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('claim_id', '=', claimId)
    .where('id', '>', afterId)
    .executeTakeFirstOrThrow();
  return { messages, count: Number(total.count) };
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
