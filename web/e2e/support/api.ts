/** Direct API calls for test set-up (creating users faster than through the screens). */
import type { Language, User } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { adminCredentials, baseURL } from './server';

/** A JSON body is sent as JSON; a FormData as multipart/form-data (a prescription upload). */
export type ApiRequest = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; body: T }>;

let counter = 0;
/** A username no other test run uses: letters, digits and underscores only. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
}

export interface TestUser {
  username: string;
  email: string;
  password: string;
  token: string;
  user: User;
}

/** The set-up calls, against one of the servers of support/server.ts. */
export interface Api {
  request: ApiRequest;
  /** Signs up and logs in a new user; a donator unless it applies as a donatee. */
  createUser: (prefix?: string, options?: { language?: Language }) => Promise<TestUser>;
  /** Logs in as the staff user the server seeded, and returns the token. */
  staffToken: () => Promise<string>;
}

export function apiAt(server: string): Api {
  const request: ApiRequest = async <T>(method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Token ${token}`;
    const payload = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
    const response = await fetch(`${server}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };

  async function login(username: string, password: string): Promise<string> {
    const answer = await request<{ auth_token: string }>('POST', '/auth/token/login/', { username, password });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.auth_token;
  }

  return {
    request,
    async createUser(prefix = 'user', { language }: { language?: Language } = {}) {
      const username = uniqueName(prefix);
      const email = `${username}@example.org`;
      const password = 'Correct-Horse-42!';
      const created = await request('POST', '/auth/users/', { username, email, password, ...(language ? { language } : {}) });
      if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
      const token = await login(username, password);
      const me = await request<User>('GET', '/auth/users/me/', undefined, token);
      return { username, email, password, token, user: me.body };
    },
    staffToken: () => login(adminCredentials.username, adminCredentials.password),
  };
}

const mainServer = apiAt(baseURL);
/** A call to the main server's API (the one with automatic review). */
export const apiRequest: ApiRequest = mainServer.request;
/** Signs up and logs in a new user on the main server; a donator unless it applies as a donatee. */
export const createUser = mainServer.createUser;
/** Logs in on the main server as the staff user it seeded, and returns the token. */
export const staffToken = mainServer.staffToken;

/**
 * Starts a page signed in as `token`: stores it where the session reads it and reloads. The
 * page's base URL (the test's `baseURL` option) picks the server.
 */
export async function signInWithToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
}
