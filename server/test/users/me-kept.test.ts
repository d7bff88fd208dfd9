/**
 * `users/me` is sent from a text kept until the database changes (src/lib/kept-json.ts; on
 * SQLite, db/sqlite-dialect.ts KeptReads; on PostgreSQL it is made every time): each caller gets
 * their own, the same bytes as a reply made afresh, and every change shows in the next reply.
 */
import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, useTestApp, type AppWithUsers, type SignedInUser } from '../helpers.js';

describe('users/me, kept until the database changes', () => {
  let f!: AppWithUsers;
  useTestApp((fixture) => (f = fixture));
  const me = (user: SignedInUser) => f.t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });

  it('gives each caller their own reply, read after read', async () => {
    const other = await signUpAndLogIn(f.t.app, 'kept');
    for (let round = 0; round < 3; round += 1) {
      for (const user of [f.user, other, f.staff]) {
        const reply = await me(user);
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toMatchObject({ id: user.id, username: user.username, account: { account_id: user.accountId } });
      }
    }
  });

  it('sends the same bytes and type again as the reply made afresh', async () => {
    const first = await me(f.user);
    const second = await me(f.user);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("shows the caller's own change, a donation and a staff decision in the next reply", async () => {
    const user = await signUpAndLogIn(f.t.app, 'changes');
    expect((await me(user)).json().account.city).toBe('');
    const patched = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${user.accountId}/`,
      headers: user.auth,
      payload: { city: 'Tucson' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await me(user)).json().account.city).toBe('Tucson');

    const donated = await f.t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: user.auth,
      payload: { amount: 7, region: 1, donator: user.donatorId },
    });
    expect(donated.statusCode).toBe(201);
    const afterGift = (await me(user)).json().account.donator;
    expect(afterGift.total_amount_donated).toBe(7);
    expect(afterGift.donations).toHaveLength(1);

    // Staff change another user's account: this user's kept reply is made again too.
    const byStaff = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${user.accountId}/`,
      headers: f.staff.auth,
      payload: { city: 'Mesa' },
    });
    expect(byStaff.statusCode).toBe(200);
    expect((await me(user)).json().account.city).toBe('Mesa');
  });

  it('refuses a token signed out since its last reply', async () => {
    const user = await signUpAndLogIn(f.t.app, 'signout');
    expect((await me(user)).statusCode).toBe(200);
    const signedOut = await f.t.app.inject({ method: 'POST', url: '/auth/token/logout/', headers: user.auth });
    expect(signedOut.statusCode).toBe(204);
    expect((await me(user)).statusCode).toBe(403);
  });
});
