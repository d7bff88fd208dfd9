/**
 * Rules of "Contact Support" (docs/api.md, Support messages): a conversation on one claim
 * between its recipient and staff. Only those two sides may read or write it; anyone else gets
 * a 403 and an unknown claim a 404, as for every other record. A claim in any status may carry
 * messages, since people ask why a claim was cancelled. Each message tells the other side by
 * mail, queued in the same transaction as the message: staff answers go to the recipient; the
 * recipient's go to SUPPORT_EMAIL (or, when it is unset, to every active staff user with an
 * address), one mail per conversation while it waits for an answer: further messages before
 * staff answer update that mail while it is still queued, and send nothing once it went.
 */
import { VALIDATION_MESSAGES, type Language, type SupportAuthor, type SupportMessage } from '@onepair/contract';
import { SUPPORT_MESSAGE_PAGE_SIZE, type SupportMessageListQuery } from '@onepair/contract';
import type { Caller } from '../auth/authenticate.js';
import type { Db } from '../db/engine.js';
import { nowIso, type Queryable } from '../db/types.js';
import { findClaim, findOwnerOfDonatee, type ClaimOwner, type ClaimRow } from '../claims/repository.js';
import { notFound, permissionDenied, validationError } from '../lib/errors.js';
import { enqueueMail, type Mail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailText } from '../i18n/translation.js';
import { updateWaitingSupportMail } from '../outbox/repository.js';
import * as support from './repository.js';
import { toPage, type Page } from '../lib/keyset.js';
import { recordAudit } from '../audit/service.js';

export interface SupportSettings {
  /** Where a recipient's message is mailed; undefined mails every active staff user instead. */
  supportEmail: string | undefined;
}

/** Messages one user may send a minute, whichever conversations they go to. */
export const SUPPORT_MESSAGES_PER_MINUTE = 10;

/** Messages quoted in one mail to staff; those beyond are counted, and read in the console. */
const QUOTED_PER_MAIL = 10;

/** Shown for a message whose staff author has since been deleted. */
export const FORMER_STAFF = 'OnePair staff';

function messageView(row: support.SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    claim: row.claim_id,
    author: row.author_role,
    author_name: row.author_name ?? FORMER_STAFF,
    body: row.body,
    created_at: row.created_at,
  };
}

/** The claim, its recipient, and the side the caller speaks for; 404 or 403 otherwise. */
async function conversation(
  db: Queryable,
  caller: Caller,
  claimId: number,
): Promise<{ claim: ClaimRow; owner: ClaimOwner; role: SupportAuthor }> {
  const claim = await findClaim(db, claimId);
  if (!claim) throw notFound();
  const owner = await findOwnerOfDonatee(db, claim.donatee_id);
  if (!owner) throw notFound();
  // A staff member who claimed a pair for themselves writes as its recipient.
  if (owner.userId === caller.id) return { claim, owner, role: 'recipient' };
  if (caller.isStaff) return { claim, owner, role: 'staff' };
  throw permissionDenied();
}

/** A page of the conversation, oldest first; `next` is the last message's id, where the next page starts, when one follows. */
export async function listSupportMessages(
  db: Db,
  caller: Caller,
  claimId: number,
  query: SupportMessageListQuery = {},
): Promise<Page<SupportMessage>> {
  await conversation(db.kysely, caller, claimId);
  const limit = query.limit ?? SUPPORT_MESSAGE_PAGE_SIZE;
  const rows = await support.listMessages(db.kysely, claimId, undefined, { afterId: query.after, limit: limit + 1 });
  const page = toPage(rows, limit, (last) => String(last.id));
  return { ...page, results: page.results.map(messageView) };
}

export async function postSupportMessage(
  db: Db,
  settings: SupportSettings,
  caller: Caller,
  claimId: number,
  body: string,
): Promise<SupportMessage> {
  const text = body.trim();
  if (text === '') throw validationError({ body: VALIDATION_MESSAGES.blank });
  return db.kysely.transaction().execute(async (trx) => {
    const { claim, owner, role } = await conversation(trx, caller, claimId);
    await support.lockConversation(trx, db.engine, claimId);
    const alreadyWaiting = (await support.latestAuthor(trx, claimId)) === 'recipient';
    const id = await support.insertMessage(trx, { claimId, authorUserId: caller.id, authorRole: role, body: text, createdAt: nowIso() });
    // A staff answer speaks for the charity: it is audited like any other staff write.
    if (role === 'staff') {
      await recordAudit(trx, caller, {
        action: 'support.reply',
        targetType: 'claim_message',
        targetId: id,
        after: { claim: claimId, body: text },
      });
    }
    if (role === 'recipient') {
      await tellStaff(trx, settings, claim, owner, alreadyWaiting);
    } else if (owner.email.trim() !== '') {
      const language = await mailLanguageOf(trx, owner.userId);
      await enqueueMail(trx, { to: owner.email, userId: owner.userId, ...mailToRecipient(language, claim, owner.name, text) });
    }
    const [row] = await support.listMessages(trx, claimId, id);
    return messageView(row!);
  });
}

/**
 * One mail to staff per conversation while it waits for an answer, however many messages the
 * recipient sends: the first unanswered message queues it; later ones rewrite it to quote them
 * all while no sender has taken it, and send nothing once it went (staff read the rest in the
 * console). A staff answer ends the wait, and the recipient's next message mails again.
 */
async function tellStaff(
  trx: Queryable,
  settings: SupportSettings,
  claim: ClaimRow,
  owner: ClaimOwner,
  alreadyWaiting: boolean,
): Promise<void> {
  const unanswered = await support.unansweredMessages(trx, claim.id, QUOTED_PER_MAIL);
  const mail = mailToStaff(
    claim,
    owner.username,
    unanswered.messages.map((message) => message.body),
    unanswered.count,
  );
  if (alreadyWaiting) {
    await updateWaitingSupportMail(trx, claim.id, unanswered.messages[0]!.created_at, {
      subject: mail.subject.slice(0, 255),
      body: mail.text,
    });
    return;
  }
  const addresses = settings.supportEmail ? [settings.supportEmail] : await support.staffAddresses(trx);
  for (const to of addresses) await enqueueMail(trx, { to, ...mail, quoting: { userId: owner.userId, claimId: claim.id } });
}

function mailToStaff(claim: ClaimRow, username: string, quoted: string[], count: number): Omit<Mail, 'to'> {
  const about = `claim ${claim.id} (confirmation number ${claim.confirmation_number})`;
  const more = count - quoted.length;
  return {
    subject: `Support request from ${username} about ${about}`,
    text: [
      count === 1 ? `${username} sent a message about ${about}:` : `${username} sent ${count} messages about ${about}:`,
      '',
      quoted.join('\n\n---\n\n'),
      '',
      ...(more > 0 ? [`… and ${more} more.`, ''] : []),
      count === 1
        ? 'Read it and answer in the staff console, on the claims page: /staff/claims'
        : 'Read them and answer in the staff console, on the claims page: /staff/claims',
      '',
      'OnePair',
    ].join('\n'),
  };
}

function mailToRecipient(language: Language, claim: ClaimRow, name: string, text: string): Omit<Mail, 'to'> {
  const number = String(claim.confirmation_number);
  return {
    subject: mailText(language, 'supportAnswer.subject', { number }),
    text: mailText(language, 'supportAnswer.body', { name, number, text }),
  };
}
