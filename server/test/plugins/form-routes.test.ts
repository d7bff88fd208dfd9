/**
 * Forms (multipart/form-data) are read only by the routes that take a file; every other route
 * answers one with DRF's 415 (test/robustness/slow-uploads.test.ts shows it comes before the
 * body is read). The routes are read from the app's route tree, so a new route is covered too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, type SignedInUser, type TestApp } from '../helpers.js';
import { multipart } from '../multipart.js';
import { fillParams, servedRoutes } from '../route-tree.js';

let t: TestApp;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

/** The routes that take a file: a recipient's prescription (or a partner's client's), a catalogue item's image. */
const UPLOAD_ROUTES = [
  'PATCH /api/donatees/:id/',
  'POST /api/partners/:id/clients/',
  'PATCH /api/partners/:id/clients/:client_id/',
  'PUT /api/donatees/:id/',
  'POST /api/glasses/',
  // The same route: Fastify serves a prefix's root with and without its slash.
  'POST /api/glasses',
  'PATCH /api/glasses/:id/',
  'PUT /api/glasses/:id/',
  'POST /api/staff/glasses/',
  'PATCH /api/staff/glasses/:id/',
];

const routes = () => servedRoutes(t.app, ['/api/', '/auth/', '/media/', '/healthz', '/readyz']);

describe('forms', () => {
  it('are refused with DRF’s 415 by every route that takes no file, even from staff', async () => {
    const form = multipart({ username: 'someone', amount: '5' });
    // Every route that reads a body: a GET's is never read, whatever its type.
    const refusing = routes().filter((route) => route.method !== 'GET' && !UPLOAD_ROUTES.includes(`${route.method} ${route.path}`));
    expect(refusing.length).toBeGreaterThan(40);
    for (const route of refusing) {
      const url = fillParams(route.path, () => 1);
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...staff.auth, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(415);
      expect(response.json(), `${route.method} ${url}`).toEqual({
        detail: `Unsupported media type "${form.headers['content-type']}" in request.`,
      });
    }
  });

  it('are read by the routes that take a file, which say so in the API docs', async () => {
    const served = routes().map((route) => `${route.method} ${route.path}`);
    expect(served).toEqual(expect.arrayContaining(UPLOAD_ROUTES));
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, unknown> } }>
    >;
    for (const route of UPLOAD_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const documentedPath = path.replace(/:(\w+)/g, '{$1}').replace(/([^/])$/, '$1/');
      const documented = paths[documentedPath]?.[method.toLowerCase()];
      expect(Object.keys(documented?.requestBody?.content ?? {}), route).toContain('multipart/form-data');
      // A visitor is refused by who they are, not by the form: the route would read it.
      const form = multipart({ name: 'x' });
      const response = await t.app.inject({
        method: method as 'POST',
        url: fillParams(path, () => 1),
        headers: form.headers,
        payload: form.payload,
      });
      expect(response.statusCode, route).toBe(403);
    }
  });

  it('leave alone a request with no body, whatever type it names', async () => {
    const type = { 'content-type': 'multipart/form-data; boundary=x' };
    const read = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { ...staff.auth, ...type } });
    expect(read.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/auth/token/login/', headers: type });
    expect(login.statusCode).toBe(400);
  });

  it('refuses any other multipart type the same way, and JSON still reaches every route', async () => {
    for (const type of ['multipart/mixed; boundary=x', 'Multipart/Form-Data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/token/login/',
        headers: { 'content-type': type },
        payload: '--x--',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ detail: `Unsupported media type "${type}" in request.` });
    }
    const login = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username: 'nobody', password: 'wrong' } });
    expect(login.statusCode).toBe(400);
  });
});
