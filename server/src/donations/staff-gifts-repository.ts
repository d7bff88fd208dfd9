/** SQL for a donation as staff read it on its own page, and for correcting a gift staff recorded. */
import type { StaffGiftMethod } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { USER_NAME_COLUMNS, withDonor } from '../db/record-owners.js';
import { findReceiptOfDonation } from '../receipts/repository.js';

/** The donation with its donor (null once erased), whether the donor has a password, and its newest receipt. */
export async function findGift(db: Queryable, donationId: number) {
  const row = await withDonor(db.selectFrom('donations'))
    .select([
      'donations.donation_id',
      'donations.amount_cents',
      'donations.refunded_cents',
      'donations.date',
      'donations.region_id',
      'donations.status',
      'donations.method',
      'donations.reference',
      'donations.note',
      'donations.tribute_kind',
      'donations.tribute_name',
      'donations.created_at',
      'donations.donator_id',
      'users.id as user_id',
      ...USER_NAME_COLUMNS,
      'users.email',
      'users.password_hash',
    ])
    .where('donations.donation_id', '=', donationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const receipt = await findReceiptOfDonation(db, donationId);
  return { ...row, receipt_number: receipt?.number ?? null, receipt_voided_at: receipt?.voided_at ?? null };
}

/** Writes a gift's corrected fields. */
export async function updateGift(
  trx: Queryable,
  donationId: number,
  gift: { amountCents: number; date: string; regionId: number; method: StaffGiftMethod; reference: string; note: string },
): Promise<void> {
  await trx
    .updateTable('donations')
    .set({
      amount_cents: gift.amountCents,
      date: gift.date,
      region_id: gift.regionId,
      method: gift.method,
      reference: gift.reference,
      note: gift.note,
    })
    .where('donation_id', '=', donationId)
    .execute();
}
