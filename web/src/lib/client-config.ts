/**
 * The public settings the server gives the web app at run time (`GET /api/config/`), read once
 * and shared by the features that need one (the map's tiles, the application's exam age).
 */
import { DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS, type ClientConfig } from '@onepair/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const clientConfigQueryKey = ['config'] as const;

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiClient.get<ClientConfig>('/api/config/', { signal });
}

/** The request started by prefetchClientConfig, until the query takes it over. */
let early: Promise<ClientConfig> | undefined;

/**
 * Starts the request before any component asks for it: the /map route does so as it starts
 * downloading its code, because the map's first tiles wait for the tile address (router.tsx).
 * The first run of the query takes this request's answer instead of asking again.
 */
export function prefetchClientConfig(): void {
  early ??= getClientConfig();
  early.catch(() => undefined); // a failure is the query's to report
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: ({ signal }) => {
      const prefetched = early;
      early = undefined;
      return prefetched ?? getClientConfig(signal);
    },
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * How old, in months, the eye exam of an application may be: the server's setting, or the
 * contract's default while it loads, when it fails, or from a server that does not send it.
 */
export function usePrescriptionMaxAgeMonths(): number {
  const query = useQuery(clientConfigQueryOptions());
  const months = query.data?.prescription_max_age_months;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS;
}
