import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  /** The query string, with its `?` (empty without one). */
  search: string;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockHandler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with a tiny fake API: keys are 'METHOD /path/'. Unknown routes answer 404 like
 * the server. Returns the calls made, for assertions.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const call: ApiCall = {
      method,
      path: url.pathname,
      search: url.search,
      body,
      headers: { ...(init.headers as Record<string, string>) },
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: MockReply = !handler
      ? { status: 404, body: { detail: 'Not found.' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    const status = reply.status ?? 200;
    const text = reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body);
    return new Response(text, { status, headers: text ? { 'Content-Type': 'application/json' } : {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
