import type { Donatee } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { glassesQueryKey } from '@/lib/query-keys';
import { currentUserQueryKey } from '@/session';

export interface ClaimGlassesInput {
  donateeId: number;
  glassesId: number;
}

/**
 * The recipient claims one pair, naming the item; the server takes one unit of its stock
 * (docs/architecture.md, "A claim"). The catalogue's dialog and the cart both claim through this.
 */
export function claimGlasses({ donateeId, glassesId }: ClaimGlassesInput): Promise<Donatee> {
  return apiClient.patch<Donatee>(`/api/donatees/${donateeId}/`, { has_claimed: true, claimed_glasses: glassesId });
}

/** Claims, then reads the user (now with the claim) and the catalogue (one less in stock) again before it resolves. */
export function useClaimGlasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimGlasses,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: glassesQueryKey }),
      ]);
    },
  });
}
