import { UNKNOWN_REGION, regionName } from '@onepair/contract';

import type { AccountKey } from '../texts';

/** The donation regions' names in the catalogue, by the region's id (contract/src/regions.ts). */
const REGION_KEYS: Readonly<Record<number, AccountKey>> = {
  1: 'regionWest',
  2: 'regionSouthwest',
  3: 'regionMidwest',
  4: 'regionSoutheast',
  5: 'regionNortheast',
};

/** A region's name in the page's language; a region the catalogue does not know yet keeps its English name. */
export function regionLabel(t: (key: AccountKey) => string, id: number): string {
  const key = REGION_KEYS[id];
  if (key) return t(key);
  const name = regionName(id);
  return name === UNKNOWN_REGION ? t('regionUnknown') : name;
}
