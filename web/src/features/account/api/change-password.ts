import type { SetPasswordBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Changes the password; the user's other sessions end, this one stays. */
export function changePassword(body: SetPasswordBody): Promise<null> {
  return apiClient.post<null>('/auth/users/set_password/', body);
}
