/**
 * The public settings the server gives the web app at run time (`GET /api/config/`), read once
 * and shared by the features that need one (the map's tiles, the application's exam age).
 */
import type { ClientConfig } from '@onepair/contract';
import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

export const clientConfigQueryKey = ['config'] as const;

export function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiClient.get<ClientConfig>('/api/config/', { signal });
}

/** The request started by prefetchClientConfig, until the query takes it over. */
let early: { request: Promise<ClientConfig>; startedAt: number } | undefined;
/** The query has run: it holds the settings, and a request ahead of it would go unused. */
let queried = false;
/** An early answer older than this is not taken: the query asks afresh. */
const EARLY_ANSWER_KEPT_MS = 10_000;

/**
 * Starts the request before any component asks for it: the /map route does so as it starts
 * downloading its code, because the map's first tiles wait for the tile address (router.tsx).
 * The first run of the query takes this request's answer instead of asking again. Nothing is
 * started once the query has run, and a request that failed is dropped, so a later query asks
 * again rather than reporting an old failure.
 */
export function prefetchClientConfig(): void {
  if (queried || early) return;
  const request = getClientConfig();
  early = { request, startedAt: Date.now() };
  request.catch(() => {
    if (early?.request === request) early = undefined;
  });
}

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: ({ signal }) => {
      queried = true;
      const prefetched = early && Date.now() - early.startedAt < EARLY_ANSWER_KEPT_MS ? early.request : undefined;
      early = undefined;
      return prefetched ?? getClientConfig(signal);
    },
    staleTime: Infinity,
    retry: false,
  });
}
