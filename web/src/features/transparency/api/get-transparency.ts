import type { AppliedThrough, Transparency } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

/** Where the same figures come as a CSV file. */
export const TRANSPARENCY_CSV_URL = '/api/stats/transparency.csv';

const cutQuery = (appliedThrough?: AppliedThrough) => (appliedThrough ? `?applied_through=${appliedThrough}` : '');

/** The CSV of the figures, cut as the page shows them. */
export const transparencyCsvUrl = (appliedThrough?: AppliedThrough) => `${TRANSPARENCY_CSV_URL}${cutQuery(appliedThrough)}`;

export function getTransparency(signal?: AbortSignal, appliedThrough?: AppliedThrough): Promise<Transparency> {
  return apiClient.get<Transparency>(`/api/stats/transparency/${cutQuery(appliedThrough)}`, { signal });
}

/** The figures; `appliedThrough` cuts the pairs to the people who applied that way. */
export function useTransparency(appliedThrough?: AppliedThrough) {
  return useQuery(
    queryOptions({
      queryKey: [...statsQueryKey, 'transparency', appliedThrough ?? 'all'] as const,
      queryFn: ({ signal }) => getTransparency(signal, appliedThrough),
      retry: false,
    }),
  );
}
