import type { BulkApproveBody, BulkApproveReply } from '@onepair/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { staffSummaryQueryKey } from '../../dashboard/api/get-summary';

import { staffApplicationsQueryKey } from './get-applications';

export function approveApplications(body: BulkApproveBody): Promise<BulkApproveReply> {
  return apiClient.post<BulkApproveReply>('/api/staff/applications/approve/', body);
}

/** Approves several applications at once; the queues, the applications and the dashboard's count follow. */
export function useApproveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplications,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffApplicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffSummaryQueryKey }),
      ]);
    },
  });
}
