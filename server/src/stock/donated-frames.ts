/**
 * Frames given in kind: who gave them, and the receipt for goods they are mailed. As US practice
 * for gifts of goods asks, the receipt describes what was given and states no value (the donor
 * values it); it also says nothing was given in exchange.
 */
import { STOCK_MESSAGES, personName, todayIsoDate, type StockChangeBody } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { validationError } from '../lib/errors.js';
import { enqueueMail } from '../outbox/service.js';
import { receiptOrganisation } from '../receipts/service.js';
import { emailProblem } from '../users/rules.js';
import { findActiveUsersByEmail, findUserById } from '../users/repository.js';

/** The donor of a `donated` movement: a user when one is known, and where the receipt goes. */
export interface Donor {
  userId: number | null;
  name: string;
  email: string;
}

/**
 * The donor a staff entry names: the user `donor`, or `donor_name` and `donor_email` (linked to
 * the active user with that address, if there is one). A 400 names `donor`, `donor_name` or
 * `donor_email` when they are missing or wrong.
 */
export async function donorOf(trx: Queryable, body: Pick<StockChangeBody, 'donor' | 'donor_name' | 'donor_email'>): Promise<Donor> {
  if (body.donor !== undefined) {
    if (body.donor_name !== undefined || body.donor_email !== undefined) throw validationError({ donor: STOCK_MESSAGES.donorTwice });
    const user = await findUserById(trx, body.donor);
    if (!user || user.email.trim() === '') throw validationError({ donor: STOCK_MESSAGES.donorNeeded });
    return { userId: user.id, name: personName(user, user.username), email: user.email };
  }
  const name = body.donor_name?.trim() ?? '';
  const email = body.donor_email?.trim() ?? '';
  if (name === '' && email === '') throw validationError({ donor: STOCK_MESSAGES.donorNeeded });
  const errors: Record<string, string> = {};
  if (name === '') errors.donor_name = STOCK_MESSAGES.donorNeeded;
  const emailWrong = emailProblem(email);
  if (emailWrong) errors.donor_email = emailWrong;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const [user] = await findActiveUsersByEmail(trx, email);
  return { userId: user?.id ?? null, name, email };
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
