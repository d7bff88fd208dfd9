import type { Account, AccountWrite } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey, replaceCurrentAccount } from './get-current-user';

export interface UpdateAccountInput {
  accountId: number;
  body: AccountWrite;
}

export function updateAccount({ accountId, body }: UpdateAccountInput): Promise<Account> {
  return apiClient.patch<Account>(`/api/accounts/${accountId}/`, body);
}

/** Saving the signed-in user's account: the reply replaces the cached account at once, then the user is fetched again. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async (account) => {
      if (account && typeof account === 'object') replaceCurrentAccount(queryClient, account);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
