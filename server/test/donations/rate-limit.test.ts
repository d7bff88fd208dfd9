/**
 * DONATION_RATE_LIMIT: donations one signed-in user may start a minute (default 20, 0 = off),
 * counted in the database per user, so every instance shares it. Over it, a donation or a
 * checkout is DRF's 429 with Retry-After, as the sign-in limit answers, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, logInAdmin, rowCount, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

const LIMIT = 3;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ donationRateLimit: LIMIT });
  off = await createTestApp({ donationRateLimit: 0 });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

/** The count is per minute of the clock: a test starting in a minute's last seconds waits for the next one. */
async function freshMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const donate = (app: TestApp, who: SignedInUser, by: SignedInUser = who) =>
  app.app.inject({ method: 'POST', url: '/api/donation/', headers: by.auth, payload: { amount: 1, region: 2, donator: who.donatorId } });

describe('DONATION_RATE_LIMIT', () => {
  it('is 20 a minute unless set, may be 0 (off), and a bad value stops the start naming it', () => {
    expect(loadConfig({}).donationRateLimit).toBe(20);
    expect(loadConfig({ DONATION_RATE_LIMIT: '0' }).donationRateLimit).toBe(0);
    expect(loadConfig({ DONATION_RATE_LIMIT: '500' }).donationRateLimit).toBe(500);
    for (const bad of ['-1', 'twenty', '2.5', '']) {
      expect(() => loadConfig({ DONATION_RATE_LIMIT: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DONATION_RATE_LIMIT: bad })).toThrow(/^DONATION_RATE_LIMIT must be a whole number from 0 to/);
    }
  });

  it('answers 429 with Retry-After past the limit, storing nothing, and counts each user apart', async () => {
    await freshMinute();
    const donor = await signUpAndLogIn(t.app, 'eager');
    const other = await signUpAndLogIn(t.app, 'calm');
    for (let i = 0; i < LIMIT; i++) expect((await donate(t, donor)).statusCode).toBe(201);
    const stored = await rowCount(t, 'donations');
    const refused = await donate(t, donor);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ detail: `Request was throttled. Expected available in ${seconds} seconds.` });
    expect(await rowCount(t, 'donations')).toBe(stored);
    // Another donor is not held back by the first.
    expect((await donate(t, other)).statusCode).toBe(201);
    // Kept in the database, where every instance reads it.
    const bucket = await t.db.kysely
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', `donation:user:${donor.id}`)
      .executeTakeFirst();
    expect(Number(bucket?.hits)).toBe(LIMIT + 1);
  });

  it('limits starting checkouts with the donations', async () => {
    await freshMinute();
    const donor = await signUpAndLogIn(t.app, 'checkout');
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/checkout/',
        headers: donor.auth,
        payload: { amount: 5, region: 1, donator: donor.donatorId },
      });
    // With no payment provider a checkout is a 409, but it counts against the limit all the same.
    for (let i = 0; i < LIMIT; i++) expect((await checkout()).statusCode).toBe(409);
    expect((await checkout()).statusCode).toBe(429);
    expect((await donate(t, donor)).statusCode).toBe(429);
  });

  it('applies to staff recording gifts as to anyone', async () => {
    await freshMinute();
    const staff = await logInAdmin(t.app);
    const donor = await signUpAndLogIn(t.app, 'cheques');
    for (let i = 0; i < LIMIT; i++) expect((await donate(t, donor, staff)).statusCode).toBe(201);
    expect((await donate(t, donor, staff)).statusCode).toBe(429);
  });

  it('switched off with 0: any number of donations go through', async () => {
    const donor = await signUpAndLogIn(off.app, 'unlimited');
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push((await donate(off, donor)).statusCode);
    expect(answers).toEqual(Array(25).fill(201));
  });
});
