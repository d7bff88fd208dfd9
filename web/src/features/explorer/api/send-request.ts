import { apiClient, type RequestBody } from '@/lib/api-client';

import type { HttpMethod } from '../lib/endpoints';

export interface ExplorerResponse {
  /** 0 when no answer came back. */
  status: number;
  body: unknown;
}

/** Sends one explorer request through the app's API client and returns the status and body, never throwing for HTTP errors. */
export async function sendExplorerRequest(method: HttpMethod, path: string, body: unknown): Promise<ExplorerResponse> {
  try {
    const result = await apiClient.raw(method, path, body === undefined ? undefined : { body: body as RequestBody });
    return { status: result.status, body: result.body };
  } catch (error) {
    return { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
}
