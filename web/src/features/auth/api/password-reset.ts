import type { ResetPasswordBody, ResetPasswordConfirmBody } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

/** Mails a reset link if a user has the address; the answer is the same 204 either way. */
export function requestPasswordReset(body: ResetPasswordBody): Promise<null> {
  return apiClient.post<null>('/auth/users/reset_password/', body, { anonymous: true });
}

/** Sets a new password with the reset link's uid and token; every session of the user ends. */
export function confirmPasswordReset(body: ResetPasswordConfirmBody): Promise<null> {
  return apiClient.post<null>('/auth/users/reset_password_confirm/', body, { anonymous: true });
}
