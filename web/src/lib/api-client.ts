/**
 * The one typed API client: the base URL, the `Token` header and the decoding of the API's error
 * shapes (Django REST Framework's, see docs/api.md) live here and nowhere else.
 */
import { INVALID_TOKEN, SPANISH_INVALID_TOKEN, TOKEN_STORAGE_KEY } from '@onepair/contract';

import { requestFailureMessage, serverUnreachableMessage } from '@/components/ui/texts';

import { pageLanguage } from './page-language';

/** Same origin: the server serves the app and the API; Vite proxies the API in development. */
export const API_BASE_URL = '';

export type FieldErrorMap = Record<string, string[]>;

/** A non-2xx answer (or a network failure, with status 0). `body` is the decoded reply. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? describeError(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The session token, read fresh on every call so that a login elsewhere is seen at once. */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private modes); the session then lasts one page view.
  }
}

const endedTokenListeners = new Set<() => void>();

/**
 * Calls `listener` when the stored token stops working: the server refused it (signed out on
 * another page, or the user was removed) or a logout call ended it (the API explorer makes
 * one). The session ends here too. Returns the unsubscribe function.
 */
export function onStoredTokenEnded(listener: () => void): () => void {
  endedTokenListeners.add(listener);
  return () => endedTokenListeners.delete(listener);
}

/** Calls whose success ends the caller's own token: sign out, sign out everywhere, erase the account. */
const ENDING_CALLS = new Set(['POST /auth/token/logout/', 'POST /auth/token/logout_all/', 'DELETE /auth/users/me/']);

function tokenEnded(sentToken: string, response: Response, body: unknown, method: string, path: string): boolean {
  // Only the token still in use: a login elsewhere may already have replaced it.
  if (sentToken !== readStoredToken()) return false;
  if (response.ok) return ENDING_CALLS.has(`${method} ${path}`);
  // The refusal is in the page's language (the request's Accept-Language).
  return (
    (response.status === 401 || response.status === 403) &&
    isRecord(body) &&
    (body.detail === INVALID_TOKEN || body.detail === SPANISH_INVALID_TOKEN)
  );
}

export type RequestBody = Record<string, unknown> | unknown[] | FormData;

export interface RequestOptions {
  body?: RequestBody;
  signal?: AbortSignal;
  /** Send no Authorization header even when a token is stored (sign-up, login). */
  anonymous?: boolean;
  headers?: Record<string, string>;
  /**
   * Sent as `Idempotency-Key`: the server then does the request once however often it is sent
   * with this key, and answers a repeat with the first answer (docs/api.md, Idempotent donations).
   */
  idempotencyKey?: string;
}

/**
 * A fresh random key for {@link RequestOptions.idempotencyKey}: 32 hex characters. Built from
 * getRandomValues, which browsers offer on plain http too (randomUUID needs https).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  // The API writes its messages in the page's language, not the browser's: the page shows them beside its own words.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': pageLanguage(),
    ...options.headers,
  };
  const token = options.anonymous ? null : readStoredToken();
  if (token) headers.Authorization = `Token ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(0, null, serverUnreachableMessage());
  }
  const failure = response.ok ? undefined : await readBody(response);
  if (token && tokenEnded(token, response, failure, method, path)) {
    for (const listener of endedTokenListeners) listener();
  }
  if (!response.ok) throw new ApiError(response.status, failure);
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  const response = await send(method, path, options);
  return (await readBody(response)) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: RequestBody, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T = null>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** Any verb with the raw status, for the API explorer: never throws on an HTTP status. */
  async raw(method: string, path: string, options?: RequestOptions): Promise<{ status: number; ok: boolean; body: unknown }> {
    try {
      const response = await send(method, path, options);
      return { status: response.status, ok: true, body: await readBody(response) };
    } catch (error) {
      if (isApiError(error)) return { status: error.status, ok: false, body: error.body };
      throw error;
    }
  },
  /** A protected file (a prescription) as a Blob, fetched with the token header. */
  async blob(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob> {
    const response = await send('GET', path, { ...options, headers: { Accept: '*/*', ...options?.headers } });
    return response.blob();
  },
};

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(toMessages);
  if (isRecord(value)) return Object.values(value).flatMap(toMessages);
  return [];
}

function describeError(status: number, body: unknown): string {
  if (isRecord(body) && typeof body.detail === 'string') return body.detail;
  const messages = toMessages(body);
  if (messages.length && typeof body !== 'string') return messages.join(' ');
  return requestFailureMessage(status);
}
