import type { AssignFrameBody, CancelBody, ShipBody, ShipManyBody, ShipManyReply } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { staffSummaryQueryKey } from '../../dashboard/api/get-summary';
import type { StaffClaimRow } from '../../lib/types';

import { staffClaimsQueryKey } from './get-claims';

export function shipClaim(claimId: number, body: ShipBody): Promise<StaffClaimRow> {
  return apiClient.post<StaffClaimRow>(`/api/staff/claims/${claimId}/ship/`, body);
}

export function cancelClaim(claimId: number, body: CancelBody): Promise<StaffClaimRow> {
  return apiClient.post<StaffClaimRow>(`/api/staff/claims/${claimId}/cancel/`, body);
}

export function assignFrame(claimId: number, body: AssignFrameBody): Promise<StaffClaimRow> {
  return apiClient.post<StaffClaimRow>(`/api/staff/claims/${claimId}/assign/`, body);
}

/** A change to one claim: afterwards the lists and the dashboard's count are read again. */
function useClaimMutation<TBody>(send: (claimId: number, body: TBody) => Promise<StaffClaimRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, body }: { claimId: number; body: TBody }) => send(claimId, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffClaimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffSummaryQueryKey }),
      ]);
    },
  });
}

export const useShipClaim = () => useClaimMutation(shipClaim);
export const useCancelClaim = () => useClaimMutation(cancelClaim);
export const useAssignFrame = () => useClaimMutation(assignFrame);

export function shipMany(body: ShipManyBody): Promise<ShipManyReply> {
  return apiClient.post<ShipManyReply>('/api/staff/claims/ship/', body);
}

/** Ships several claims at once; afterwards the lists and the dashboard's count are read again. */
export function useShipMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipMany,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffClaimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffSummaryQueryKey }),
      ]);
    },
  });
}

/** The packing slips of the claims, one page each, as a PDF fetched with the token. */
export function getPackingSlips(claimIds: readonly number[]): Promise<Blob> {
  return apiClient.blob(`/api/staff/claims/packing-slips.pdf?ids=${claimIds.join(',')}`);
}
