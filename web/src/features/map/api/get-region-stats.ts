import type { DonationStats } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

export const regionStatsQueryKey = [...statsQueryKey, 'regions'] as const;

/**
 * Totals, counts, pairs delivered and the top donors of every region, plus the grand total: one
 * request. When it fails the page says so and offers to try again; it never shows made-up totals.
 */
export function getRegionStats(signal?: AbortSignal): Promise<DonationStats> {
  return apiClient.get<DonationStats>('/api/stats/regions/', { signal });
}

export function regionStatsQueryOptions() {
  return queryOptions({
    queryKey: regionStatsQueryKey,
    queryFn: ({ signal }) => getRegionStats(signal),
    retry: false,
  });
}

export function useRegionStats() {
  return useQuery(regionStatsQueryOptions());
}
