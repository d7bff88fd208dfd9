import type { LoginBody, LoginResponse } from '@onepair/contract';

import { apiClient } from '@/lib/api-client';

export function loginWithPassword(body: LoginBody): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('/auth/token/login/', body, { anonymous: true });
}
