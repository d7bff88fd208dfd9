import type { Language } from '@onepair/contract';

import { i18n, pageLocale, storeLanguage } from './i18n';
import { loadAreas } from './texts';

/**
 * Shows the page in `language`: the texts of every area met so far arrive first, then the page
 * turns at once (no half-translated screen); `<html lang>` follows, for screen readers and for
 * the API's messages, and the choice is kept in the browser for the next visit.
 */
export async function switchLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadAreas(language);
  if (remember) storeLanguage(language);
  document.documentElement.lang = language;
  // `#` in a plural is written as Intl writes it for the United States (12,345 in both languages).
  if (i18n.locale !== language) i18n.activate(language, [pageLocale(language)]);
}
