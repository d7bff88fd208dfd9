import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { apiClient } from '@/lib/api-client';

/** The API path of a /media/ address, absolute or not: the file is fetched with the token. */
function apiPath(address: string): string {
  const url = new URL(address, window.location.origin);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : address;
}

/**
 * A private prescription as a local object address for <img> or <object>: fetched through the API
 * client with the token, released when the screen no longer shows it.
 */
export function usePrescriptionFile(address: string) {
  const query = useQuery({
    queryKey: ['staff', 'prescription', address],
    queryFn: ({ signal }) => apiClient.blob(apiPath(address), { signal }),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return { ...query, objectUrl };
}
