/**
 * The mail that sends a donor their receipt, in the donor's language: staff's text (or the
 * default) for the greeting, around the receipt's own statement, which staff cannot change.
 */
import { CORRECTED, NO_GOODS_OR_SERVICES, type Language } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf, writeMail } from '../mail-templates/service.js';
import { formatDollars } from './pdf.js';
import type { ReceiptRow } from './repository.js';

/** The words of the receipt's statement in each language. */
const STATEMENT: Record<
  Language,
  {
    number: string;
    date: string;
    amount: string;
    given: string;
    from: string;
    taxId: string;
    noGoods: string;
    download: string;
    replaces: (number: number, corrected: boolean) => string;
    tribute: (line: string) => string;
  }
> = {
  en: {
    number: 'Receipt No.',
    date: 'Donation date',
    amount: 'Amount',
    given: 'Given',
    from: 'Received from',
    taxId: 'Tax id',
    noGoods: NO_GOODS_OR_SERVICES,
    download: 'Download the receipt as a PDF from your account page:',
    replaces: (number, corrected) =>
      `This receipt replaces receipt No. ${number}, which is now void: ${corrected ? 'the gift was corrected' : 'part of the gift was refunded'}.`,
    tribute: (line) => line,
  },
  es: {
    number: 'Recibo N.º',
    date: 'Fecha de la donación',
    amount: 'Cantidad',
    given: 'Donada',
    from: 'Recibido de',
    taxId: 'N.º de identificación fiscal',
    noGoods: 'No se dio ningún bien ni servicio a cambio de esta donación.',
    download: 'Descargue el recibo en PDF desde la página de su cuenta:',
    replaces: (number, corrected) =>
      `Este recibo reemplaza el recibo N.º ${number}, que ya no es válido: ${corrected ? 'se corrigió la donación' : 'se devolvió parte de la donación'}.`,
    // A receipt keeps the line it printed, in English; the mail says it in Spanish.
    tribute: (line) => line.replace(/^In honor of /, 'En honor de ').replace(/^In memory of /, 'En memoria de '),
  },
};

/**
 * Queues the mail of a receipt just issued, to the donor's address, in the donor's language.
 * `replacedBecause` is the reason the receipt it replaces was voided, for a replacement.
 */
export async function queueReceiptMail(
  trx: Queryable,
  donor: { email: string; userId: number | null },
  row: ReceiptRow,
  settings: { publicUrl: string | undefined },
  replacedBecause?: string,
): Promise<void> {
  const language = await mailLanguageOf(trx, donor.userId);
  const words = STATEMENT[language];
  const number = toNumber(row.number);
  const amount = formatDollars(toNumber(row.amount_cents));
  const lines = [
    ...(row.replaces_number === null ? [] : [words.replaces(toNumber(row.replaces_number), replacedBecause === CORRECTED), '']),
    `${words.number}: ${number}`,
    `${words.date}: ${row.donation_date}`,
    `${words.amount}: ${amount}`,
    ...(row.tribute ? [`${words.given}: ${words.tribute(row.tribute)}`] : []),
    `${words.from}: ${row.donor_name}`,
    ...(row.donor_address ? [row.donor_address] : []),
    '',
    row.org_name,
    ...(row.org_address ? [row.org_address] : []),
    ...(row.org_tax_id ? [`${words.taxId}: ${row.org_tax_id}`] : []),
    '',
    words.noGoods,
    ...(settings.publicUrl ? ['', words.download, `${settings.publicUrl}/account`] : []),
  ];
  const mail = await writeMail(trx, 'receipt', language, {
    donor_name: row.donor_name,
    organisation: row.org_name,
    receipt_number: String(number),
    amount,
    donation_date: row.donation_date,
    receipt_details: lines.join('\n'),
  });
  await enqueueMail(trx, { to: donor.email, userId: donor.userId, ...mail });
}
