import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@onepair/contract';

/**
 * The language the page is shown in, as `<html lang>` says: the API is asked for its messages in
 * it, and a person who signs up gets it as their account's language.
 */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
