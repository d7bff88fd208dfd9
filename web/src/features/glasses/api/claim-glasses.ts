import type { Donatee } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey } from '@/session';

import { glassesQueryKey } from './get-glasses';

export interface ClaimGlassesInput {
  donateeId: number;
  glassesId: number;
}

/** A claim names the item; the server takes one unit of its stock (docs/architecture.md). */
export function claimGlasses({ donateeId, glassesId }: ClaimGlassesInput): Promise<Donatee> {
  return apiClient.patch<Donatee>(`/api/donatees/${donateeId}/`, { has_claimed: true, claimed_glasses: glassesId });
}

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
