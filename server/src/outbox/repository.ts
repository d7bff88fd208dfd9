/** SQL for the e-mail outbox: writing messages, the staff list, and the sender's claims on rows. */
import type { Selectable } from 'kysely';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import type { OutboxTable } from '../db/schema.js';
import { afterKey } from '../lib/keyset.js';

export type OutboxRow = Selectable<OutboxTable>;

export interface NewOutboxRow {
  to: string;
  subject: string;
  body: string;
  userId: number | null;
  linkKind: 'reset' | 'welcome' | null;
}

export async function insertMessage(db: Queryable, message: NewOutboxRow): Promise<number> {
  const [row] = await insertPendingMessage(db, message.to, message.subject, message.body, message.userId, message.linkKind, nowIso());
  return row!.id;
}

const insertPendingMessage = (
  db: Queryable,
  to: string,
  subject: string,
  body: string,
  userId: number | null,
  linkKind: 'reset' | 'welcome' | null,
  now: string,
) =>
  db
    .insertInto('outbox')
    .values({
      to,
      subject,
      body,
      user_id: userId,
      link_kind: linkKind,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .execute();

/** Newest first (ids only grow), below `beforeId`; one row more than `limit` tells whether more follow. */
export async function listMessages(db: Queryable, beforeId: number | undefined, limit: number): Promise<OutboxRow[]> {
  let query = db
    .selectFrom('outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (beforeId !== undefined) query = query.where((eb) => afterKey(eb, [['id', beforeId]], 'desc'));
  return query.execute();
}

/** Pending messages that are due and not held by a sender: candidates, not yet claimed. */
export async function findDue(db: Queryable, now: string, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes one message for one sender until `lockedUntil`. A single conditional UPDATE: of
 * several senders racing for the row, the database lets exactly one change it, and only that
 * one sends. The lease time it wrote is its proof of holding the row afterwards.
 */
export async function claimMessage(db: Queryable, id: number, now: string, lockedUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ locked_until: lockedUntil })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a delivery, if this sender still holds the row. */
export async function markSent(db: Queryable, id: number, lockedUntil: string, sentAt: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sent_at: sentAt, attempts: eb('attempts', '+', 1), last_error: null, locked_until: null }))
    .where('id', '=', id)
    .where('locked_until', '=', lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt: pending again from `nextAttemptAt`, or failed for good when `nextAttemptAt` is null. */
export async function markAttemptFailed(
  db: Queryable,
  id: number,
  lockedUntil: string,
  error: string,
  nextAttemptAt: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: nextAttemptAt === null ? 'failed' : 'pending',
      attempts: eb('attempts', '+', 1),
      last_error: error,
      locked_until: null,
      ...(nextAttemptAt === null ? {} : { next_attempt_at: nextAttemptAt }),
    }))
    .where('id', '=', id)
    .where('locked_until', '=', lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Mail to staff that quotes a user's support messages: the same row, naming whose words and which conversation. */
export async function insertQuotingMessage(
  db: Queryable,
  message: NewOutboxRow,
  quoting: { userId: number; claimId?: number },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('outbox')
    .values({
      to: message.to,
      subject: message.subject,
      body: message.body,
      user_id: message.userId,
      link_kind: message.linkKind,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
      quotes_user_id: quoting.userId,
      support_claim_id: quoting.claimId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Rewrites the staff mail of a support conversation queued since `since` that no sender holds
 * and none has sent; returns how many rows changed (none once it went out).
 */
export async function updateWaitingSupportMail(
  db: Queryable,
  claimId: number,
  since: string,
  mail: { subject: string; body: string },
): Promise<number> {
  const now = nowIso();
  const result = await db
    .updateTable('outbox')
    .set({ subject: mail.subject, body: mail.body })
    .where('support_claim_id', '=', claimId)
    .where('status', '=', 'pending')
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every mail that quotes the user's words (to staff, so their address does not find it). */
export async function deleteMailQuoting(db: Queryable, userId: number): Promise<void> {
  await db.deleteFrom('outbox').where('quotes_user_id', '=', userId).execute();
}

export async function findMessage(db: Queryable, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Queues a failed message again: pending, due now, its attempts counted afresh (the sender
 * gives up after its maximum again). Only while it is still failed; false otherwise. The last
 * error stays until the next attempt replaces it.
 */
export async function requeueFailed(db: Queryable, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, locked_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
