import { donorTexts } from './texts';

/** The words of each of the contract's regions (REGIONS), by id. */
const REGION_KEYS: Record<number, Parameters<typeof donorTexts.t>[0]> = {
  1: 'regionWest',
  2: 'regionSouthwest',
  3: 'regionMidwest',
  4: 'regionSoutheast',
  5: 'regionNortheast',
};

/**
 * A region's name in the page's language; `fallback` (the name the API sent) for a region this
 * app does not know. Call it while rendering a component that uses `useTexts(donorTexts)`.
 */
export function regionName(id: number, fallback: string): string {
  const key = REGION_KEYS[id];
  return key ? donorTexts.t(key) : fallback;
}
