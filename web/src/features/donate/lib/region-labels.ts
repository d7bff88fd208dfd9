/**
 * The key of each donation region's name in the donate texts, by the id the API stores
 * (contract/src/regions.ts gives the English names: West, Southwest, …).
 */
const REGION_KEYS: Readonly<Record<number, 'regionWest' | 'regionSouthwest' | 'regionMidwest' | 'regionSoutheast' | 'regionNortheast'>> = {
  1: 'regionWest',
  2: 'regionSouthwest',
  3: 'regionMidwest',
  4: 'regionSoutheast',
  5: 'regionNortheast',
};

/** The key of a region's name, or of 'Unknown Region' for an id that is none of the five. */
export function regionKey(id: number) {
  return REGION_KEYS[id] ?? 'unknownRegion';
}
