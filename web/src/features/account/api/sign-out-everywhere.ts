import { apiClient } from '@/lib/api-client';

/** Ends every session of the user, this one too (the client then forgets its token). */
export function signOutEverywhere(): Promise<null> {
  return apiClient.post<null>('/auth/token/logout_all/');
}
