import type { DonationStats } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** Every statistics query starts with this key; a new donation invalidates it. */
export const statsQueryKey = ['stats'] as const;
export const regionStatsQueryKey = [...statsQueryKey, 'regions'] as const;

/** Totals, counts and the top donors of every region, plus the grand total: one request. */
export function getRegionStats(signal?: AbortSignal): Promise<DonationStats> {
  return apiClient.get<DonationStats>('/api/stats/regions/', { signal });
}

export function regionStatsQueryOptions() {
  return queryOptions({
    queryKey: regionStatsQueryKey,
    queryFn: ({ signal }) => getRegionStats(signal),
  });
}

export function useRegionStats() {
  return useQuery(regionStatsQueryOptions());
}
