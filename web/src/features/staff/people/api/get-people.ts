import type { StaffPerson, StaffPersonRow } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

import { useKeysetList } from '../../lib/use-keyset-list';

export const staffPeopleQueryKey = ['staff', 'people'] as const;

/** Users whose username or e-mail contains `q`, a page at a time. */
export function usePeople(q: string) {
  return useKeysetList<StaffPersonRow>(staffPeopleQueryKey, '/api/staff/users/', { q: q || undefined });
}

export function getPerson(userId: number, signal?: AbortSignal): Promise<StaffPerson> {
  return apiClient.get<StaffPerson>(`/api/staff/users/${userId}/`, { signal });
}

export const staffPersonQueryKey = (userId: number) => [...staffPeopleQueryKey, 'one', userId] as const;

export function personQueryOptions(userId: number) {
  return queryOptions({ queryKey: staffPersonQueryKey(userId), queryFn: ({ signal }) => getPerson(userId, signal) });
}

export function usePerson(userId: number) {
  return useQuery(personQueryOptions(userId));
}
