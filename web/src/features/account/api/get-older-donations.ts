import { NESTED_DONATIONS, donationCursor, type Donation } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

export interface OlderDonations {
  /** Newest first, each older than the donation the page started after. */
  donations: Donation[];
  /** Whether still older donations follow. */
  more: boolean;
}

/**
 * The signed-in donor's donations older than `oldestShown`, newest first, a page of the same
 * size as the history the account view nests. One more than the page is asked for, so the
 * answer itself tells whether another page follows (docs/api.md, Pages of donations).
 */
export async function getOlderDonations(oldestShown: Donation, signal?: AbortSignal): Promise<OlderDonations> {
  const query = new URLSearchParams({ order: 'newest', limit: String(NESTED_DONATIONS + 1), after: donationCursor(oldestShown) });
  const page = await apiClient.get<Donation[]>(`/api/donation/?${query}`, { signal });
  return { donations: page.slice(0, NESTED_DONATIONS), more: page.length > NESTED_DONATIONS };
}
