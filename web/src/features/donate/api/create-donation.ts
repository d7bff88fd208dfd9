import type { Donation, DonationCreate } from '@onepair/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { donatorQueryKey, statsQueryKey } from '@/lib/query-keys';
import { currentUserQueryKey } from '@/session';

/** POST /api/donation/: 201 with the donation; 400 `{field: [...]}` or 403 otherwise. */
export function createDonation(body: DonationCreate): Promise<Donation> {
  return apiClient.post<Donation>('/api/donation/', body);
}

/**
 * Everything a new donation changes: the current user (its nested donator), the donator record the
 * account page reads, and the region statistics of the map. They refetch at once where shown.
 */
export async function invalidateAfterDonation(queryClient: QueryClient, donatorId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: donatorQueryKey(donatorId) }),
    queryClient.invalidateQueries({ queryKey: statsQueryKey }),
  ]);
}

export function useCreateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: (_donation, body) => {
      void invalidateAfterDonation(queryClient, body.donator);
    },
  });
}
