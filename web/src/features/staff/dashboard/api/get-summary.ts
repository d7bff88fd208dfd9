import type { StaffSummary } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const staffSummaryQueryKey = ['staff', 'summary'] as const;

export function getStaffSummary(signal?: AbortSignal): Promise<StaffSummary> {
  return apiClient.get<StaffSummary>('/api/staff/summary/', { signal });
}

export function staffSummaryQueryOptions() {
  return queryOptions({ queryKey: staffSummaryQueryKey, queryFn: ({ signal }) => getStaffSummary(signal) });
}

export function useStaffSummary() {
  return useQuery(staffSummaryQueryOptions());
}
