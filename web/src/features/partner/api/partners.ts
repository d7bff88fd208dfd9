import type { MyPartners, Partner, PartnerCreated, PartnerInvite, PartnerWrite } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

const myPartnersQueryKey = ['partners', 'mine'] as const;

/** GET /api/partners/mine/: the organisations the signed-in user acts for, and the invitations waiting for them. */
export function useMyPartners() {
  return useQuery({
    queryKey: myPartnersQueryKey,
    queryFn: ({ signal }) => apiClient.get<MyPartners>('/api/partners/mine/', { signal }),
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

/** POST /api/partners/{id}/members/: a colleague invited by e-mail. */
export function useInviteMember(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: PartnerInvite) => apiClient.post<Partner>(`/api/partners/${partnerId}/members/`, invite),
    onSuccess: (partner) =>
      queryClient.setQueryData<MyPartners>(myPartnersQueryKey, (list) =>
        list ? { ...list, results: list.results.map((row) => (row.id === partner.id ? partner : row)) } : list,
      ),
  });
}

/** POST /api/partners/{id}/members/accept/ or …/decline/: the signed-in user answers an invitation. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partnerId, answer }: { partnerId: number; answer: 'accept' | 'decline' }) =>
      apiClient.post<Partner | null>(`/api/partners/${partnerId}/members/${answer}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPartnersQueryKey }),
  });
}
