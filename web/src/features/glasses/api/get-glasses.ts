import type { Glasses } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { glassesQueryKey } from '@/lib/query-keys';

/** The catalogue; when the API fails the built-in sample list is used, so the home page always shows glasses. */
export async function getGlasses(signal?: AbortSignal): Promise<Glasses[]> {
  try {
    const list = await apiClient.get<Glasses[]>('/api/glasses/', { signal });
    if (!Array.isArray(list)) throw new Error('The glasses list is not a list');
    return list;
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    console.warn('Could not load the glasses; showing the built-in catalogue.', error);
    // Loaded only when needed, so the sample data stays out of the first-visit bundle.
    const { FALLBACK_GLASSES } = await import('../lib/fallback-glasses');
    return [...FALLBACK_GLASSES];
  }
}

export function glassesQueryOptions() {
  return queryOptions({
    queryKey: glassesQueryKey,
    queryFn: ({ signal }) => getGlasses(signal),
    retry: false,
  });
}

export function useGlasses() {
  return useQuery(glassesQueryOptions());
}
