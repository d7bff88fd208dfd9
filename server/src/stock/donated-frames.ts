/**
 * Frames given in kind: who gave them, and the receipt for goods they are mailed. As US practice
 * for gifts of goods asks, the receipt describes what was given and states no value (the donor
 * values it); it also says nothing was given in exchange.
 */
import { STOCK_MESSAGES, todayIsoDate, type StockChangeBody } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { validationError } from '../lib/errors.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords } from '../i18n/translation.js';
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
  const words = mailWords(await mailLanguageOf(trx, gift.donor.userId));
  const charity = [
    organisation.name,
    ...(organisation.taxId ? [words('goodsReceipt.taxId', { taxId: organisation.taxId })] : []),
    ...(organisation.address ? organisation.address.split('\n') : []),
  ];
  await enqueueMail(trx, {
    to: gift.donor.email,
    userId: gift.donor.userId ?? undefined,
    subject: words('goodsReceipt.subject', { organisation: organisation.name }),
    text: words('goodsReceipt.body', {
      name: gift.donor.name,
      organisation: organisation.name,
      number: String(gift.movementId),
      date: todayIsoDate(new Date(gift.at)),
      quantity: gift.quantity,
      frame: frame.name,
      charity: charity.join(', '),
    }),
  });
}
