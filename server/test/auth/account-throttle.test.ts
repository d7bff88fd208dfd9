import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let victim: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  victim = await signUpAndLogIn(t.app, 'victim');
});
afterAll(() => t.close());

function signIn(username: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/auth/token/login/', remoteAddress, payload: { username, password } });
}

describe('sign-in throttling per account', { timeout: 120_000 }, () => {
  it('after 10 failures for a username, throttles that username from the addresses that failed, not from others', async () => {
    // Failures count in fixed 15-minute windows: start just after a boundary if one is near, so
    // that the guesses below all fall in one window.
    const WINDOW_MS = 15 * 60 * 1000;
    const untilBoundary = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (untilBoundary < 60_000) await new Promise((resolve) => setTimeout(resolve, untilBoundary + 100));
    const statuses = [];
    // The attacker spreads the guesses over two addresses.
    for (let i = 0; i < 10; i++) statuses.push((await signIn(victim.username, `guess ${i}`, i % 2 ? '10.7.0.1' : '10.7.0.2')).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));

    for (const address of ['10.7.0.1', '10.7.0.2']) {
      const throttled = await signIn(victim.username.toUpperCase(), victim.password, address);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
      const retryAfter = Number(throttled.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }

    // The owner, from an address that has not failed, still signs in.
    expect((await signIn(victim.username, victim.password, '10.7.0.9')).statusCode).toBe(200);
    // The attacker's addresses may still sign in to other accounts.
    const neighbour = await signUpAndLogIn(t.app, 'neighbour');
    expect((await signIn(neighbour.username, neighbour.password, '10.7.0.1')).statusCode).toBe(200);
  });

  it('lets an address that failed a few times sign in below the limit', async () => {
    const user = await signUpAndLogIn(t.app, 'typo');
    for (let i = 0; i < 3; i++) expect((await signIn(user.username, 'typo', '10.7.1.1')).statusCode).toBe(400);
    expect((await signIn(user.username, user.password, '10.7.1.1')).statusCode).toBe(200);
  });

  it('counts failures without storing the username', async () => {
    const buckets = (await t.db.kysely.selectFrom('rate_limits').select('bucket').execute()).map((row) => row.bucket);
    expect(buckets.some((bucket) => bucket.startsWith('login-fail:'))).toBe(true);
    expect(buckets.some((bucket) => bucket.includes(victim.username))).toBe(false);
  });
});
