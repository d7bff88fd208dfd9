/** The five fixed donation regions. Ids are what the API stores and sends. */
export interface Region {
  id: number;
  name: string;
  lat: number;
  lon: number;
}

export const REGIONS: readonly Region[] = [
  { id: 1, name: 'West', lat: 37.7749, lon: -122.4194 },
  { id: 2, name: 'Southwest', lat: 35.1983, lon: -111.6513 },
  { id: 3, name: 'Midwest', lat: 39.7684, lon: -86.1581 },
  { id: 4, name: 'Southeast', lat: 29.9511, lon: -90.0715 },
  { id: 5, name: 'Northeast', lat: 40.7128, lon: -74.006 },
];

export const DEFAULT_REGION_ID = 1;
export const UNKNOWN_REGION = 'Unknown Region';

export function regionName(id: number): string {
  return REGIONS.find((region) => region.id === id)?.name ?? UNKNOWN_REGION;
}
