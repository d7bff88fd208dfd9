import type { ResetPasswordBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Mails a reset link if a user has the address; the answer is the same 204 either way. */
export function requestPasswordReset(body: ResetPasswordBody): Promise<null> {
  return apiClient.post<null>('/auth/users/reset_password/', body, { anonymous: true });
}
