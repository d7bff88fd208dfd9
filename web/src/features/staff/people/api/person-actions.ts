import type { PeopleAction, StaffPerson } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { staffAuditQueryKey } from '../../audit/api/get-audit';

import { staffPeopleQueryKey, staffPersonQueryKey } from './get-people';

export function changeAccess(userId: number, action: PeopleAction): Promise<StaffPerson> {
  return apiClient.post<StaffPerson>(`/api/staff/users/${userId}/${action}/`, {});
}

/** Deactivate, reactivate, grant or revoke staff; the person's page shows the answer, the lists are read again. */
export function useChangeAccess(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PeopleAction) => changeAccess(userId, action),
    onSuccess: (person) => queryClient.setQueryData(staffPersonQueryKey(userId), person),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffPeopleQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffAuditQueryKey }),
      ]);
    },
  });
}
