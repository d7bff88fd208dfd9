import type { DonationStats } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

import { fallbackStats } from '../lib/fallback-stats';

export const regionStatsQueryKey = [...statsQueryKey, 'regions'] as const;

/**
 * Totals, counts and the top donors of every region, plus the grand total: one request. When
 * it fails the page uses the sample donations instead, silently: a map of sample donations serves
 * a visitor better than an error.
 */
export async function getRegionStats(signal?: AbortSignal): Promise<DonationStats> {
  try {
    return await apiClient.get<DonationStats>('/api/stats/regions/', { signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    console.warn('Could not load the donation statistics; showing the sample donations.', error);
    return fallbackStats();
  }
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
