import type { PublicUser, UserWrite } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export interface UpdateUserInput {
  userId: number;
  /** Only what changed: the email (the account page and the cart send it only then) or the person's names. */
  body: Partial<Pick<UserWrite, 'email' | 'first_name' | 'last_name'>>;
}

/** PATCH /api/users/{id}/ with the signed-in user's own fields. */
export function updateUser({ userId, body }: UpdateUserInput): Promise<PublicUser & { email?: string }> {
  return apiClient.patch(`/api/users/${userId}/`, body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
