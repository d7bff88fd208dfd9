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

/** A stored file served with its type, nosniff, a locked-down CSP, no referrer and the given caching and sharing. */
function expectServed(response: LightMyRequestResponse, expected: { type: string; cache: string; resourcePolicy: string }): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(expected.type);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['content-security-policy']).toContain('sandbox');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cache-control']).toBe(expected.cache);
  expect(response.headers['cross-origin-resource-policy']).toBe(expected.resourcePolicy);
}

async function seededImageUrl(): Promise<string> {
  const list = (await get('/api/glasses/')).json();
  return list[0].image;
}

describe('GET /media/:id (public catalogue images)', () => {
  it('serves a seeded SVG to anyone, with its type, nosniff, a locked-down CSP, and for a year at its versioned address', async () => {
    const url = await seededImageUrl();
    expect(url).toMatch(/^\/media\/\d+\?v=[0-9a-f]{16}$/);
    const response = await get(url);
    expectServed(response, { type: 'image/svg+xml', cache: 'public, max-age=31536000, immutable', resourcePolicy: 'cross-origin' });
    expect(response.body).toContain('<svg');
    // The version is the start of the file's SHA-256, which the ETag carries whole.
    expect(String(response.headers.etag)).toContain(new URL(url, 'http://x').searchParams.get('v')!);
  });

  it('keeps a plain address a day, and answers a version that does not match the bytes with no-cache', async () => {
    const url = await seededImageUrl();
    const plain = url.split('?')[0]!;
    expect((await get(plain)).headers['cache-control']).toBe('public, max-age=86400');
    for (const version of ['0000000000000000', 'abc', '']) {
      const response = await get(`${plain}?v=${version}`);
      expect(response.statusCode, version).toBe(200);
      expect(response.headers['cache-control'], version).toBe('no-cache');
    }
    // A file stored later under the next id, as after a restore from an older backup: its own
    // version differs from what an old address would name.
    const id = await insertMedia(t.db.kysely, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
      contentType: 'image/svg+xml',
      filename: 'other.svg',
      ownerUserId: null,
      isPrivate: false,
    });
    const stale = new URL(url, 'http://x').searchParams.get('v');
    expect((await get(`/media/${id}?v=${stale}`)).headers['cache-control']).toBe('no-cache');
  });

  it('tolerates a trailing file name', async () => {
    const [path, query] = (await seededImageUrl()).split('?');
    const response = await get(`${path}/frames.svg?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
