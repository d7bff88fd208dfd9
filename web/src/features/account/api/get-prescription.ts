import { apiClient } from '@/lib/api-client';

/**
 * The owner's prescription file. It is private, so it is fetched with the token header and
 * opened from a local object address rather than linked directly.
 */
export function getPrescription(address: string): Promise<Blob> {
  const url = new URL(address, window.location.origin);
  const path = url.origin === window.location.origin ? `${url.pathname}${url.search}` : address;
  return apiClient.blob(path);
}
