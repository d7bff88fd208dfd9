import type { CardUpdatePage, MonthlyGift, MonthlyGiftChange } from '@onepair/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const monthlyGiftsQueryKey = ['payments', 'monthly-gifts'] as const;

/** GET /api/payments/monthly-gifts/: the signed-in donor's monthly gifts, newest first. */
export function getMonthlyGifts(signal?: AbortSignal): Promise<MonthlyGift[]> {
  return apiClient.get<MonthlyGift[]>('/api/payments/monthly-gifts/', { signal });
}

export function useMonthlyGifts() {
  return useQuery({ queryKey: monthlyGiftsQueryKey, queryFn: ({ signal }) => getMonthlyGifts(signal), retry: false });
}

/** PATCH /api/payments/monthly-gifts/{id}/: a new amount from the next month on. */
export function changeMonthlyGift(id: number, body: MonthlyGiftChange): Promise<MonthlyGift> {
  return apiClient.patch<MonthlyGift>(`/api/payments/monthly-gifts/${id}/`, body);
}

/** POST /api/payments/monthly-gifts/{id}/cancel/: stops the gift at once. */
export function cancelMonthlyGift(id: number): Promise<MonthlyGift> {
  return apiClient.post<MonthlyGift>(`/api/payments/monthly-gifts/${id}/cancel/`);
}

export function useChangeMonthlyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => changeMonthlyGift(id, { amount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monthlyGiftsQueryKey }),
  });
}

export function useCancelMonthlyGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelMonthlyGift(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monthlyGiftsQueryKey }),
  });
}

/** POST /api/payments/monthly-gifts/{id}/card/: the payment provider's page for a new card, valid a few minutes. */
export function getCardUpdatePage(id: number): Promise<CardUpdatePage> {
  return apiClient.post<CardUpdatePage>(`/api/payments/monthly-gifts/${id}/card/`);
}

/** Asks for the card page and goes there; the page comes back to the account page. */
export function useUpdateCard() {
  return useMutation({
    mutationFn: (id: number) => getCardUpdatePage(id),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
