import { describe, expect, it } from 'vitest';
import { MESSAGES, REGIONS } from '@onepair/contract';
import { type SignedInUser, type TestApp, useTestApp } from '../helpers.js';

let t: TestApp;
let user: SignedInUser;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, user, staff } = fixture));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const callers = () =>
  [
    ['a visitor', {}],
    ['a signed-in user', user.auth],
    ['staff', staff.auth],
  ] as const;

describe('GET /api/regions/', () => {
  it('lists the five regions with their map positions, for anyone', async () => {
    for (const [, headers] of callers()) {
      const response = await get('/api/regions/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REGIONS.map(({ id, name, lat, lon }) => ({ id, name, lat, lon })));
    }
  });
});

describe('GET /api/regions/:id/', () => {
  it('reads one region, for anyone', async () => {
    for (const [, headers] of callers()) {
      const response = await get('/api/regions/4/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 4, name: 'Southeast', lat: 29.9511, lon: -90.0715 });
    }
  });

  it('answers 404 for an unknown region and 400 for a malformed id', async () => {
    const missing = await get('/api/regions/6/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: MESSAGES.notFound });
    const malformed = await get('/api/regions/west/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('id');
  });

  it('has no writes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: method === 'POST' ? '/api/regions/' : '/api/regions/1/',
        headers: staff.auth,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
