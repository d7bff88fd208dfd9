/**
 * Frames given in kind: who gave them, and the receipt for goods they are mailed. As US practice
 * for gifts of goods asks, the receipt describes what was given and states no value (the donor
 * values it); it also says nothing was given in exchange.
 */
import { STOCK_MESSAGES, todayIsoDate, type StockChangeBody } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { validationError } from '../lib/errors.js';
import { enqueueMail } from '../outbox/service.js';
import { receiptOrganisation } from '../receipts/service.js';
import { findNamedDonor, type NamedDonor } from '../donators/named-donor.js';

/** The donor of a `donated` movement: a user when one is known, and where the receipt goes. */
export type Donor = NamedDonor;

/**
 * The donor a staff entry names: the user `donor`, or `donor_name` and `donor_email` (linked to
 * the active user with that address, if there is one). A 400 names `donor`, `donor_name` or
 * `donor_email` when they are missing or wrong.
 */
export async function donorOf(trx: Queryable, body: Pick<StockChangeBody, 'donor' | 'donor_name' | 'donor_email'>): Promise<Donor> {
  const found = await findNamedDonor(trx, body, { needed: STOCK_MESSAGES.donorNeeded, twice: STOCK_MESSAGES.donorTwice });
  if ('problems' in found) throw validationError(found.problems);
  return found.donor;
}

/** Queues the receipt for goods of a `donated` movement, in its transaction. */
export async function mailGoodsReceipt(
  trx: Queryable,
  gift: { movementId: number; glassesId: number; quantity: number; at: string; donor: Donor },
): Promise<void> {
  const organisation = receiptOrganisation();
  const frame = await trx.selectFrom('glasses').select('name').where('glasses_id', '=', gift.glassesId).executeTakeFirstOrThrow();
  const charity = [
    organisation.name,
    ...(organisation.taxId ? [`Tax id: ${organisation.taxId}`] : []),
    ...(organisation.address ? organisation.address.split('\n') : []),
  ];
  await enqueueMail(trx, {
    to: gift.donor.email,
    userId: gift.donor.userId ?? undefined,
    subject: `Receipt for your gift of frames to ${organisation.name}`,
    text: [
      `Hello ${gift.donor.name},`,
      '',
      `Thank you for your gift of frames to ${organisation.name}. This is your receipt.`,
      '',
      `Receipt for goods G-${gift.movementId}`,
      `Date received: ${todayIsoDate(new Date(gift.at))}`,
      `Given: ${gift.quantity} glasses ${gift.quantity === 1 ? 'frame' : 'frames'} (${frame.name})`,
      `Received by: ${charity.join(', ')}`,
      '',
      'No goods or services were given in exchange for this gift.',
      'This receipt describes what you gave and states no value: the value of goods given is for the donor to determine.',
      '',
      organisation.name,
    ].join('\n'),
  });
}
