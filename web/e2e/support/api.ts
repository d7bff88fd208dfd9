/** Direct API calls for test set-up (creating users faster than through the screens). */
import type { User } from '@onepair/contract';
import type { Page } from '@playwright/test';

import { baseURL } from './server';

export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Token ${token}`;
  const response = await fetch(`${baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

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

/** Signs up and logs in a new user through the API; a donator unless it applies as a donatee. */
export async function createUser(prefix = 'user'): Promise<TestUser> {
  const username = uniqueName(prefix);
  const email = `${username}@example.org`;
  const password = 'Correct-Horse-42!';
  const created = await apiRequest('POST', '/auth/users/', { username, email, password });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await apiRequest<{ auth_token: string }>('POST', '/auth/token/login/', { username, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const me = await apiRequest<User>('GET', '/auth/users/me/', undefined, login.body.auth_token);
  return { username, email, password, token: login.body.auth_token, user: me.body };
}

/** Starts a page signed in as `token`: stores it where the session reads it and reloads. */
export async function signInWithToken(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.goto(path);
}
