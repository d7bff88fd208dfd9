import type { DecisionBody } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { staffSummaryQueryKey } from '../../dashboard/api/get-summary';
import type { StaffApplication } from '../../lib/types';

import { staffApplicationQueryKey } from './get-application';
import { staffApplicationsQueryKey } from './get-applications';

export function decideApplication(donateeId: number, body: DecisionBody): Promise<StaffApplication> {
  return apiClient.post<StaffApplication>(`/api/staff/applications/${donateeId}/decision/`, body);
}

/** Approve, reject or ask for information; the queue and the dashboard's count follow. */
export function useDecideApplication(donateeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecisionBody) => decideApplication(donateeId, body),
    onSuccess: async (application) => {
      queryClient.setQueryData(staffApplicationQueryKey(donateeId), application);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...staffApplicationsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: staffSummaryQueryKey }),
      ]);
    },
  });
}
