import type { StaffGift, StaffGiftCorrection, StaffGiftCreate, StaffPersonRow } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { statsQueryKey } from '@/lib/query-keys';

import type { KeysetPage } from '../../lib/use-keyset-list';

import { staffDonationsQueryKey } from './get-donations';

const giftQueryKey = (donationId: number) => [...staffDonationsQueryKey, 'one', donationId] as const;

/** How many people the donor search offers at once; a longer list asks for a closer search. */
const DONOR_MATCHES = 10;

/** People whose name, username or address contains `q`, to pick a gift's donor from; nothing is asked for an empty `q`. */
export function useDonorSearch(q: string) {
  return useQuery({
    queryKey: ['staff', 'people', 'donor-search', q],
    queryFn: ({ signal }) =>
      apiClient.get<KeysetPage<StaffPersonRow>>(`/api/staff/users/?${new URLSearchParams({ q, limit: String(DONOR_MATCHES) })}`, {
        signal,
      }),
    enabled: q !== '',
  });
}

/** One donation as staff read it on its own page; nothing is asked for an id that is not one. */
export function useGift(donationId: number) {
  return useQuery({
    queryKey: giftQueryKey(donationId),
    queryFn: ({ signal }) => apiClient.get<StaffGift>(`/api/staff/donations/${donationId}/`, { signal }),
    enabled: Number.isInteger(donationId) && donationId > 0,
  });
}

/** A recorded, corrected or voided gift changes the ledger, the donor's page and the public figures. */
function useGiftChange<Input>(send: (input: Input) => Promise<StaffGift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (gift) => {
      queryClient.setQueryData(giftQueryKey(gift.donation_id), gift);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffDonationsQueryKey, predicate: (query) => query.queryKey[2] !== 'one' }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'people'] }),
        queryClient.invalidateQueries({ queryKey: statsQueryKey }),
      ]);
    },
  });
}

/** POST /api/staff/donations/: a gift received outside the site, receipted and mailed at once. */
export function useRecordGift() {
  return useGiftChange((gift: StaffGiftCreate) => apiClient.post<StaffGift>('/api/staff/donations/', gift));
}

/** PATCH /api/staff/donations/{id}/: a new amount or date replaces the receipt. */
export function useCorrectGift(donationId: number) {
  return useGiftChange((correction: StaffGiftCorrection) => apiClient.patch<StaffGift>(`/api/staff/donations/${donationId}/`, correction));
}

/** POST /api/staff/donations/{id}/void/: out of every total, its receipt marked void. */
export function useVoidGift(donationId: number) {
  return useGiftChange((reason: string) => apiClient.post<StaffGift>(`/api/staff/donations/${donationId}/void/`, { reason }));
}
