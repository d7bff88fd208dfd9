/**
 * Gifts in honor or in memory of someone (docs/api.md, Tributes). A tribute is checked with the
 * rest of its gift and stored on it (a monthly gift's months copy it). When the gift is confirmed
 * the person named, or their family, is mailed a notice that names the donor, or "Someone" when
 * the donor gives anonymously, and never the amount; a monthly gift sends it once, with its first
 * month. The receipt names the tribute (receipts/service.ts).
 */
import { TRIBUTE_MESSAGES, personName, type Tribute, type TributeKind } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { enqueueMail } from '../outbox/service.js';
import { receiptOrganisation } from '../receipts/service.js';
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
 * the caller has it (null: none); undefined reads it from the donation. A month of a monthly gift
 * after its first sends none: the notice says a gift was made, once.
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
    if (row.subscription_id !== null && (await hasEarlierMonth(trx, row.subscription_id, donation.donationId))) return;
    tribute = tributeOfRow(row);
  }
  if (!tribute?.notifyEmail) return;
  const organisation = receiptOrganisation().name;
  const donor = await donorAsNoticeNamesThem(trx, donation.donatorId);
  const honor = tribute.kind === 'honor';
  await enqueueMail(trx, {
    to: tribute.notifyEmail,
    subject: honor ? `${donor} made a gift in your honor` : `A gift in memory of ${tribute.name}`,
    text: [
      honor ? `Hello ${tribute.name},` : 'Hello,',
      '',
      honor
        ? `${donor} made a gift to ${organisation} in your honor.`
        : `${donor} made a gift to ${organisation} in memory of ${tribute.name}. We are sorry for your loss.`,
      '',
      `${organisation} gives free prescription glasses to people who cannot afford them. This gift helps someone see clearly.`,
      '',
      'With thanks,',
      organisation,
    ].join('\n'),
  });
}

/** Whether an earlier month of the monthly gift was recorded: its notice went with that one. */
async function hasEarlierMonth(trx: Queryable, subscriptionId: number, donationId: number): Promise<boolean> {
  const earlier = await trx
    .selectFrom('donations')
    .select('donation_id')
    .where('subscription_id', '=', subscriptionId)
    .where('donation_id', '<', donationId)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

/**
 * The donor as a notice names them: the names they gave, else the public name they chose;
 * "Someone" when they give anonymously, gave neither, or were erased.
 */
async function donorAsNoticeNamesThem(trx: Queryable, donatorId: number | null): Promise<string> {
  if (donatorId === null) return SOMEONE;
  const donor = await trx
    .selectFrom('donators')
    .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['donators.is_anonymous', 'donators.public_name', 'users.first_name', 'users.last_name'])
    .where('donators.donator_id', '=', donatorId)
    .executeTakeFirst();
  if (!donor || toBool(donor.is_anonymous)) return SOMEONE;
  return personName(donor, donor.public_name?.trim() || SOMEONE);
}

const SOMEONE = 'Someone';

/** An erased donor's gifts keep nothing of the people they honored but what their receipts printed. */
export async function forgetTributesOfDonator(trx: Queryable, donatorId: number): Promise<void> {
  const none = tributeColumns(null);
  await trx.updateTable('donations').set(none).where('donator_id', '=', donatorId).execute();
  await trx.updateTable('payment_subscriptions').set(none).where('donator_id', '=', donatorId).execute();
}
