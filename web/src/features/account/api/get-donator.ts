import type { Donator } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { donatorQueryKey } from '@/lib/query-keys';

export function getDonator(donatorId: number, signal?: AbortSignal): Promise<Donator> {
  return apiClient.get<Donator>(`/api/donators/${donatorId}/`, { signal });
}

export function donatorQueryOptions(donatorId: number) {
  return queryOptions({
    queryKey: donatorQueryKey(donatorId),
    queryFn: ({ signal }) => getDonator(donatorId, signal),
    retry: false,
  });
}

export function useDonator(donatorId: number | undefined) {
  return useQuery({ ...donatorQueryOptions(donatorId ?? 0), enabled: donatorId !== undefined });
}
