import type { SignUpBody, SignUpResponse } from '@onepair/contract';
import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** POST /auth/users/: 201 with the new user's id; 400 with the fields' messages. */
export function signUp(body: SignUpBody): Promise<SignUpResponse> {
  return apiClient.post<SignUpResponse>('/auth/users/', body, { anonymous: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
