/**
 * Texts in the person's language (docs/architecture.md, Languages). Each catalogue is English
 * first (catalogues/en), and every other language has the same keys, which the type
 * `Translation` checks when the server is built. Messages are ICU MessageFormat, filled by
 * Lingui's runtime; the server compiles them once, at start.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@onepair/contract';
import englishMail from './catalogues/en/mail.js';
import spanishMail from './catalogues/es/mail.js';

/** Another language's catalogue: a text for every key of the English one, and no other key. */
export type Translation<English> = { readonly [Key in keyof English]: string };

export type MailKey = keyof typeof englishMail;
export type MessageValues = Readonly<Record<string, string | number>>;

const MAIL: Record<Language, Translation<typeof englishMail>> = { en: englishMail, es: spanishMail };

function compiled(catalogue: Readonly<Record<string, string>>) {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));
}

const translators = new Map<Language, I18n>(
  LANGUAGES.map((language) => [language, setupI18n({ locale: language, messages: { [language]: compiled(MAIL[language]) } })]),
);

/** One mail text in `language`, its values filled in. */
export function mailText(language: Language, key: MailKey, values?: MessageValues): string {
  return translators.get(language)!._(key, values);
}

/** The mail texts of one language, as a function of key and values. */
export type MailWords = (key: MailKey, values?: MessageValues) => string;

export const mailWords =
  (language: Language): MailWords =>
  (key, values) =>
    mailText(language, key, values);
