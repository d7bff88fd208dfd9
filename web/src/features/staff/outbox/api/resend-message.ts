import type { OutboxMessage } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { staffOutboxQueryKey } from './get-outbox';

export function resendMessage(id: number): Promise<OutboxMessage> {
  return apiClient.post<OutboxMessage>(`/api/staff/outbox/${id}/resend/`);
}

/** Queues a failed message again; the outbox is read again afterwards. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffOutboxQueryKey }),
  });
}
