/**
 * How the built web app and the API's JSON go out: precompressed files, their caching, the
 * single-page app's index.html, robots.txt and compressed JSON (docs/operations.md, Caching and
 * compression).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { COMPRESS_THRESHOLD } from '../../src/plugins/web-app.js';
import { createTestApp, type TestApp } from '../helpers.js';

const INDEX_HTML = '<!doctype html><html lang="en"><head><title>OnePair</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const text = ${JSON.stringify('glasses '.repeat(400))};`;
const ROBOTS = 'User-agent: *\nAllow: /\n';

/** A web build as the build leaves it: hashed assets, index.html and each text file's .br and .gz. */
function writeBuild(dist: string): void {
  mkdirSync(path.join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-AbC123.js': SCRIPT,
    'robots.txt': ROBOTS,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
}

let t: TestApp;
let dist: string;
let web: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
  dist = mkdtempSync(path.join(tmpdir(), 'onepair-web-'));
  writeBuild(dist);
  web = await buildApp({ config: { ...loadConfig({}), webDist: dist }, db: t.db, logger: false });
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web build', () => {
  it('sends hashed assets as they are to a client that accepts no encoding, cached for a year', async () => {
    const response = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the brotli copy to a browser that accepts it, and gzip to one that accepts only gzip', async () => {
    const br = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await web.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the app's pages helmet's security headers with the app's own policy", async () => {
    for (const url of ['/', '/map', '/robots.txt']) {
      const page = await web.inject({ method: 'GET', url });
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(page.headers['content-security-policy'], url).toContain('tile.openstreetmap.org');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('has index.html revalidated on every visit, at any app path, compressed when accepted', async () => {
    for (const url of ['/map', '/about/team/1', '/index.html']) {
      const page = await web.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers.etag, url).toBeTruthy();
      expect(page.body, url).toBe(INDEX_HTML);
    }
    const compressed = await web.inject({ method: 'GET', url: '/map', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers a revalidation of an unchanged index.html with 304, at / and at an app path', async () => {
    for (const url of ['/', '/map']) {
      const first = await web.inject({ method: 'GET', url });
      const again = await web.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it('sends the home page with the catalogue as /api/glasses/ answers it and a preload of its first image', async () => {
    const catalogue = (await web.inject({ method: 'GET', url: '/api/glasses/' })).json<Array<{ image: string }>>();
    expect(catalogue.length).toBeGreaterThan(0);
    const page = await web.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${catalogue[0]!.image}" fetchpriority="high">`);
    const data = /<script type="application\/json" id="onepair-catalogue">(.*?)<\/script><\/body>/.exec(page.body);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![1]!)).toEqual(catalogue);
    // The rest of the page is the build's.
    expect(page.body.replace(data![0]!, '</body>').replace(/<link rel="preload"[^>]*>/, '')).toBe(INDEX_HTML);

    const compressed = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
  });

  it('gives the home page a new ETag when the catalogue changes', async () => {
    const before = await web.inject({ method: 'GET', url: '/' });
    web.catalogue.invalidate();
    const items = await web.catalogue.list();
    const changed = [{ ...items[0]!, name: 'Renamed </script><script>alert(1)</script>' }, ...items.slice(1)];
    const original = web.catalogue.list.bind(web.catalogue);
    web.catalogue.list = () => Promise.resolve(changed);
    const after = await web.inject({ method: 'GET', url: '/' }).finally(() => {
      web.catalogue.list = original;
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A name cannot close the data block: its `<` is escaped, and the JSON still reads back.
    expect(after.body.match(/<\/script>/g)).toHaveLength(1);
    const data = /id="onepair-catalogue">(.*?)<\/script>/.exec(after.body);
    expect(JSON.parse(data![1]!)[0].name).toBe('Renamed </script><script>alert(1)</script>');
  });

  it('serves robots.txt as text, not the app, cached for a day', async () => {
    const response = await web.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(ROBOTS);
  });

  it('still answers unknown API paths and other methods with the JSON 404', async () => {
    expect((await web.inject({ method: 'GET', url: '/api/unknown/' })).json()).toEqual({ detail: 'Not found.' });
    expect((await web.inject({ method: 'POST', url: '/map' })).statusCode).toBe(404);
  });
});

describe('compressed JSON', () => {
  it('compresses a large reply when the client asks, with the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/glasses/' });
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/glasses/', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('sends JSON as it is to a client that sends no Accept-Encoding, as the load generator does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/glasses/' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });

  it('leaves a small reply uncompressed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(response.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
