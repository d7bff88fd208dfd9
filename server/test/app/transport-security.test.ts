/**
 * Strict-Transport-Security goes only on replies that travel over HTTPS: the connection's own,
 * or the one a trusted proxy names in X-Forwarded-Proto (TRUST_PROXY). Pages and API replies alike.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
let dist: string;
let behindProxy: FastifyInstance;
let direct: FastifyInstance;
/** Trusts a proxy that is not the one these requests come from. */
let elsewhere: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(path.join(tmpdir(), 'onepair-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>OnePair</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  const build = (trustProxy: Config['trustProxy']) =>
    buildApp({ config: { ...loadConfig({}), webDist: dist, trustProxy }, db: t.db, logger: false });
  behindProxy = await build(['127.0.0.1']);
  direct = await build(false);
  elsewhere = await build(['10.0.0.1']);
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
  await elsewhere.close();
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const PAGES = ['/', '/account', '/robots.txt', '/api/docs/'];
const API = ['/api/glasses/', '/auth/users/me/', '/api/no-such-thing/', '/healthz'];

describe('Strict-Transport-Security', () => {
  it('is sent on pages and API replies that came over HTTPS through a trusted proxy', async () => {
    for (const url of [...PAGES, ...API]) {
      const response = await behindProxy.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
  });

  it('is left off replies over plain HTTP', async () => {
    for (const app of [behindProxy, direct]) {
      for (const url of [...PAGES, ...API]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
        const plain = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      }
    }
  });

  it('is left off when a client that is no trusted proxy claims HTTPS', async () => {
    for (const app of [direct, elsewhere]) {
      for (const url of [...PAGES, ...API]) {
        const response = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
    }
  });

  it('leaves the other security headers as they were, over either protocol', async () => {
    for (const proto of ['http', 'https']) {
      const page = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': proto } });
      expect(page.headers['content-security-policy'], proto).toContain("default-src 'self'");
      expect(page.headers['x-content-type-options'], proto).toBe('nosniff');
      const api = await behindProxy.inject({ method: 'GET', url: '/api/glasses/', headers: { 'x-forwarded-proto': proto } });
      expect(api.headers['content-security-policy'], proto).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers['x-frame-options'], proto).toBe('SAMEORIGIN');
    }
  });
});
