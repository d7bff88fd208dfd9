import { apiClient } from '@/lib/api-client';

/** Everything stored about the user, as the JSON file the server offers for download. */
export function exportMyData(): Promise<Blob> {
  return apiClient.blob('/auth/users/me/export/', { headers: { Accept: 'application/json' } });
}
