import { useCallback } from 'react';

import { useTexts, type TextKey } from '@/i18n';

import { donorTexts } from './texts';

/** The words of each of the contract's regions (REGIONS), by id. */
const REGION_KEYS: Record<number, TextKey<typeof donorTexts>> = {
  1: 'regionWest',
  2: 'regionSouthwest',
  3: 'regionMidwest',
  4: 'regionSoutheast',
  5: 'regionNortheast',
};

/**
 * A region's name in the page's language; for a region this app does not know, `fallback` (the
 * name the API sent) or else "Unknown Region". Call it while rendering a component that uses
 * `useTexts(donorTexts)`, or take it from `useRegionName`.
 */
export function regionName(id: number, fallback?: string): string {
  const key = REGION_KEYS[id];
  if (key) return donorTexts.t(key);
  return fallback ?? donorTexts.t('regionUnknown');
}

/** `regionName` in a component: it renders again when the language changes. */
export function useRegionName(): typeof regionName {
  const words = useTexts(donorTexts);
  // A new function in each language, like `useTexts`' own.
  return useCallback((id: number, fallback?: string) => regionName(id, fallback), [words]);
}
