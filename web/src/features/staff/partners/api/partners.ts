import type { Partner, PartnerDecisionBody, PartnerList, PartnerStatus } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

const staffPartnersQueryKey = ['staff', 'partners'] as const;

/** GET /api/staff/partners/: every organisation, or those of one status. */
export function useStaffPartners(status: PartnerStatus | undefined) {
  return useQuery({
    queryKey: [...staffPartnersQueryKey, status ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.get<PartnerList>(status ? `/api/staff/partners/?status=${status}` : '/api/staff/partners/', { signal }),
  });
}

/** POST /api/staff/partners/{id}/decision/: approve, turn down or suspend; the lists read again. */
export function useDecidePartner(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: PartnerDecisionBody) => apiClient.post<Partner>(`/api/staff/partners/${partnerId}/decision/`, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffPartnersQueryKey }),
  });
}
