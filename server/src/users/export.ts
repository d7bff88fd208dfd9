/**
 * A user's export (GET /auth/users/me/export/): everything stored about them, for them to keep,
 * never the password hash or tokens. The lists that grow with use (donations, receipts, mail)
 * are read a batch at a time from the position the last batch reached and written out as JSON
 * text while they are read, with the event loop let go between batches: a donor with tens of
 * thousands of donations made one export tens of megabytes built and stringified in one go,
 * which held every other request for seconds.
 */
import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { Db } from '../db/engine.js';
import type { Queryable } from '../db/types.js';
import { nowIso } from '../db/types.js';
import { toBool } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { nextHeavyTurn } from '../lib/heavy-turns.js';
import { afterKey } from '../lib/keyset.js';
import { claimsOfUser } from './erasure.js';

const RESET_LINK_TOKEN = /\/reset-password\/[\w-]+\/[\w-]+/g;

/** Rows read per query of a growing list: a few milliseconds of reading and writing JSON. */
const EXPORT_BATCH = 250;

/** Stands for a list written separately; JSON.stringify writes it as this quoted text. */
const LIST_MARK = (name: string) => `\u0000list:${name}\u0000`;

type ListName = 'donations' | 'receipts' | 'mail';

/**
 * Reads what is small at once (so an unknown user is a 404 before anything is sent) and returns
 * the export as JSON text in pieces, the growing lists streamed in batches.
 */
export async function openUserExport(db: Db, userId: number): Promise<AsyncIterable<string>> {
  const kysely = db.kysely;
  const user = await kysely
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'is_staff', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound();
  const account = await kysely
    .selectFrom('accounts')
    .select(['account_id', 'phone_number', 'address', 'city', 'state', 'zip_code', 'language'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const donator = account
    ? await kysely.selectFrom('donators').selectAll().where('account_id', '=', account.account_id).executeTakeFirst()
    : undefined;
  const monthlyGifts = donator
    ? await kysely
        .selectFrom('payment_subscriptions')
        .select([
          'id',
          'region_id',
          'amount_cents',
          'fee_cents',
          'status',
          'created_at',
          'updated_at',
          'cancelled_at',
          'payment_failed_at',
          'tribute_kind',
          'tribute_name',
          'tribute_notify_email',
        ])
        .where('donator_id', '=', donator.donator_id)
        .orderBy('id')
        .execute()
    : [];
  // Frames they gave in kind, as the receipts for goods name them.
  const framesGiven = await kysely
    .selectFrom('stock_movements')
    .innerJoin('glasses', 'glasses.glasses_id', 'stock_movements.glasses_id')
    .select([
      'stock_movements.id',
      'glasses.name as frame',
      'stock_movements.change as quantity',
      'stock_movements.at',
      'stock_movements.donor_name',
      'stock_movements.donor_email',
    ])
    .where('stock_movements.kind', '=', 'donated')
    .where('stock_movements.donor_user_id', '=', userId)
    .orderBy('stock_movements.id')
    .execute();
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
  // The organisations they act for, as their membership records them.
  const partnerships = await kysely
    .selectFrom('partner_members')
    .innerJoin('partners', 'partners.id', 'partner_members.partner_id')
    .select(['partners.id as partner_id', 'partners.name', 'partners.kind', 'partners.status', 'partner_members.added_at'])
    .where('partner_members.user_id', '=', userId)
    .orderBy('partners.id')
    .execute();
  const skeleton = {
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
          donations: LIST_MARK('donations'),
          // Receipts freeze the donor's name and address as they were; monthly gifts are the donor's too.
          receipts: LIST_MARK('receipts'),
          monthly_gifts: monthlyGifts.map(plain),
        }
      : null,
    frames_given: framesGiven.map((row) => ({ ...plain(row), receipt: `G-${row.id}` })),
    donatee: donatee ? plain(donatee) : null,
    files: files.map((file) => ({ ...file, url: `/media/${file.media_id}` })),
    claims: claims.map(plain),
    support_messages: messages,
    partner_organisations: partnerships,
    mail: LIST_MARK('mail'),
  };
  const readers: Record<ListName, (after: number) => Promise<{ key: number; item: unknown }[]>> = {
    donations: async (after) =>
      (await donationsAfter(kysely, donator!.donator_id, after)).map((donation) => ({
        key: donation.donation_id,
        item: {
          donation_id: donation.donation_id,
          amount: Number(donation.amount_cents) / 100,
          // As the donor's other donation lists and the staff ledger show a partial refund.
          refunded_amount: Number(donation.refunded_cents) / 100,
          date: donation.date,
          region: donation.region_id,
          status: donation.status,
          method: donation.method,
          created_at: donation.created_at,
          tribute: donation.tribute_kind
            ? { kind: donation.tribute_kind, name: donation.tribute_name, notify_email: donation.tribute_notify_email }
            : null,
        },
      })),
    receipts: async (after) =>
      (await receiptsAfter(kysely, donator!.donator_id, after)).map((receipt) => ({ key: Number(receipt.number), item: plain(receipt) })),
    // A reset link in a mail may still work: whoever holds this export should not be able to use it.
    mail: async (after) =>
      (await mailAfter(kysely, userId, after)).map((message) => ({
        key: message.id,
        item: { ...message, body: message.body.replace(RESET_LINK_TOKEN, '/reset-password/[removed]') },
      })),
  };
  return writeExport(JSON.stringify(skeleton), readers);
}

/** The skeleton's text with each list mark replaced by that list, read and written a batch at a time. */
async function* writeExport(text: string, readers: Record<ListName, (after: number) => Promise<{ key: number; item: unknown }[]>>) {
  const marks = /"\\u0000list:(donations|receipts|mail)\\u0000"/g;
  let from = 0;
  for (const match of text.matchAll(marks)) {
    yield text.slice(from, match.index);
    from = match.index + match[0].length;
    yield '[';
    let after = 0;
    let first = true;
    for (;;) {
      await nextHeavyTurn();
      const rows = await readers[match[1] as ListName](after);
      if (rows.length > 0) {
        yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row.item)).join(',');
        first = false;
        after = rows[rows.length - 1]!.key;
      }
      if (rows.length < EXPORT_BATCH) break;
    }
    yield ']';
  }
  yield text.slice(from);
}

/** The batch of `query`'s rows after `after` in the order of `key`, a growing list's own unique number. */
function batchAfter<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, key: StringReference<DB, TB>, after: number) {
  return query
    .where((eb) => afterKey(eb, [[key, after]]))
    .orderBy(key)
    .limit(EXPORT_BATCH)
    .execute();
}

function donationsAfter(db: Queryable, donatorId: number, afterId: number) {
  return batchAfter(
    db
      .selectFrom('donations')
      .select([
        'donation_id',
        'amount_cents',
        'refunded_cents',
        'date',
        'region_id',
        'status',
        'method',
        'created_at',
        'tribute_kind',
        'tribute_name',
        'tribute_notify_email',
      ])
      .where('donator_id', '=', donatorId),
    'donation_id',
    afterId,
  );
}

/** As every other list of receipts: none for a gift recorded without a payment, even one an older release receipted. */
function receiptsAfter(db: Queryable, donatorId: number, afterNumber: number) {
  return batchAfter(
    db
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
      .where('donations.donator_id', '=', donatorId)
      .where('donations.method', '<>', 'none'),
    'receipts.number',
    afterNumber,
  );
}

/**
 * Only mail that names the user: an address is no proof, since anyone could sign up with the
 * support address or a donor's and would read their mail.
 */
function mailAfter(db: Queryable, userId: number, afterId: number) {
  return batchAfter(
    db.selectFrom('outbox').select(['id', 'to', 'subject', 'body', 'status', 'created_at', 'sent_at']).where('user_id', '=', userId),
    'id',
    afterId,
  );
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
