import type { Donatee, DonateeWrite } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { currentUserQueryKey } from '@/session';

export interface UpdateDonateeInput {
  donateeId: number;
  body: DonateeWrite | FormData;
}

/** Changes the signed-in user's donatee record: the application, or the prescription alone. */
export function updateDonatee({ donateeId, body }: UpdateDonateeInput): Promise<Donatee> {
  return apiClient.patch<Donatee>(`/api/donatees/${donateeId}/`, body);
}

/** The session's user is read again afterwards, since the account page and the catalogue show the record. */
export function useUpdateDonatee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonatee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
