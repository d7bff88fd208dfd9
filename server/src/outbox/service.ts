/**
 * The e-mail outbox. Other services call `enqueueMail` inside their own transaction, so a
 * message exists exactly when the event that causes it was stored; the sender
 * (./sender.ts) delivers it later (docs/operations.md, E-mail).
 */
import { MAX_ID, OUTBOX_MESSAGES, STAFF_PAGE_SIZE, type OutboxMessage } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { notFound, validationError } from '../lib/errors.js';
import { textCursor, toPage } from '../lib/keyset.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import { findMessage, insertMessage, insertQuotingMessage, listMessages, requeueFailed, type OutboxRow } from './repository.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Mail that names or quotes a user to someone else: whose words or name they are (erasing that
   * user deletes the mail), and, for mail to staff reporting a support conversation, its claim.
   */
  quoting?: { userId: number; claimId?: number };
  /**
   * The user the message is for: it is in their data export and goes when they are erased.
   * Null (the default) for mail to staff or support addresses and to people without an
   * account, which no user's export shows, whatever address they give.
   */
  userId?: number | null;
  /**
   * A password link the sender mints when it sends, for `userId`: the text holds
   * PASSWORD_LINK_PLACEHOLDER where the link goes, so the stored message never holds a live token.
   */
  linkKind?: 'reset' | 'welcome';
}

/**
 * Where a password link goes in a stored message. It is also what staff and exports read, so
 * nobody who can read the outbox, or a backup of it, can use the link.
 */
export const PASSWORD_LINK_PLACEHOLDER = '[link]';

/** Queues one plain-text message; `db` may be the database or an open Kysely transaction. */
export async function enqueueMail(db: Queryable, mail: Mail): Promise<number> {
  const to = mail.to.trim();
  if (to === '') throw new Error('enqueueMail: the message has no recipient address');
  if (mail.linkKind && (!mail.userId || !mail.text.includes(PASSWORD_LINK_PLACEHOLDER))) {
    throw new Error('enqueueMail: a password link needs the user it is for and a place in the text');
  }
  // The subject column holds 255 characters; a longer one is cut rather than failing the event.
  const message = {
    to,
    subject: mail.subject.slice(0, 255),
    body: mail.text,
    userId: mail.userId ?? null,
    linkKind: mail.linkKind ?? null,
  };
  return mail.quoting ? insertQuotingMessage(db, message, mail.quoting) : insertMessage(db, message);
}

/**
 * The staff list's cursor is the last message's id as plain digits, as staff tools already read
 * it. Ids are 32-bit integers on PostgreSQL: a larger one is not one the list gave.
 */
const pageCursor = textCursor(
  (id: number) => String(id),
  (text) => (/^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined),
);

/** The staff list: newest first, a page at a time; `after` is the `next` of the page before. */
export async function listOutbox(
  db: Db,
  query: { after?: string; limit?: number },
): Promise<{ results: OutboxMessage[]; next: string | null }> {
  const limit = query.limit ?? STAFF_PAGE_SIZE;
  const beforeId = query.after === undefined ? undefined : pageCursor.decode(query.after);
  const page = toPage(await listMessages(db.kysely, beforeId, limit), limit, (last) => pageCursor.encode(last.id));
  return { ...page, results: page.results.map(toMessage) };
}

/**
 * Staff send a failed message again: it is queued as new (pending, due now, attempts from
 * zero) for the sender, which mints a fresh password link if the message carries one, and the
 * change is audited, in one transaction. Only failed mail: anything else is a 400 on `status`.
 */
export async function resendMessage(db: Db, actor: AuditActor, id: number): Promise<OutboxMessage> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await findMessage(trx, id);
    if (!before) throw notFound();
    if (!(await requeueFailed(trx, id, nowIso()))) {
      throw validationError({ status: OUTBOX_MESSAGES.notFailed((await findMessage(trx, id))?.status ?? before.status) });
    }
    const after = (await findMessage(trx, id))!;
    // The address and the text stay out of the log: they are the recipient's, and the outbox keeps them.
    const fields = (row: OutboxRow) => ({ status: row.status, attempts: row.attempts, last_error: row.last_error });
    await recordAudit(trx, actor, {
      action: 'outbox.resend',
      targetType: 'outbox',
      targetId: id,
      before: fields(before),
      after: fields(after),
    });
    return toMessage(after);
  });
}

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}
