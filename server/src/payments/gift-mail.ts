/**
 * The mail a donor gets when the provider could not charge a monthly gift's card, and when the
 * provider ended a gift the donor did not stop here. Written in the transaction of the event
 * that causes it, in the donor's language; a gift whose donor was erased mails nobody.
 */
import { formatDollars, personName, type Language } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { findDonatorOwner } from '../donators/repository.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf } from '../mail-templates/service.js';
import { dollars } from './provider.js';

interface GiftOfDonor {
  donator_id: number | null;
  amount_cents: number | string | bigint;
}

interface Donor {
  name: string;
  amount: string;
}

type Written = { subject: string; text: string[] };

async function mailDonorOf(gift: GiftOfDonor, trx: Queryable, write: (donor: Donor, language: Language) => Written) {
  if (gift.donator_id === null) return;
  const owner = await findDonatorOwner(trx, gift.donator_id);
  if (!owner || owner.email.trim() === '') return;
  const language = await mailLanguageOf(trx, owner.userId);
  const donor = { name: personName(owner, owner.username), amount: formatDollars(dollars(gift.amount_cents)) };
  const { subject, text } = write(donor, language);
  await enqueueMail(trx, { to: owner.email, userId: owner.userId, subject, text: text.join('\n') });
}

const PAYMENT_FAILED: Record<Language, (donor: Donor, accountUrl: string) => Written> = {
  en: ({ name, amount }, accountUrl) => ({
    subject: 'Your monthly gift to OnePair: the payment did not go through',
    text: [
      `Hello ${name},`,
      '',
      `We could not charge your card for your monthly gift of ${amount} to OnePair.`,
      'Your gift is not cancelled: the payment provider will try again over the next few days.',
      '',
      'To keep giving, please update your card on your account page, under Monthly Gifts ("Update card"):',
      accountUrl,
      '',
      'If you would rather stop the gift, you can cancel it there too.',
      '',
      'Thank you for helping people see clearly.',
      'OnePair',
    ],
  }),
  es: ({ name, amount }, accountUrl) => ({
    subject: 'Su donación mensual a OnePair: no se pudo hacer el pago',
    text: [
      `Hola, ${name}:`,
      '',
      `No pudimos cobrar a su tarjeta su donación mensual de ${amount} a OnePair.`,
      'Su donación no está cancelada. En los próximos días se intentará cobrar otra vez.',
      '',
      'Para seguir donando, por favor cambie su tarjeta en la página de su cuenta, en "Monthly Gifts" ("Update card"):',
      accountUrl,
      '',
      'Si prefiere dejar de donar, allí también puede cancelar la donación.',
      '',
      'Gracias por ayudar a otras personas a ver bien.',
      'OnePair',
    ],
  }),
};

const GIFT_ENDED: Record<Language, (donor: Donor, paymentFailed: boolean, donateUrl: string) => Written> = {
  en: ({ name, amount }, paymentFailed, donateUrl) => ({
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
      donateUrl,
      '',
      'OnePair',
    ],
  }),
  es: ({ name, amount }, paymentFailed, donateUrl) => ({
    subject: 'Su donación mensual a OnePair terminó',
    text: [
      `Hola, ${name}:`,
      '',
      paymentFailed
        ? `Su donación mensual de ${amount} a OnePair terminó porque no se pudo cobrar a su tarjeta.`
        : `Su donación mensual de ${amount} a OnePair terminó en el servicio de pagos.`,
      'No se le cobrará ningún otro mes. Los meses que ya donó siguen siendo una ayuda: gracias.',
      '',
      'Si quiere volver a donar, puede empezar una nueva donación cuando quiera:',
      donateUrl,
      '',
      'OnePair',
    ],
  }),
};

/** The card was refused: the gift goes on while the provider tries again, and the donor can update the card. */
export function mailPaymentFailed(trx: Queryable, gift: GiftOfDonor, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, (donor, language) => PAYMENT_FAILED[language](donor, `${linkBase}/account`));
}

/** The provider ended the gift (it gave up charging the card, or the gift was stopped there). */
export function mailGiftEnded(trx: Queryable, gift: GiftOfDonor, paymentFailed: boolean, linkBase: string): Promise<void> {
  return mailDonorOf(gift, trx, (donor, language) => GIFT_ENDED[language](donor, paymentFailed, `${linkBase}/donate/form`));
}
