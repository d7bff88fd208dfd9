/**
 * Texts in the person's language (docs/architecture.md, Languages). Each catalogue is English
 * first (catalogues/en), and every other language has the same keys, which the type
 * `Translation` checks when the server is built. Messages are ICU MessageFormat, filled by
 * Lingui's runtime; the server compiles them once, at start.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@onepair/contract';
import englishDocuments from './catalogues/en/documents.js';
import englishMail from './catalogues/en/mail.js';
import spanishDocuments from './catalogues/es/documents.js';
import spanishMail from './catalogues/es/mail.js';

/** Another language's catalogue: a text for every key of the English one, and no other key. */
export type Translation<English> = { readonly [Key in keyof English]: string };

export type MailKey = keyof typeof englishMail;
export type MessageValues = Readonly<Record<string, string | number>>;

export type DocumentKey = keyof typeof englishDocuments;

/** The areas share one translator per language: a key in two of them would be read from one only. */
const noKeyInTwoAreas: [Extract<MailKey, DocumentKey>] extends [never] ? true : never = true;
void noKeyInTwoAreas;

const MAIL: Record<Language, Translation<typeof englishMail>> = { en: englishMail, es: spanishMail };
const DOCUMENTS: Record<Language, Translation<typeof englishDocuments>> = { en: englishDocuments, es: spanishDocuments };

function compiled(catalogue: Readonly<Record<string, string>>) {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));
}

const translators = new Map<Language, I18n>(
  LANGUAGES.map((language) => [
    language,
    // The areas' keys are told apart by their first word (`receipt.` of the mail, `receiptPdf.` of the printed receipt), never shared.
    setupI18n({ locale: language, messages: { [language]: { ...compiled(MAIL[language]), ...compiled(DOCUMENTS[language]) } } }),
  ]),
);

/**
 * A message of a catalogue with its values. Lingui reads `\u…` and `\x…` escapes in the
 * finished text, values included: a name typed with one would come out as another character
 * (a hidden direction mark, a NUL). Text values go in as numbered marks and are put back after.
 */
function translate(language: Language, key: MailKey | DocumentKey, values?: MessageValues): string {
  const texts: string[] = [];
  const marked =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `\uE000${texts.push(value) - 1}\uE001` : value]),
    );
  return translators
    .get(language)!
    ._(key, marked)
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => texts[Number(index)]!);
}

/** One mail text in `language`, its values filled in. */
export function mailText(language: Language, key: MailKey, values?: MessageValues): string {
  return translate(language, key, values);
}

/** The mail texts of one language, as a function of key and values. */
export type MailWords = (key: MailKey, values?: MessageValues) => string;

export const mailWords =
  (language: Language): MailWords =>
  (key, values) =>
    mailText(language, key, values);

/** The words of a printed document (a receipt, a statement) in one language. */
export type DocumentWords = (key: DocumentKey, values?: MessageValues) => string;

export const documentWords =
  (language: Language): DocumentWords =>
  (key, values) =>
    translate(language, key, values);
