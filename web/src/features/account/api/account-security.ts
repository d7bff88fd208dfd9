import type { DeleteMeBody, SetPasswordBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Changes the password; the user's other sessions end, this one stays. */
export function changePassword(body: SetPasswordBody): Promise<null> {
  return apiClient.post<null>('/auth/users/set_password/', body);
}

/** Ends every session of the user, this one too (the client then forgets its token). */
export function signOutEverywhere(): Promise<null> {
  return apiClient.post<null>('/auth/token/logout_all/');
}

/** Erases the account; donations stay, without a name. The session ends. */
export function deleteAccount(body: DeleteMeBody): Promise<null> {
  return apiClient.delete<null>('/auth/users/me/', { body });
}

/** Everything stored about the user, as the JSON file the server offers for download. */
export function exportMyData(): Promise<Blob> {
  return apiClient.blob('/auth/users/me/export/', { headers: { Accept: 'application/json' } });
}
