import type { PublicUser } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export interface UpdateUserEmailInput {
  userId: number;
  email: string;
}

/** PATCH /api/users/{id}/ with the email only; the account page and the cart send it only when it changed. */
export function updateUserEmail({ userId, email }: UpdateUserEmailInput): Promise<PublicUser & { email?: string }> {
  return apiClient.patch(`/api/users/${userId}/`, { email });
}

export function useUpdateUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
