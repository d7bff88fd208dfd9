import type { CheckoutCreate, CheckoutStarted, CheckoutState } from '@onepair/contract';
import { useMutation, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** How often the thank-you page asks whether the payment was confirmed, and for how long at most. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_POLL_LIMIT = 40;

/**
 * POST /api/payments/checkout/: 201 with the provider's payment page; 400 `{field: [...]}`, 403,
 * 409 (no provider) or 502 (the provider did not answer) otherwise.
 */
export function startCheckout(body: CheckoutCreate): Promise<CheckoutStarted> {
  return apiClient.post<CheckoutStarted>('/api/payments/checkout/', body);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

export function getCheckout(sessionId: string, signal?: AbortSignal): Promise<CheckoutState> {
  return apiClient.get<CheckoutState>(`/api/payments/checkout/${encodeURIComponent(sessionId)}/`, { signal });
}

export const checkoutQueryKey = (sessionId: string) => ['payments', 'checkout', sessionId] as const;

/**
 * The checkout's state, asked again every CONFIRM_POLL_MS until it is confirmed (the provider's
 * webhook usually arrives within seconds of the payment), refunded, or CONFIRM_POLL_LIMIT tries.
 */
export function useCheckoutState(sessionId: string | null) {
  return useQuery({
    queryKey: checkoutQueryKey(sessionId ?? ''),
    queryFn: ({ signal }) => getCheckout(sessionId!, signal),
    enabled: sessionId !== null,
    retry: false,
    refetchInterval: (query) => {
      const state = query.state.data;
      if (query.state.error || (state && (state.confirmed || state.status === 'refunded'))) return false;
      return query.state.dataUpdateCount < CONFIRM_POLL_LIMIT ? CONFIRM_POLL_MS : false;
    },
  });
}
