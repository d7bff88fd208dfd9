import type { DeleteMeBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Erases the account; donations stay, without a name. The session ends. */
export function deleteAccount(body: DeleteMeBody): Promise<null> {
  return apiClient.delete<null>('/auth/users/me/', { body });
}
