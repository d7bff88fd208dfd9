/** Plain HTTP clients of a server running in a child process (see ../operations/processes.ts). */
import { expect } from 'vitest';

export interface Client {
  auth: { authorization: string };
  userId: number;
  accountId: number;
  donatorId: number;
  donateeId: number;
}

export function send(base: string, method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

export async function logIn(base: string, username: string, password: string): Promise<Client> {
  const login = await send(base, 'POST', '/auth/token/login/', { username, password });
  expect(login.status, await login.clone().text()).toBe(200);
  const auth = { authorization: `Token ${((await login.json()) as { auth_token: string }).auth_token}` };
  const me = (await (await send(base, 'GET', '/auth/users/me/', undefined, auth)).json()) as {
    id: number;
    account: { account_id: number; donator: { donator_id: number }; donatee: { donatee_id: number } };
  };
  return {
    auth,
    userId: me.id,
    accountId: me.account.account_id,
    donatorId: me.account.donator.donator_id,
    donateeId: me.account.donatee.donatee_id,
  };
}

export async function signUp(base: string, username: string): Promise<Client> {
  const password = 'a long robustness test password';
  const created = await send(base, 'POST', '/auth/users/', { username, email: `${username}@example.org`, password });
  expect(created.status, await created.clone().text()).toBe(201);
  return logIn(base, username, password);
}

/** Amounts compared in whole cents, as the server stores them. */
export const cents = (amount: number) => Math.round(amount * 100);
