/**
 * A person's own data: erasing it (the user themselves, or staff) and exporting it
 * (docs/api.md, Erasure and export).
 */
import { sql } from 'kysely';
import { STOCK_MESSAGES } from '@onepair/contract';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { scrubAuditOfUser } from '../audit/erasure.js';
import { deleteMailQuoting } from '../outbox/repository.js';
import { tryMovement } from '../stock/service.js';
import * as users from './repository.js';

/**
 * Deletes the user and everything of theirs in one transaction: account, donor and recipient
 * records, the prescription and any other file they own, claims with their support messages,
 * tokens, reset links, the mail addressed to them and the mail to staff that quotes their
 * support messages (sent or not: it holds their words and name); the audit log's entries about them or by
 * them keep their action, target and time, with the personal data replaced. A pair claimed but
 * not yet shipped goes back into stock first. Their donations stay, with no donor (the foreign key sets it null),
 * so totals and statistics still add up while the top-donor lists, which join the donor's
 * user, no longer show them. Returns whether stock changed.
 */
export async function eraseUser(db: Db, userId: number, first?: (trx: Queryable) => Promise<void>): Promise<{ stockReturned: boolean }> {
  return db.kysely.transaction().execute(async (trx) => {
    const user = await users.findUserById(trx, userId);
    if (!user) throw notFound();
    // What the caller checks or records in the same transaction (staff: the audit entry).
    await first?.(trx);
    // The log keeps its entries, with the user's personal data in them replaced.
    await scrubAuditOfUser(trx, userId);
    const waiting = await claimsOfUser(trx, userId)
      .where('claims.status', '=', 'claimed')
      .select(['claims.id', 'claims.glasses_id'])
      .execute();
    for (const claim of waiting) {
      await trx.updateTable('claims').set({ status: 'cancelled', cancelled_at: nowIso() }).where('id', '=', claim.id).execute();
      if (claim.glasses_id !== null) {
        // The user goes with this transaction, so the movement names nobody.
        await tryMovement(trx, {
          glassesId: claim.glasses_id,
          change: 1,
          kind: 'returned',
          reason: STOCK_MESSAGES.erasedReturned,
          byUserId: null,
        });
      }
    }
    await trx.deleteFrom('outbox').where('user_id', '=', userId).execute();
    // Mail stored before messages named their user (migration 027) is known by its address only.
    if (user.email.trim() !== '' && !(await addressSharedWithOthers(trx, userId, user.email))) {
      await trx
        .deleteFrom('outbox')
        .where('user_id', 'is', null)
        .where(sql<string>`lower("to")`, '=', user.email.trim().toLowerCase())
        .execute();
    }
    await deleteMailQuoting(trx, userId);
    await users.deleteUser(trx, userId);
    return { stockReturned: waiting.some((claim) => claim.glasses_id !== null) };
  });
}

function claimsOfUser(db: Queryable, userId: number) {
  return db
    .selectFrom('claims')
    .innerJoin('donatees', 'donatees.donatee_id', 'claims.donatee_id')
    .innerJoin('accounts', 'accounts.account_id', 'donatees.account_id')
    .where('accounts.user_id', '=', userId);
}

async function addressSharedWithOthers(db: Queryable, userId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const RESET_LINK_TOKEN = /\/reset-password\/[\w-]+\/[\w-]+/g;

/** Everything stored about the user, for them to keep: never the password hash or tokens. */
export async function exportUser(db: Db, userId: number): Promise<Record<string, unknown>> {
  const kysely = db.kysely;
  const user = await kysely
    .selectFrom('users')
    .select(['id', 'username', 'email', 'is_staff', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const account = await kysely
    .selectFrom('accounts')
    .select(['account_id', 'phone_number', 'address', 'city', 'state', 'zip_code'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const donator = account
    ? await kysely.selectFrom('donators').selectAll().where('account_id', '=', account.account_id).executeTakeFirst()
    : undefined;
  const donations = donator
    ? await kysely
        .selectFrom('donations')
        .select(['donation_id', 'amount_cents', 'refunded_cents', 'date', 'region_id', 'status', 'created_at'])
        .where('donator_id', '=', donator.donator_id)
        .orderBy('donation_id')
        .execute()
    : [];
  // Receipts freeze the donor's name and address as they were; monthly gifts are the donor's too.
  const receipts = donator
    ? await kysely
        .selectFrom('receipts')
        .innerJoin('donations', 'donations.donation_id', 'receipts.donation_id')
        .select([
          'receipts.number',
          'receipts.donation_id',
          'receipts.issued_at',
          'receipts.donor_name',
          'receipts.donor_address',
          'receipts.amount_cents',
          'receipts.donation_date',
          'receipts.voided_at',
          'receipts.void_reason',
          'receipts.replaces_number',
        ])
        .where('donations.donator_id', '=', donator.donator_id)
        .orderBy('receipts.number')
        .execute()
    : [];
  const monthlyGifts = donator
    ? await kysely
        .selectFrom('payment_subscriptions')
        .select(['id', 'region_id', 'amount_cents', 'fee_cents', 'status', 'created_at', 'updated_at', 'cancelled_at'])
        .where('donator_id', '=', donator.donator_id)
        .orderBy('id')
        .execute()
    : [];
  const donatee = account
    ? await kysely.selectFrom('donatees').selectAll().where('account_id', '=', account.account_id).executeTakeFirst()
    : undefined;
  const files = await kysely
    .selectFrom('media')
    .select(['media_id', 'filename', 'content_type', 'created_at'])
    .where('owner_user_id', '=', userId)
    .orderBy('media_id')
    .execute();
  const claims = await claimsOfUser(kysely, userId).selectAll('claims').orderBy('claims.id').execute();
  const messages =
    claims.length === 0
      ? []
      : await kysely
          .selectFrom('claim_messages')
          .select(['id', 'claim_id', 'author_role', 'body', 'created_at'])
          .where(
            'claim_id',
            'in',
            claims.map((claim) => claim.id),
          )
          .orderBy('id')
          .execute();
  // Only mail that names the user: an address is no proof, since anyone could sign up with
  // the support address or a donor's and would read their mail.
  const mail = await kysely
    .selectFrom('outbox')
    .select(['id', 'to', 'subject', 'body', 'status', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    exported_at: nowIso(),
    user: { ...user, is_staff: toBool(user.is_staff) },
    account: account ?? null,
    donator: donator
      ? {
          donator_id: donator.donator_id,
          has_donated: toBool(donator.has_donated),
          total_amount_donated: Number(donator.total_cents) / 100,
          public_name: donator.public_name,
          is_anonymous: toBool(donator.is_anonymous),
          donations: donations.map((donation) => ({
            donation_id: donation.donation_id,
            amount: Number(donation.amount_cents) / 100,
            // As the donor's other donation lists and the staff ledger show a partial refund.
            refunded_amount: Number(donation.refunded_cents) / 100,
            date: donation.date,
            region: donation.region_id,
            status: donation.status,
            created_at: donation.created_at,
          })),
          receipts: receipts.map(plain),
          monthly_gifts: monthlyGifts.map(plain),
        }
      : null,
    donatee: donatee ? plain(donatee) : null,
    files: files.map((file) => ({ ...file, url: `/media/${file.media_id}` })),
    claims: claims.map(plain),
    support_messages: messages,
    // A reset link in a mail may still work: whoever holds this export should not be able to use it.
    mail: mail.map((message) => ({ ...message, body: message.body.replace(RESET_LINK_TOKEN, '/reset-password/[removed]') })),
  };
}

/** A row as JSON, the same on both engines: cents as numbers, flags as booleans. */
function plain(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      if (value === null) return [key, null];
      if (key.endsWith('_cents')) return [key, Number(value)];
      if (/^(is|has)_/.test(key)) return [key, toBool(value as number | boolean)];
      return [key, value];
    }),
  );
}
