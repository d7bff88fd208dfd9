import type { Glasses } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** The frame a claim took, to name it on the confirmation page; nothing is asked while the claim names none. */
export function useClaimedFrame(glassesId: number | null) {
  return useQuery({
    queryKey: ['glasses', glassesId],
    queryFn: ({ signal }) => apiClient.get<Glasses>(`/api/glasses/${glassesId}/`, { signal }),
    enabled: glassesId !== null,
    retry: false,
  });
}
