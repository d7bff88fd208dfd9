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

/** US states (and DC) by postal code and name, in the donation region they belong to. */
const STATES_BY_REGION: Record<number, readonly [code: string, name: string][]> = {
  1: [
    ['AK', 'Alaska'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['MT', 'Montana'],
    ['NV', 'Nevada'],
    ['OR', 'Oregon'],
    ['UT', 'Utah'],
    ['WA', 'Washington'],
    ['WY', 'Wyoming'],
  ],
  2: [
    ['AZ', 'Arizona'],
    ['NM', 'New Mexico'],
    ['OK', 'Oklahoma'],
    ['TX', 'Texas'],
  ],
  3: [
    ['IA', 'Iowa'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['KS', 'Kansas'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MO', 'Missouri'],
    ['ND', 'North Dakota'],
    ['NE', 'Nebraska'],
    ['OH', 'Ohio'],
    ['SD', 'South Dakota'],
    ['WI', 'Wisconsin'],
  ],
  4: [
    ['AL', 'Alabama'],
    ['AR', 'Arkansas'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['MS', 'Mississippi'],
    ['NC', 'North Carolina'],
    ['SC', 'South Carolina'],
    ['TN', 'Tennessee'],
    ['VA', 'Virginia'],
    ['WV', 'West Virginia'],
  ],
  5: [
    ['CT', 'Connecticut'],
    ['DC', 'District of Columbia'],
    ['DE', 'Delaware'],
    ['MA', 'Massachusetts'],
    ['MD', 'Maryland'],
    ['ME', 'Maine'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NY', 'New York'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['VT', 'Vermont'],
  ],
};

const REGION_BY_STATE = new Map<string, number>(
  Object.entries(STATES_BY_REGION).flatMap(([regionId, states]) =>
    states.flatMap(([code, name]) => [[code.toLowerCase(), Number(regionId)] as const, [name.toLowerCase(), Number(regionId)] as const]),
  ),
);

/**
 * The donation region of a recipient's state, written as its postal code or its name in any
 * case ("CA", "california", " New York. "); undefined for anything else.
 */
export function regionOfState(state: string): number | undefined {
  const key = state.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase();
  return REGION_BY_STATE.get(key);
}
