/** SQL for a donation as staff read it on its own page, and for correcting a gift staff recorded. */
import type { StaffGiftMethod } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { withDonor } from '../db/record-owners.js';
import { toNumber } from '../db/schema.js';
import { LEDGER_COLUMNS } from './ledger-repository.js';
import { findReceiptOfDonation } from '../receipts/repository.js';

/** The donation with its donor (null once erased), whether the donor has a password, and its newest receipt. */
export async function findGift(db: Queryable, donationId: number) {
  const row = await withDonor(db.selectFrom('donations'))
    .select([...LEDGER_COLUMNS, 'donations.note', 'donations.tribute_kind', 'donations.tribute_name', 'users.password_hash'])
    .where('donations.donation_id', '=', donationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const receipt = await findReceiptOfDonation(db, donationId);
  return {
    ...row,
    amount_cents: toNumber(row.amount_cents),
    refunded_cents: toNumber(row.refunded_cents),
    receipt_number: receipt?.number ?? null,
    receipt_voided_at: receipt?.voided_at ?? null,
  };
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
