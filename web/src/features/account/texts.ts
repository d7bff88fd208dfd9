import { defineTexts, pageLocale, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The words of the account pages: the overview, its panels (gifts, receipts, prescription) and the security page. */
export const accountTexts = defineTexts('account', english, { es: () => import('./locales/es.json') });

export type AccountKey = TextKey<typeof accountTexts>;

/**
 * A label in English whatever the page's language: test ids named after a row's label stay the
 * same. (The build hands the catalogue over compiled: a plain text is then a list of one text.)
 */
export function englishText(key: AccountKey): string {
  const message: unknown = english[key];
  return Array.isArray(message) ? message.join('') : String(message);
}

/** A moment's day in the page's language, as `toLocaleDateString` writes it with these options. */
export function formatDate(date: Date, options?: Intl.DateTimeFormatOptions): string {
  return date.toLocaleDateString(pageLocale(), options);
}
