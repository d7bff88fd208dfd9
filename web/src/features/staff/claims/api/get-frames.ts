import type { Glasses } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** The catalogue, to pick a frame for a claim that named none. */
export function useFrames(enabled: boolean) {
  return useQuery({
    queryKey: ['staff', 'frames'],
    queryFn: ({ signal }) => apiClient.get<Glasses[]>('/api/glasses/', { signal }),
    enabled,
  });
}
