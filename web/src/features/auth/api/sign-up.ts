import type { SignUpBody, SignUpResponse } from '@onepair/contract';
import { useMutation } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { pageLanguage } from '@/lib/page-language';

/** POST /auth/users/: 201 with the new user's id; 400 with the fields' messages. The page's language becomes the account's. */
export function signUp(body: SignUpBody): Promise<SignUpResponse> {
  return apiClient.post<SignUpResponse>('/auth/users/', { ...body, language: body.language ?? pageLanguage() }, { anonymous: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
