import type { Claim, ClaimBody } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { glassesQueryKey } from '@/lib/query-keys';
import { currentUserQueryKey } from '@/session';

export interface ClaimGlassesInput {
  glassesId: number;
}

/**
 * The signed-in recipient claims one pair for themselves, naming the item; the server takes one
 * unit of its stock and answers with the claim (docs/architecture.md, "A claim"). The catalogue's
 * dialog and the cart both claim through this.
 */
export function claimGlasses({ glassesId }: ClaimGlassesInput): Promise<Claim> {
  const body: ClaimBody = { glasses_id: glassesId };
  return apiClient.post<Claim>('/api/claims/', body);
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
