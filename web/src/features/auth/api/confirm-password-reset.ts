import type { ResetPasswordConfirmBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Sets a new password with the reset link's uid and token; every session of the user ends. */
export function confirmPasswordReset(body: ResetPasswordConfirmBody): Promise<null> {
  return apiClient.post<null>('/auth/users/reset_password_confirm/', body, { anonymous: true });
}
