import type { StaffDashboard } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const staffDashboardQueryKey = ['staff', 'dashboard'] as const;

export function getStaffDashboard(signal?: AbortSignal): Promise<StaffDashboard> {
  return apiClient.get<StaffDashboard>('/api/staff/dashboard/', { signal });
}

export function staffDashboardQueryOptions() {
  return queryOptions({ queryKey: staffDashboardQueryKey, queryFn: ({ signal }) => getStaffDashboard(signal) });
}

/** This month's confirmed donations, the items running low and the latest audit entries. */
export function useStaffDashboard() {
  return useQuery(staffDashboardQueryOptions());
}
