import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { INVALID_PASSWORD } from '../../src/users/password-service.js';
import { MAX_FAILURES, WINDOW_MS } from '../../src/auth/login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Failures count in fixed windows: start just after a boundary if one is near, so that the
  // guesses below all fall in one window.
  const untilBoundary = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (untilBoundary < 60_000) await new Promise((resolve) => setTimeout(resolve, untilBoundary + 100));
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase 42';

function setPassword(who: SignedInUser, currentPassword: string, remoteAddress = '10.9.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/users/set_password/',
    headers: who.auth,
    remoteAddress,
    payload: { current_password: currentPassword, new_password: NEW_PASSWORD },
  });
}

describe("the current-password check is throttled like sign-in's", { timeout: 120_000 }, () => {
  it('after 10 wrong guesses the session that made them gets a 429, whatever address it comes from; the owner elsewhere does not', async () => {
    const owner = await signUpAndLogIn(t.app, 'owner');
    const thief = { ...owner };
    const otherDevice = await logIn(t.app, owner.username, owner.password);

    for (let i = 0; i < MAX_FAILURES; i++) {
      const guess = await setPassword(thief, `guess number ${i}`, `10.9.1.${i}`);
      expect(guess.statusCode).toBe(400);
      expect(guess.json()).toEqual({ current_password: [INVALID_PASSWORD] });
    }
    // Even the right password now gets nowhere from the session that guessed, from a new address too.
    const throttled = await setPassword(thief, owner.password, '10.9.2.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // Erasing the account asks for the same password and shares the count.
    const erase = await t.app.inject({
      method: 'DELETE',
      url: '/auth/users/me/',
      headers: thief.auth,
      payload: { current_password: owner.password },
    });
    expect(erase.statusCode).toBe(429);

    // The owner's other session has not guessed: it still changes the password.
    expect((await setPassword(otherDevice, owner.password)).statusCode).toBe(204);
  });

  it('a few mistakes below the limit do not stop the owner', async () => {
    const user = await signUpAndLogIn(t.app, 'typo');
    for (let i = 0; i < 3; i++) expect((await setPassword(user, 'a typo')).statusCode).toBe(400);
    expect((await setPassword(user, user.password)).statusCode).toBe(204);
  });

  it('keeps the counts in the database, without the username', async () => {
    const buckets = (await t.db.kysely.selectFrom('rate_limits').select('bucket').execute()).map((row) => row.bucket);
    expect(buckets.some((bucket) => bucket.startsWith('password-fail:'))).toBe(true);
    expect(buckets.some((bucket) => /owner|typo/.test(bucket))).toBe(false);
  });
});
