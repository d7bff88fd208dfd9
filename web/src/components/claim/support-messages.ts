import { SUPPORT_MESSAGE_PAGE_SIZE, type SupportMessage, type SupportMessageBody } from '@onepair/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** Every conversation's key starts with this; one claim's is `[...supportMessagesKey, claimId]`. */
export const supportMessagesKey = ['support-messages'] as const;
export const supportMessagesQueryKey = (claimId: number) => [...supportMessagesKey, claimId] as const;

/**
 * The conversation on one claim, oldest first: its recipient and staff may read it. The server
 * answers a page at a time; a full page means more may follow, read from its last message on.
 */
export async function getSupportMessages(claimId: number, signal?: AbortSignal): Promise<SupportMessage[]> {
  const messages: SupportMessage[] = [];
  for (;;) {
    const after = messages.length === 0 ? '' : `?after=${messages[messages.length - 1]!.id}`;
    const page = await apiClient.get<SupportMessage[]>(`/api/claims/${claimId}/messages/${after}`, { signal });
    messages.push(...page);
    if (page.length < SUPPORT_MESSAGE_PAGE_SIZE) return messages;
  }
}

export function supportMessagesQueryOptions(claimId: number) {
  return queryOptions({
    queryKey: supportMessagesQueryKey(claimId),
    queryFn: ({ signal }) => getSupportMessages(claimId, signal),
  });
}

export function useSupportMessages(claimId: number) {
  return useQuery(supportMessagesQueryOptions(claimId));
}

export function sendSupportMessage(claimId: number, body: SupportMessageBody): Promise<SupportMessage> {
  return apiClient.post<SupportMessage>(`/api/claims/${claimId}/messages/`, body);
}

/** Sends a message; the stored one joins the conversation at once, and the list is read again behind it. */
export function useSendSupportMessage(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportMessageBody) => sendSupportMessage(claimId, body),
    onSuccess: (message) => {
      const key = supportMessagesQueryKey(claimId);
      queryClient.setQueryData<SupportMessage[]>(key, (messages) =>
        messages && !messages.some((known) => known.id === message.id) ? [...messages, message] : messages,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
