import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers.js';
import { seedIfEmpty } from '../../src/db/seed.js';
import { fieldErrorsFromValidation } from '../../src/plugins/error-handler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
});
afterAll(() => t.close());

describe('the app', () => {
  it('GET /healthz answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends API replies the security headers that matter for them, with a policy that allows nothing', async () => {
    for (const url of ['/api/glasses/', '/auth/users/me/', '/api/no-such-thing/', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      // Plain HTTP: no HSTS (test/app/transport-security.test.ts has HTTPS).
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Headers for documents only are left off JSON.
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(response.headers['referrer-policy'], url).toBeUndefined();
    }
    // The API's documentation is a page: it keeps the headers for documents.
    for (const url of ['/api/docs/', '/api/doc%73/']) {
      const docs = await t.app.inject({ method: 'GET', url });
      expect(docs.headers['content-type'], url).toMatch(/^text\/html/);
      expect(docs.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(docs.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // An API route reached through an encoded path is still the API.
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/glasses/' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers unknown API paths with DRF 404', async () => {
    for (const url of ['/api/nothing/', '/auth/nothing/', '/media/999999', '/api/glasses/999999/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('publishes an OpenAPI document with every call of the specification', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/auth/token/login/', ['post']],
      ['/auth/token/logout/', ['post']],
      ['/auth/users/', ['post']],
      ['/auth/users/me/', ['get']],
      ['/api/users/', ['get', 'post']],
      ['/api/users/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/api/accounts/', ['get', 'post']],
      ['/api/accounts/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/api/donators/', ['get', 'post']],
      ['/api/donators/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/api/donatees/', ['get', 'post']],
      ['/api/donatees/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/api/glasses/', ['get', 'post']],
      ['/api/glasses/{id}/', ['get', 'put', 'patch', 'delete']],
      ['/api/donation/', ['get', 'post']],
      ['/api/regions/', ['get']],
      ['/api/stats/regions/', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[path] ?? {}), path).toEqual(expect.arrayContaining(methods));
    }
  });

  it('seeds once: a second seed leaves the data as it was', async () => {
    const count = async () =>
      (
        await t.db.kysely
          .selectFrom('glasses')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const result = await seedIfEmpty(t.db, { adminUsername: 'admin' });
    expect(result.seeded).toBe(false);
    expect(Number(await count())).toBe(before);
    expect(before).toBe(9);
    const donations = await t.db.kysely
      .selectFrom('donations')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(donations.n)).toBe(30);
  });
});

describe('serving the web app', () => {
  it('answers app paths with index.html and API paths with JSON 404', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'onepair-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OnePair</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
    const app = await buildApp({ config: { ...loadConfig({}), webDist: dist }, db: t.db, logger: false });
    try {
      for (const url of ['/', '/account', '/glasses/3', '/about/team/1']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<div id="root">');
      }
      expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
      expect((await app.inject({ method: 'GET', url: '/api/unknown/' })).json()).toEqual({ detail: 'Not found.' });
      expect((await app.inject({ method: 'POST', url: '/account' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('fieldErrorsFromValidation', () => {
  it('turns schema errors into DRF field errors, one message per field', () => {
    const errors = fieldErrorsFromValidation(
      [
        { keyword: 'required', instancePath: '', params: { missingProperty: 'amount' } },
        { keyword: 'type', instancePath: '/region', params: { type: 'integer' } },
        { keyword: 'type', instancePath: '/size', params: { type: 'number' } },
        { keyword: 'anyOf', instancePath: '/size', params: {} },
      ],
      'body',
    );
    expect(errors).toEqual({
      amount: ['This field is required.'],
      region: ['A valid integer is required.'],
      size: ['A valid number is required.'],
    });
  });

  it('reports a body that is not an object', () => {
    expect(fieldErrorsFromValidation([{ keyword: 'type', instancePath: '', params: { type: 'object' } }], 'body')).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got something else.'],
    });
  });
});
