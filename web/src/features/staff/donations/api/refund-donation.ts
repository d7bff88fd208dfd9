import type { RefundReply } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

import { staffDonationsQueryKey } from './get-donations';

/**
 * POST /api/staff/donations/{id}/refund/: the provider gives the money back first, then the
 * donation is refunded and leaves the totals; 409 unless it is confirmed, 502 when the provider refuses.
 */
export function refundDonation(donationId: number): Promise<RefundReply> {
  return apiClient.post<RefundReply>(`/api/staff/donations/${donationId}/refund/`);
}

/** A refund changes the ledger, its totals and the public figures. */
export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundDonation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffDonationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]),
  });
}
