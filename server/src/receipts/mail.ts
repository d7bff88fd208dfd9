/**
 * The mail that sends a donor their receipt, in the donor's language: staff's text (or the
 * default) for the greeting, around the receipt's own statement, which staff cannot change.
 */
import { CORRECTED, tributeOfLine } from '@onepair/contract';
import type { Queryable } from '../db/types.js';
import { toNumber } from '../db/schema.js';
import { enqueueMail } from '../outbox/service.js';
import { mailLanguageOf, writeMail } from '../mail-templates/service.js';
import { mailWords, type MailWords } from '../i18n/translation.js';
import { formatDollars } from './pdf.js';
import type { ReceiptRow } from './repository.js';

/**
 * A receipt keeps the tribute line it printed, in English ("In memory of …"); the mail says it
 * in the donor's language.
 */
function tributeIn(words: MailWords, line: string): string {
  const tribute = tributeOfLine(line);
  if (!tribute) return line;
  return words(tribute.kind === 'memory' ? 'receipt.inMemoryOf' : 'receipt.inHonorOf', { name: tribute.name });
}

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
  const words = mailWords(language);
  const number = toNumber(row.number);
  const amount = formatDollars(toNumber(row.amount_cents));
  const replaces = row.replaces_number === null ? undefined : { number: String(toNumber(row.replaces_number)) };
  const lines = [
    ...(replaces ? [words(replacedBecause === CORRECTED ? 'receipt.replacesCorrected' : 'receipt.replacesRefunded', replaces), ''] : []),
    `${words('receipt.number')}: ${number}`,
    `${words('receipt.date')}: ${row.donation_date}`,
    `${words('receipt.amount')}: ${amount}`,
    ...(row.tribute ? [`${words('receipt.given')}: ${tributeIn(words, row.tribute)}`] : []),
    `${words('receipt.from')}: ${row.donor_name}`,
    ...(row.donor_address ? [row.donor_address] : []),
    '',
    row.org_name,
    ...(row.org_address ? [row.org_address] : []),
    ...(row.org_tax_id ? [`${words('receipt.taxId')}: ${row.org_tax_id}`] : []),
    '',
    words('receipt.noGoods'),
    ...(settings.publicUrl ? ['', words('receipt.download'), `${settings.publicUrl}/account`] : []),
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
