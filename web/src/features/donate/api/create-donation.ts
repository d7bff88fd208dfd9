import type { Donation, DonationCreate } from '@onepair/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

import { apiClient, isApiError, newIdempotencyKey } from '@/lib/api-client';
import { donatorQueryKey, statsQueryKey } from '@/lib/query-keys';
import { currentUserQueryKey } from '@/session';

/**
 * POST /api/donation/: 201 with the donation; 400 `{field: [...]}` or 403 otherwise. The key
 * makes the server store the donation once however often this very submit is sent.
 */
export function createDonation(body: DonationCreate, idempotencyKey: string = newIdempotencyKey()): Promise<Donation> {
  return apiClient.post<Donation>('/api/donation/', body, { idempotencyKey });
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

/**
 * Each submit sends a fresh Idempotency-Key, except one: the same donation sent again after its
 * answer was lost (no answer at all, or a server failure) keeps the key of the attempt that may
 * have been stored, so the server counts it at most once.
 */
export function useCreateDonation() {
  const queryClient = useQueryClient();
  const unanswered = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (body: DonationCreate) => {
      const sent = JSON.stringify(body);
      const key = unanswered.current?.body === sent ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = { body: sent, key };
      return createDonation(body, key);
    },
    onSuccess: (_donation, body) => {
      unanswered.current = null;
      void invalidateAfterDonation(queryClient, body.donator);
    },
    onError: (error) => {
      const answerLost = isApiError(error) && (error.status === 0 || error.status >= 500);
      if (!answerLost) unanswered.current = null;
    },
  });
}
