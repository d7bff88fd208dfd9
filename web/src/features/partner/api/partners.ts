import type { Partner, PartnerCreated, PartnerInvite, PartnerList, PartnerWrite } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

const myPartnersQueryKey = ['partners', 'mine'] as const;

/** GET /api/partners/mine/: the organisations the signed-in user acts for. */
export function useMyPartners() {
  return useQuery({
    queryKey: myPartnersQueryKey,
    queryFn: ({ signal }) => apiClient.get<PartnerList>('/api/partners/mine/', { signal }),
  });
}

/** POST /api/partners/: a new organisation, waiting for staff's review. */
export function useRegisterPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partner: PartnerWrite) => apiClient.post<PartnerCreated>('/api/partners/', partner),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPartnersQueryKey }),
  });
}

/** POST /api/partners/{id}/members/: a colleague added by e-mail. */
export function useInviteMember(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: PartnerInvite) => apiClient.post<Partner>(`/api/partners/${partnerId}/members/`, invite),
    onSuccess: (partner) =>
      queryClient.setQueryData<PartnerList>(myPartnersQueryKey, (list) =>
        list ? { results: list.results.map((row) => (row.id === partner.id ? partner : row)) } : list,
      ),
  });
}
