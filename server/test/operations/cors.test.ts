import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

const ALLOWED = 'https://partner.example.org';
let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [ALLOWED, 'http://localhost:5173'] } });
  user = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

function preflight(origin: string, method: string, headers = 'authorization, content-type, idempotency-key') {
  return t.app.inject({
    method: 'OPTIONS',
    url: `/api/accounts/${user.accountId}/`,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}

describe('CORS with CORS_ORIGINS set', () => {
  it.each(['PATCH', 'PUT', 'DELETE', 'POST'])(
    'a preflight for %s from a listed origin allows it with the headers clients send',
    async (method) => {
      const response = await preflight(ALLOWED, method);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const methods = String(response.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']));
      const headers = String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      expect(headers).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']));
    },
  );

  it('a preflight from any other origin gets no CORS header at all', async () => {
    for (const method of ['PATCH', 'DELETE', 'GET']) {
      const response = await preflight('https://evil.example.com', method);
      const corsHeaders = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(corsHeaders, method).toEqual([]);
      expect(response.statusCode).toBe(404);
    }
  });

  it('the real call from a listed origin carries the allow-origin header; from another origin it does not', async () => {
    const patch = (origin: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/accounts/${user.accountId}/`,
        headers: { ...user.auth, origin },
        payload: { city: 'Portland' },
      });
    const allowed = await patch(ALLOWED);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-expose-headers']).toContain('Idempotent-Replayed');
    // The next page of the donations list is named in Link, which a page on another origin must read.
    expect(allowed.headers['access-control-expose-headers']).toContain('Link');

    const other = await patch('https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
