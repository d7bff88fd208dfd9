import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { MAX_TOKENS_PER_USER } from '../../src/users/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const me = (who: SignedInUser, app = t.app) => app.inject({ method: 'GET', url: '/auth/users/me/', headers: who.auth });

/** Dates the token back to a sign-in `days` ago that has been in use ever since. */
async function signedInDaysAgo(who: SignedInUser, days: number, db = t.db): Promise<void> {
  await db.kysely
    .updateTable('auth_tokens')
    .set({ created_at: daysAgo(days), last_used_at: daysAgo(0) })
    .where('user_id', '=', who.id)
    .execute();
}

describe('a token ends at its maximum age, however often it is used', () => {
  it('works up to TOKEN_MAX_AGE_DAYS (90 by default) and is then refused like an invalid token', async () => {
    const user = await signUpAndLogIn(t.app, 'busy');
    await signedInDaysAgo(user, 89);
    expect((await me(user)).statusCode).toBe(200);
    await signedInDaysAgo(user, 91);
    const expired = await me(user);
    const invalid = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { authorization: `Token ${'0'.repeat(40)}` } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual(invalid.json());
    expect(expired.json()).toEqual({ detail: 'Invalid token.' });
    // Signing in again gives a working token.
    expect((await me(await logIn(t.app, user.username, user.password))).statusCode).toBe(200);
  });

  it('follows TOKEN_MAX_AGE_DAYS', async () => {
    const short = await createTestApp({ config: { tokenMaxAgeDays: 5 } });
    try {
      const user = await signUpAndLogIn(short.app, 'short');
      await signedInDaysAgo(user, 4, short.db);
      expect((await me(user, short.app)).statusCode).toBe(200);
      await signedInDaysAgo(user, 6, short.db);
      expect((await me(user, short.app)).statusCode).toBe(403);
    } finally {
      await short.close();
    }
  });
});

describe('tokens per user', () => {
  it(`keeps the newest ${MAX_TOKENS_PER_USER}: a further sign-in ends the oldest session`, { timeout: 60_000 }, async () => {
    const first = await signUpAndLogIn(t.app, 'many');
    const sessions = [first];
    for (let i = 1; i < MAX_TOKENS_PER_USER + 2; i++) sessions.push(await logIn(t.app, first.username, first.password));
    const stored = await t.db.kysely.selectFrom('auth_tokens').select('key_hash').where('user_id', '=', first.id).execute();
    expect(stored).toHaveLength(MAX_TOKENS_PER_USER);
    const statuses = [];
    for (const session of sessions) statuses.push((await me(session)).statusCode);
    expect(statuses).toEqual([403, 403, ...Array(MAX_TOKENS_PER_USER).fill(200)]);
  });

  it("another user's sign-ins do not touch this user's sessions", async () => {
    const mine = await signUpAndLogIn(t.app, 'mine');
    const other = await signUpAndLogIn(t.app, 'other');
    for (let i = 0; i < MAX_TOKENS_PER_USER + 1; i++) await logIn(t.app, other.username, other.password);
    expect((await me(mine)).statusCode).toBe(200);
  });
});
