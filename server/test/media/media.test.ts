import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@onepair/contract';
import { insertMedia } from '../../src/media/repository.js';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { FILES } from '../multipart.js';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let staff: SignedInUser;
let privateId: number;
const pdf = FILES.pdf(300);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndLogIn(t.app, 'owner');
  other = await signUpAndLogIn(t.app, 'other');
  staff = await logInAdmin(t.app);
  privateId = await insertMedia(t.db.kysely, {
    bytes: pdf,
    contentType: 'application/pdf',
    filename: 'my prescription".pdf',
    ownerUserId: owner.id,
    isPrivate: true,
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A stored file served with its type, nosniff, a locked-down CSP and the given caching and sharing. */
function expectServed(response: LightMyRequestResponse, expected: { type: string; cache: string; resourcePolicy: string }): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(expected.type);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['content-security-policy']).toContain('sandbox');
  expect(response.headers['cache-control']).toBe(expected.cache);
  expect(response.headers['cross-origin-resource-policy']).toBe(expected.resourcePolicy);
}

async function seededImageUrl(): Promise<string> {
  const list = (await get('/api/glasses/')).json();
  return list[0].image;
}

describe('GET /media/:id (public catalogue images)', () => {
  it('serves a seeded SVG to anyone, with its type, nosniff, a locked-down CSP and a long cache', async () => {
    const url = await seededImageUrl();
    expect(url).toMatch(/^\/media\/\d+$/);
    const response = await get(url);
    expectServed(response, { type: 'image/svg+xml', cache: 'public, max-age=86400, immutable', resourcePolicy: 'cross-origin' });
    expect(response.body).toContain('<svg');
  });

  it('tolerates a trailing file name', async () => {
    const url = await seededImageUrl();
    const response = await get(`${url}/frames.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers a repeated request carrying the ETag with 304', async () => {
    const url = await seededImageUrl();
    const first = await get(url);
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('ignores a bad token on a public file', async () => {
    const response = await get(await seededImageUrl(), { authorization: 'Token 0000000000000000000000000000000000000000' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    expect((await get('/media/999999')).statusCode).toBe(404);
    expect((await get('/media/999999')).json()).toEqual({ detail: MESSAGES.notFound });
    const bad = await get('/media/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('GET /media/:id (private prescriptions)', () => {
  it('serves the file to its owner, uncached, with a safe file name', async () => {
    const response = await get(`/media/${privateId}`, owner.auth);
    expectServed(response, { type: 'application/pdf', cache: 'private, no-store', resourcePolicy: 'same-origin' });
    expect(response.headers['content-disposition']).toBe('inline; filename="my_prescription_.pdf"');
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('serves the file to staff', async () => {
    const response = await get(`/media/${privateId}/x.pdf`, staff.auth);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a visitor with 403', async () => {
    const response = await get(`/media/${privateId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.notAuthenticated });
  });

  it('refuses a bad token with 403', async () => {
    const response = await get(`/media/${privateId}`, { authorization: 'Token 0000000000000000000000000000000000000000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.invalidToken });
  });

  it('refuses another user with 403, also under a trailing file name', async () => {
    for (const url of [`/media/${privateId}`, `/media/${privateId}/x.pdf`]) {
      const response = await get(url, other.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: MESSAGES.permissionDenied });
    }
  });

  it('never answers 304 for a private file', async () => {
    const first = await get(`/media/${privateId}`, owner.auth);
    const again = await get(`/media/${privateId}`, { ...owner.auth, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(200);
  });
});
