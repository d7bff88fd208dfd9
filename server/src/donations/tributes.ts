/**
 * Gifts in honor or in memory of someone (docs/api.md, Tributes). A tribute is checked with the
 * rest of its gift and stored on it (a monthly gift's months copy it). When the gift is confirmed
 * the person named, or their family, is mailed a notice that names the donor, or "Someone" when
 * the donor gives anonymously, and never the amount; a monthly gift sends it once, with its first
 * month. The receipt names the tribute (receipts/service.ts).
 */
import {
  ANONYMOUS_DONOR_IN_MAIL,
  DEFAULT_LANGUAGE,
  TRIBUTE_MESSAGES,
  personName,
  type Language,
  type Tribute,
  type TributeKind,
} from '@onepair/contract';
import { nowIso, type Queryable } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { takeFromBucket } from '../lib/rate-limit.js';
import { enqueueMail } from '../outbox/service.js';
import { receiptOrganisation } from '../receipts/service.js';
import { writeMail } from '../mail-templates/service.js';
import { emailProblem } from '../users/rules.js';

/** A tribute as stored: trimmed, with no address when none was given. */
export interface StoredTribute {
  kind: TributeKind;
  name: string;
  notifyEmail: string | null;
}

/** The tribute trimmed, or the problem to report under `tribute` (a blank name, a wrong address). */
export function checkTribute(tribute: Tribute | undefined): { tribute: StoredTribute | null } | { problem: string } {
  if (!tribute) return { tribute: null };
  const name = tribute.name.trim();
  if (name === '') return { problem: TRIBUTE_MESSAGES.nameRequired };
  const email = tribute.notify_email?.trim() ?? '';
  if (email !== '') {
    const wrong = emailProblem(email);
    if (wrong) return { problem: `${TRIBUTE_MESSAGES.notifyEmailPrefix} ${wrong}` };
  }
  return { tribute: { kind: tribute.kind, name, notifyEmail: email === '' ? null : email } };
}

/** The tribute's columns on a donation or a monthly gift: nulls for none. */
export function tributeColumns(tribute: StoredTribute | null | undefined) {
  return {
    tribute_kind: tribute?.kind ?? null,
    tribute_name: tribute?.name ?? null,
    tribute_notify_email: tribute?.notifyEmail ?? null,
  };
}

/** The tribute of a stored row, or null. */
export function tributeOfRow(row: { tribute_kind: TributeKind | null; tribute_name: string | null; tribute_notify_email: string | null }) {
  if (!row.tribute_kind || !row.tribute_name) return null;
  return { kind: row.tribute_kind, name: row.tribute_name, notifyEmail: row.tribute_notify_email };
}

/**
 * Queues the notice of a gift just confirmed, in its transaction. `tribute` is the gift's, when
 * the caller has it (null: none); undefined reads it from the donation. A monthly gift sends one
 * notice, with the first of its months to be confirmed: the gift records when it went, and of
 * two months confirmed at once only one can record it. The notice names the donor, so erasing
 * the donor deletes it (it "quotes" them).
 */
export async function notifyHonoree(
  trx: Queryable,
  donation: { donationId: number; donatorId: number | null; tribute?: StoredTribute | null },
): Promise<void> {
  let tribute = donation.tribute;
  if (tribute === undefined) {
    const row = await trx
      .selectFrom('donations')
      .select(['tribute_kind', 'tribute_name', 'tribute_notify_email', 'subscription_id'])
      .where('donation_id', '=', donation.donationId)
      .executeTakeFirst();
    if (!row?.tribute_notify_email) return;
    if (row.subscription_id !== null && !(await takeMonthlyGiftNotice(trx, row.subscription_id))) return;
    tribute = tributeOfRow(row);
  }
  if (!tribute?.notifyEmail) return;
  const donor = await donorAsNoticeNamesThem(trx, donation.donatorId);
  const mail = await writeMail(trx, tribute.kind === 'honor' ? 'tribute_honor' : 'tribute_memory', donor.language, {
    donor_name: donor.name ?? ANONYMOUS_DONOR_IN_MAIL[donor.language],
    honoree_name: tribute.name,
    organisation: receiptOrganisation().name,
  });
  await enqueueMail(trx, {
    to: tribute.notifyEmail,
    ...mail,
    ...(donor.userId !== null && { quoting: { userId: donor.userId } }),
  });
}

/** Records that the monthly gift's notice goes now; false when it went already. */
async function takeMonthlyGiftNotice(trx: Queryable, giftId: number): Promise<boolean> {
  const result = await trx
    .updateTable('payment_subscriptions')
    .set({ tribute_notified_at: nowIso() })
    .where('id', '=', giftId)
    .where('tribute_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Notices a donor's gifts made without a payment may send a day: enough for anyone, too few to mail strangers with. */
export const TRIBUTE_NOTICES_PER_DAY = 5;

/**
 * A gift recorded without a payment costs nothing, so its notice (mail to any address, from the
 * charity) is limited per donor and day: a 429 once the day's are used, before anything is stored.
 */
export async function checkFreeNoticeAllowed(trx: Queryable, userId: number): Promise<void> {
  if (!(await takeFromBucket(trx, `tribute-notice:${userId}`, TRIBUTE_NOTICES_PER_DAY, 86_400_000))) {
    throw new ApiError(429, { detail: TRIBUTE_MESSAGES.tooManyNotices });
  }
}

/**
 * The donor as the notice names them, and the language it is written in (the donor's): their
 * names, else their public name; no name ("Someone" in the mail) for an anonymous donor.
 */
async function donorAsNoticeNamesThem(
  trx: Queryable,
  donatorId: number | null,
): Promise<{ name: string | null; userId: number | null; language: Language }> {
  const donor =
    donatorId === null
      ? undefined
      : await trx
          .selectFrom('donators')
          .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
          .innerJoin('users', 'users.id', 'accounts.user_id')
          .select(['users.id', 'donators.is_anonymous', 'donators.public_name', 'users.first_name', 'users.last_name', 'accounts.language'])
          .where('donators.donator_id', '=', donatorId)
          .executeTakeFirst();
  if (!donor) return { name: null, userId: null, language: DEFAULT_LANGUAGE };
  const name = toBool(donor.is_anonymous) ? null : personName(donor, donor.public_name?.trim() ?? '') || null;
  return { name, userId: donor.id, language: donor.language };
}

/**
 * An erased donor's gifts keep nothing of the people they honored but what their receipts
 * printed, nor staff's notes about them (a check's number stays, as the books need it).
 */
export async function forgetGiftDetailsOfDonator(trx: Queryable, donatorId: number): Promise<void> {
  const none = tributeColumns(null);
  await trx
    .updateTable('donations')
    .set({ ...none, note: null })
    .where('donator_id', '=', donatorId)
    .execute();
  await trx.updateTable('payment_subscriptions').set(none).where('donator_id', '=', donatorId).execute();
}
