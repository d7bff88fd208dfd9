import type { Transparency } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

/** Where the same figures come as a CSV file. */
export const TRANSPARENCY_CSV_URL = '/api/stats/transparency.csv';

export function getTransparency(signal?: AbortSignal): Promise<Transparency> {
  return apiClient.get<Transparency>('/api/stats/transparency/', { signal });
}

export function useTransparency() {
  return useQuery(
    queryOptions({
      queryKey: [...statsQueryKey, 'transparency'] as const,
      queryFn: ({ signal }) => getTransparency(signal),
      retry: false,
    }),
  );
}
