import { apiClient } from '@/lib/api-client';

/** Ends the token on the server; the client forgets it whatever the answer. */
export function logoutToken(): Promise<null> {
  return apiClient.post<null>('/auth/token/logout/');
}
