import { currentLanguage, pageLocale, useTexts } from '@/i18n';

import { formTexts } from './texts';

/** A count as the page's language writes it: "2,000" (US Spanish groups thousands the same way). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(pageLocale()).format(count);
}

/** "Up to 2,000 characters.": what a field with a length limit says under it, so a long text is not cut silently. */
export function useCharacterLimitHint(): (maxLength: number) => string {
  const t = useTexts(formTexts);
  return (maxLength) => t('upToCharacters', { limit: formatCount(maxLength) });
}

/**
 * The same outside a hook, in the page's language at the time of the call: call it while
 * rendering (like useTexts, it suspends until the area's texts in that language have come).
 */
export function characterLimitHint(maxLength: number): string {
  const language = currentLanguage();
  if (!formTexts.isLoaded(language)) throw formTexts.load(language);
  return formTexts.t('upToCharacters', { limit: formatCount(maxLength) });
}
