import { queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_TILE_URL, type ClientConfig } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

export const clientConfigQueryKey = ['config'] as const;

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiClient.get<ClientConfig>('/api/config/', { signal });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** The map's tile address template: the server's TILE_URL, or the default while loading or on failure. */
export function useTileUrl(): { tileUrl: string; settled: boolean } {
  const query = useQuery(clientConfigQueryOptions());
  const configured = query.data?.tile_url?.trim();
  return { tileUrl: configured || DEFAULT_TILE_URL, settled: !query.isPending };
}
