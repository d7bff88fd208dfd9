import { DEFAULT_TILE_URL } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { clientConfigQueryOptions } from '@/lib/client-config';

/** The map's tile address template: the server's TILE_URL, or the default while loading or on failure. */
export function useTileUrl(): { tileUrl: string; settled: boolean } {
  const query = useQuery(clientConfigQueryOptions());
  const configured = query.data?.tile_url?.trim();
  return { tileUrl: configured || DEFAULT_TILE_URL, settled: !query.isPending };
}
