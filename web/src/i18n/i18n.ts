/**
 * The page's language and the one Lingui instance that holds every area's texts
 * (docs/architecture.md, Languages). English is active from the start: each area's English
 * catalogue comes with the area's code, so a page in English never waits for its words.
 */
import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@onepair/contract';

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

/** Where a visitor's choice of language is kept in the browser. */
export const LANGUAGE_STORAGE_KEY = 'onepair.language';

/** The language the page is shown in. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The locale `Intl` formats dates, money and counts in: the page's language, as written in the United States. */
export function pageLocale(language: Language = currentLanguage()): string {
  return language === 'es' ? 'es-US' : 'en-US';
}

/** The language a visit starts in: the one chosen here before, else the browser's preference among ours. */
export function startingLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  // The browser's languages come in the person's order of preference: the first of ours wins.
  const preferred = (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return preferred ?? DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    // Storage can be refused (a private window's settings): the choice then lasts the visit.
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // As above: the page still switches.
  }
}
