/**
 * Private JSON is never kept by a browser or a shared cache: every API reply is
 * `Cache-Control: no-store` unless its route sets a policy of its own (public catalogue images).
 * The routes are read from the app's route tree, so a route added later is covered too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { fillParams, servedRoutes } from '../route-tree.js';

let t: TestApp;
let user: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogIn(t.app, 'private');
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

/** `no-store`, alone or with `private` (receipts and exports say both). */
const NO_STORE = /^(private, )?no-store$/;
const API_PREFIXES = ['/api/', '/auth/', '/healthz', '/readyz'];
/** Routes that choose their own Cache-Control: stored files (private ones choose no-store). */
const OWN_POLICY = ['/media/'];
/** Ends the caller's session: called last, with a caller of their own. */
const SIGNS_OUT = ['/auth/token/logout/', '/auth/token/logout_all/', '/auth/users/me/'];

/** The caller's own record where a route names one, so reads reach their 200 and not only refusals. */
function idsOf(who: SignedInUser, path: string) {
  return (name: string) => {
    if (name === 'year') return new Date().getUTCFullYear();
    if (name !== 'id') return 1;
    if (path.startsWith('/api/users/')) return who.id;
    if (path.startsWith('/api/accounts/')) return who.accountId;
    if (path.startsWith('/api/donators/')) return who.donatorId;
    if (path.startsWith('/api/donatees/')) return who.donateeId;
    return 1;
  };
}

function api() {
  return servedRoutes(t.app, API_PREFIXES).filter((route) => !route.path.startsWith('/api/docs'));
}

describe('Cache-Control on API replies', () => {
  it('is no-store on every reply of every API route, read or write, for a user, staff and a visitor', async () => {
    const routes = api();
    expect(routes.length).toBeGreaterThan(60);
    const seen: string[] = [];
    for (const route of routes) {
      const writes = route.method !== 'GET';
      if (writes && SIGNS_OUT.includes(route.path)) continue;
      for (const who of writes ? [user, undefined] : [user, staff, undefined]) {
        const url = fillParams(route.path, idsOf(who ?? user, route.path));
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: who?.auth ?? {},
          // A write as a plain user with an empty body: refused or invalid, so nothing changes.
          ...(writes ? { payload: {} } : {}),
        });
        const label = `${route.method} ${url} as ${who === staff ? 'staff' : who ? 'a user' : 'a visitor'}: ${response.statusCode}`;
        expect(response.headers['cache-control'], label).toMatch(NO_STORE);
        seen.push(label);
      }
    }
    // The reads that matter most reached their private answers, not only refusals.
    for (const read of ['GET /auth/users/me/ as a user: 200', `GET /api/donatees/${user.donateeId}/ as a user: 200`]) {
      expect(seen).toContain(read);
    }
    expect(seen).toContain('GET /api/staff/users/ as staff: 200');
  });

  it('is no-store when a session ends, and on the sign-in that hands out a token', async () => {
    const leaving = await signUpAndLogIn(t.app, 'leaving');
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { username: leaving.username, password: leaving.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toMatch(NO_STORE);
    for (const path of SIGNS_OUT) {
      const method = path === '/auth/users/me/' ? 'DELETE' : 'POST';
      const response = await t.app.inject({ method, url: path, headers: leaving.auth, payload: {} });
      expect(response.headers['cache-control'], `${method} ${path}: ${response.statusCode}`).toMatch(NO_STORE);
    }
  });

  it('leaves stored files their own policy: public images kept, prescriptions never', async () => {
    const routes = servedRoutes(t.app, OWN_POLICY);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /media/:id', 'GET /media/:id/:filename']);
    const item = (await t.app.inject({ method: 'GET', url: '/api/glasses/' })).json()[0] as { image: string };
    const image = await t.app.inject({ method: 'GET', url: new URL(item.image, 'http://localhost').pathname, headers: user.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const missing = await t.app.inject({ method: 'GET', url: '/media/999999', headers: user.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
