import type { Goal } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

export function getGoal(signal?: AbortSignal): Promise<{ goal: Goal | null }> {
  return apiClient.get<{ goal: Goal | null }>('/api/stats/goal/', { signal });
}

/** Under the statistics key, so a new donation refreshes the progress too. */
export function goalQueryOptions() {
  return queryOptions({
    queryKey: [...statsQueryKey, 'goal'] as const,
    queryFn: ({ signal }) => getGoal(signal),
    retry: false,
  });
}

export function useGoal() {
  return useQuery(goalQueryOptions());
}
