import type { Account, User } from '@onepair/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const currentUserQueryKey = ['users', 'me'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiClient.get<User>('/auth/users/me/', { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
    staleTime: 30_000,
  });
}

export function useCurrentUser(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}

/** A saved account replaces the account object of the session's user at once, before the refetch. */
export function replaceCurrentAccount(queryClient: QueryClient, account: Partial<Account>): void {
  queryClient.setQueryData<User>(currentUserQueryKey, (user) => (user ? { ...user, account: { ...user.account, ...account } } : user));
}
