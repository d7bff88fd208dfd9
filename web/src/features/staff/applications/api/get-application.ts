import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import type { StaffApplication } from '../../lib/types';

import { staffApplicationsQueryKey } from './get-applications';

export const staffApplicationQueryKey = (donateeId: number) => [...staffApplicationsQueryKey, 'one', donateeId] as const;

export function getStaffApplication(donateeId: number, signal?: AbortSignal): Promise<StaffApplication> {
  return apiClient.get<StaffApplication>(`/api/staff/applications/${donateeId}/`, { signal });
}

export function useStaffApplication(donateeId: number) {
  return useQuery(
    queryOptions({ queryKey: staffApplicationQueryKey(donateeId), queryFn: ({ signal }) => getStaffApplication(donateeId, signal) }),
  );
}
