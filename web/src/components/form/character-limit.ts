import { currentLanguage, useTexts } from '@/i18n';
import { formatCount } from '@/lib/format-number';

import { formTexts } from './texts';

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
