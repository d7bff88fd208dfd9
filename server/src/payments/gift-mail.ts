/**
 * The mail a donor gets when the provider could not charge a monthly gift's card, and when the
 * provider ended a gift the donor did not stop here. Written in the transaction of the event
 * that causes it, in the donor's language; a gift whose donor was erased mails nobody.
 */
import { formatDollars, personName } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { findDonatorOwner } from '../donators/repository.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { mailWords, type MailWords } from '../i18n/translation.js';
import { dollars } from './provider.js';

interface GiftOfDonor {
  donator_id: number | null;
  amount_cents: number | string | bigint;
}

interface Donor {
  name: string;
  amount: string;
}

type Written = { subject: string; text: string };

async function mailDonorOf(gift: GiftOfDonor, trx: Queryable, write: (donor: Donor, words: MailWords) => Written) {
  if (gift.donator_id === null) return;
  const owner = await findDonatorOwner(trx, { donatorId: gift.donator_id });
  if (!owner || owner.email.trim() === '') return;
  const words = mailWords(await mailLanguageOf(trx, owner.userId));
  const donor = { name: personName(owner, owner.username), amount: formatDollars(dollars(gift.amount_cents)) };
  await enqueueMail(trx, { to: owner.email, userId: owner.userId, ...write(donor, words) });
}

/** The card was refused: the gift goes on while the provider tries again, and the donor can update the card. */
export function mailPaymentFailed(trx: Queryable, gift: GiftOfDonor, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, (donor, words) => ({
    subject: words('monthlyFailed.subject'),
    text: words('monthlyFailed.body', { ...donor, link: `${linkBase}/account` }),
  }));
}

/** The provider ended the gift (it gave up charging the card, or the gift was stopped there). */
export function mailGiftEnded(trx: Queryable, gift: GiftOfDonor, paymentFailed: boolean, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, (donor, words) => ({
    subject: words('monthlyEnded.subject'),
    text: words('monthlyEnded.body', {
      name: donor.name,
      why: words(paymentFailed ? 'monthlyEnded.cardFailed' : 'monthlyEnded.stopped', { amount: donor.amount }),
      link: `${linkBase}/donate/form`,
    }),
  }));
}
