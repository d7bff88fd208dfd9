/**
 * The mail a donor gets when the provider could not charge a monthly gift's card, and when the
 * provider ended a gift the donor did not stop here. Written in the transaction of the event
 * that causes it; a gift whose donor was erased mails nobody.
 */
import { formatDollars, personName } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { findDonatorOwner } from '../donators/repository.js';
import { enqueueMail } from '../outbox/service.js';
import { dollars } from './provider.js';

interface GiftOfDonor {
  donator_id: number | null;
  amount_cents: number | string | bigint;
}

async function mailDonorOf(
  gift: GiftOfDonor,
  trx: Queryable,
  write: (donor: { name: string; amount: string }) => { subject: string; text: string[] },
) {
  if (gift.donator_id === null) return;
  const owner = await findDonatorOwner(trx, gift.donator_id);
  if (!owner || owner.email.trim() === '') return;
  const { subject, text } = write({ name: personName(owner, owner.username), amount: formatDollars(dollars(gift.amount_cents)) });
  await enqueueMail(trx, { to: owner.email, userId: owner.userId, subject, text: text.join('\n') });
}

/** The card was refused: the gift goes on while the provider tries again, and the donor can update the card. */
export function mailPaymentFailed(trx: Queryable, gift: GiftOfDonor, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, ({ name, amount }) => ({
    subject: 'Your monthly gift to OnePair: the payment did not go through',
    text: [
      `Hello ${name},`,
      '',
      `We could not charge your card for your monthly gift of ${amount} to OnePair.`,
      'Your gift is not cancelled: the payment provider will try again over the next few days.',
      '',
      'To keep giving, please update your card on your account page, under Monthly Gifts ("Update card"):',
      `${linkBase}/account`,
      '',
      'If you would rather stop the gift, you can cancel it there too.',
      '',
      'Thank you for helping people see clearly.',
      'OnePair',
    ],
  }));
}

/** The provider ended the gift (it gave up charging the card, or the gift was stopped there). */
export function mailGiftEnded(trx: Queryable, gift: GiftOfDonor, paymentFailed: boolean, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, ({ name, amount }) => ({
    subject: 'Your monthly gift to OnePair has ended',
    text: [
      `Hello ${name},`,
      '',
      paymentFailed
        ? `Your monthly gift of ${amount} to OnePair has ended, because your card could not be charged.`
        : `Your monthly gift of ${amount} to OnePair has ended at the payment provider.`,
      'No further months will be charged. The months you already gave stay given: thank you.',
      '',
      'If you would like to give again, you can start a new gift at any time:',
      `${linkBase}/donate/form`,
      '',
      'OnePair',
    ],
  }));
}
