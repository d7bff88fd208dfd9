import type {
  Claim,
  Glasses,
  PartnerClient,
  PartnerClientChange,
  PartnerClientClaimBody,
  PartnerClientCreated,
  PartnerClientList,
  PartnerClientWrite,
} from '@onepair/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

const clientsKey = (partnerId: number) => ['partners', partnerId, 'clients'] as const;

/** The catalogue's frames with their stock, as choosing a pair for a client lists them. */
export const framesQueryKey = ['partner', 'frames'] as const;

export function useFrames() {
  return useQuery({ queryKey: framesQueryKey, queryFn: ({ signal }) => apiClient.get<Glasses[]>('/api/glasses/', { signal }) });
}

/** GET /api/partners/{id}/clients/: the organisation's clients, newest first, a page at a time; `search` narrows them. */
export function useClients(partnerId: number, search: string) {
  return useInfiniteQuery({
    queryKey: [...clientsKey(partnerId), search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (search) query.set('search', search);
      if (pageParam) query.set('after', pageParam);
      const suffix = query.size > 0 ? `?${query}` : '';
      return apiClient.get<PartnerClientList>(`/api/partners/${partnerId}/clients/${suffix}`, { signal });
    },
    getNextPageParam: (page) => page.next ?? undefined,
    // The list stays on screen (with any form open in it) while another search loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/partners/{id}/clients/: a new client. With a picture of the prescription the request
 * is a form (the file travels as a part); otherwise JSON.
 */
export function useAddClient(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ client, prescription }: { client: PartnerClientWrite; prescription: File | null }) => {
      if (!prescription) return apiClient.post<PartnerClientCreated>(`/api/partners/${partnerId}/clients/`, client);
      const form = new FormData();
      for (const [field, value] of Object.entries(client)) if (value !== undefined && value !== null) form.append(field, String(value));
      form.append('prescription', prescription, prescription.name);
      return apiClient.post<PartnerClientCreated>(`/api/partners/${partnerId}/clients/`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(partnerId) }),
  });
}

/**
 * PATCH /api/partners/{id}/clients/{client_id}/: the client's answers changed and the application
 * sent again (a form when a new picture of the prescription is sent).
 */
export function useChangeClient(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, change, prescription }: { clientId: number; change: PartnerClientChange; prescription: File | null }) => {
      const url = `/api/partners/${partnerId}/clients/${clientId}/`;
      if (!prescription) return apiClient.patch<PartnerClient>(url, change);
      // In a form an empty field is how a figure or the exam date is cleared.
      const form = new FormData();
      for (const [field, value] of Object.entries(change)) if (value !== undefined) form.append(field, value === null ? '' : String(value));
      form.append('prescription', prescription, prescription.name);
      return apiClient.patch<PartnerClient>(url, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey(partnerId) }),
  });
}

/** POST /api/partners/{id}/clients/{client_id}/claim/: a pair for the client, shipped to them or to the organisation. */
export function useClaimForClient(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, claim }: { clientId: number; claim: PartnerClientClaimBody }) =>
      apiClient.post<Claim>(`/api/partners/${partnerId}/clients/${clientId}/claim/`, claim),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKey(partnerId) }),
        queryClient.invalidateQueries({ queryKey: framesQueryKey }),
      ]),
  });
}

/** POST /api/partners/{id}/clients/{client_id}/confirm-delivery/: the client's pair arrived. */
export function useConfirmClientDelivery(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) => apiClient.post<Claim>(`/api/partners/${partnerId}/clients/${clientId}/confirm-delivery/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKey(partnerId) }),
  });
}

/** GET /api/partners/{id}/clients.csv: every client's outcome, as a file. */
export const fetchClientsCsv = (partnerId: number) => apiClient.blob(`/api/partners/${partnerId}/clients.csv`);
