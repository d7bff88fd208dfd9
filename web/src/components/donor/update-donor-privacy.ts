import type { Donator, DonatorChange } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { donatorQueryKey, statsQueryKey } from '@/lib/query-keys';
import { currentUserQueryKey } from '@/session';

export interface DonorPrivacyInput {
  donatorId: number;
  body: Pick<DonatorChange, 'public_name' | 'is_anonymous'>;
}

export function updateDonorPrivacy({ donatorId, body }: DonorPrivacyInput): Promise<Donator> {
  return apiClient.patch<Donator>(`/api/donators/${donatorId}/`, body);
}

/** Saving how public lists show the donor: their record, the current user and the public lists are read again. */
export function useUpdateDonorPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonorPrivacy,
    onSuccess: async (donator) => {
      queryClient.setQueryData(donatorQueryKey(donator.donator_id), donator);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]);
    },
  });
}
