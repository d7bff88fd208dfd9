import type { StaffSetup } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const staffSetupQueryKey = ['staff', 'setup'] as const;

export function getStaffSetup(signal?: AbortSignal): Promise<StaffSetup> {
  return apiClient.get<StaffSetup>('/api/staff/setup/', { signal });
}

export function staffSetupQueryOptions() {
  return queryOptions({ queryKey: staffSetupQueryKey, queryFn: ({ signal }) => getStaffSetup(signal) });
}

/** The "Ready to go live" checklist: which steps are done. */
export function useStaffSetup() {
  return useQuery(staffSetupQueryOptions());
}
