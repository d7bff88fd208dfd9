import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';

const LIMIT = 3;
let direct: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ loginRateLimit: LIMIT });
  behindProxy = await createTestApp({ loginRateLimit: LIMIT, trustProxy: 1 });
  // The limit counts in fixed one-minute windows: a run that crossed a minute between two
  // attempts started a fresh count and failed. The clock stands still inside one window.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await direct.close();
  await behindProxy.close();
});

function attempt(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/token/login/',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: 'nobody', password: 'wrong password' },
  });
}

describe('sign-in rate limit', () => {
  it('throttles a client address after the limit, counted in the database', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await attempt(direct, '10.9.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const throttled = await attempt(direct, '10.9.0.1');
    expect(throttled.json().detail).toMatch(/^Request was throttled\./);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await direct.db.kysely.selectFrom('rate_limits').selectAll().execute();
    expect(rows.some((row) => row.bucket === 'login:10.9.0.1' && row.hits >= LIMIT + 2)).toBe(true);
    // Another address has its own count.
    expect((await attempt(direct, '10.9.0.2')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick a fresh address', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await attempt(direct, '10.9.1.1', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('counts the forwarded client address behind a trusted proxy, and takes any length of it', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await attempt(behindProxy, '10.9.2.1', '198.51.100.7')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await attempt(behindProxy, '10.9.2.1', '198.51.100.8')).statusCode).toBe(400);
    expect((await attempt(behindProxy, '10.9.2.1', 'x'.repeat(500))).statusCode).toBe(400);
    const buckets = (await behindProxy.db.kysely.selectFrom('rate_limits').select('bucket').execute()).map((row) => row.bucket);
    expect(buckets).toContain('login:198.51.100.8');
    expect(buckets.every((bucket) => bucket.length <= 200)).toBe(true);
  });
});
