import type { Claim } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey } from '@/session';

/** The recipient says their pair arrived; the session's user is read again to show it. */
export function confirmDelivery(claimId: number): Promise<Claim> {
  return apiClient.post<Claim>(`/api/claims/${claimId}/confirm-delivery/`);
}

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
