/**
 * People: the staff search and a person's page, and the access changes with their rules
 * (never on yourself, never the last active staff user, of two at once exactly one wins).
 * Deactivating ends the user's sessions at once and refuses their sign-in until reactivated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PEOPLE_MESSAGES, todayIsoDate } from '@onepair/contract';
import { ADMIN, createTestApp, logIn, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { newGlasses, recipient } from '../claims/helpers.js';
import { changeAccess } from '../../src/people/service.js';
import { changeUser, removeUser } from '../../src/users/service.js';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ config: { applicationReview: 'manual' } });
  admin = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);

const act = (who: SignedInUser, userId: number, action: string) => call('POST', `/api/staff/users/${userId}/${action}/`, who);

/** A new user made staff by the admin, signed in again so that the token is a staff one. */
async function newStaff(prefix = 'staffer'): Promise<SignedInUser> {
  const who = await signUpAndLogIn(t.app, prefix);
  expect((await act(admin, who.id, 'grant-staff')).statusCode).toBe(200);
  return who;
}

const auditOf = async (userId: number) =>
  (await call('GET', `/api/staff/audit/?target_type=user&target_id=${userId}`, admin)).json().results as any[];

describe('GET /api/staff/users/', () => {
  it('finds users by part of the username or e-mail, any case, a page at a time', async () => {
    const found = [await signUpAndLogIn(t.app, 'Findme'), await signUpAndLogIn(t.app, 'findme'), await signUpAndLogIn(t.app, 'findme')];
    await signUpAndLogIn(t.app, 'someoneelse');
    const first = (await call('GET', '/api/staff/users/?q=FINDME&limit=2', admin)).json();
    expect(first.results.map((row: any) => row.id)).toEqual(found.slice(0, 2).map((who) => who.id));
    expect(first.results[0]).toMatchObject({
      username: found[0]!.username,
      is_staff: false,
      is_active: true,
      date_joined: expect.any(String),
    });
    const second = (await call('GET', `/api/staff/users/?q=FINDME&limit=2&after=${first.next}`, admin)).json();
    expect(second).toEqual({ results: [expect.objectContaining({ id: found[2]!.id })], next: null });
    // The e-mail address is searched too (sign-up gives <username>@example.org).
    const byMail = (await call('GET', `/api/staff/users/?q=${encodeURIComponent(`${found[1]!.username}@EXAMPLE`)}`, admin)).json();
    expect(byMail.results.map((row: any) => row.id)).toEqual([found[1]!.id]);
  });

  it("takes LIKE's own characters literally and refuses a bad cursor", async () => {
    expect((await call('GET', '/api/staff/users/?q=%25', admin)).json().results).toEqual([]);
    expect((await call('GET', '/api/staff/users/?q=_', admin)).json().results.every((row: any) => row.username.includes('_'))).toBe(true);
    const bad = await call('GET', '/api/staff/users/?after=xyz', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('after');
  });
});

describe('GET /api/staff/users/{id}/', () => {
  it("shows the person's donations, application and claim", async () => {
    const who = await recipient(t.app, 'person');
    expect((await call('POST', `/api/staff/applications/${who.donateeId}/decision/`, admin, { decision: 'approve' })).statusCode).toBe(200);
    const glassesId = await newGlasses(t, 2);
    expect(
      (await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId })).statusCode,
    ).toBe(200);
    const donated = await call('POST', '/api/donation/', who, {
      amount: 25,
      region: 1,
      donator: who.donatorId,
      date: todayIsoDate(new Date()),
    });
    expect(donated.statusCode, donated.body).toBe(201);
    const person = await call('GET', `/api/staff/users/${who.id}/`, admin);
    expect(person.statusCode).toBe(200);
    expect(person.json()).toMatchObject({
      id: who.id,
      username: who.username,
      shipping_address: { city: 'Springfield' },
      application: { donatee_id: who.donateeId, status: 'approved' },
      claim: { glasses: glassesId, status: 'claimed' },
      donations: { count: 1, recent: [{ amount: 25, refunded_amount: 0, region: 1, date: todayIsoDate(new Date()), status: 'confirmed' }] },
    });
    expect((await call('GET', '/api/staff/users/999999/', admin)).statusCode).toBe(404);
  });
});

describe('access changes', () => {
  it('deactivating ends the open session at once and refuses sign-in; reactivating lets them sign in again', async () => {
    const who = await signUpAndLogIn(t.app, 'leaving');
    expect((await call('GET', '/auth/users/me/', who)).statusCode).toBe(200);
    const done = await act(admin, who.id, 'deactivate');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: who.id, is_active: false });
    const after = await call('GET', '/auth/users/me/', who);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ detail: MESSAGES.invalidToken });
    await expect(logIn(t.app, who.username, who.password)).rejects.toThrow(/login failed/);
    expect((await act(admin, who.id, 'deactivate')).json()).toEqual({ detail: PEOPLE_MESSAGES.alreadyInactive });

    expect((await act(admin, who.id, 'reactivate')).json()).toMatchObject({ is_active: true });
    // The old token stays dead: reactivating does not bring a session back.
    expect((await call('GET', '/auth/users/me/', who)).statusCode).toBe(403);
    const again = await logIn(t.app, who.username, who.password);
    expect((await call('GET', '/auth/users/me/', again)).statusCode).toBe(200);
    expect((await auditOf(who.id)).map((entry) => entry.action)).toEqual(['user.reactivate', 'user.deactivate']);
    expect((await auditOf(who.id))[1]).toMatchObject({ before: { is_active: true }, after: { is_active: false }, actor: admin.id });
  });

  it('grants and revokes staff; the new staff user may use the console and loses it again', async () => {
    const who = await signUpAndLogIn(t.app, 'promoted');
    expect((await call('GET', '/api/staff/users/', who)).statusCode).toBe(403);
    expect((await act(admin, who.id, 'grant-staff')).json()).toMatchObject({ is_staff: true });
    expect((await call('GET', '/api/staff/users/', who)).statusCode).toBe(200);
    expect((await act(admin, who.id, 'grant-staff')).json()).toEqual({ detail: PEOPLE_MESSAGES.alreadyStaff });
    expect((await act(admin, who.id, 'revoke-staff')).json()).toMatchObject({ is_staff: false });
    expect((await call('GET', '/api/staff/users/', who)).statusCode).toBe(403);
    expect((await act(admin, who.id, 'revoke-staff')).json()).toEqual({ detail: PEOPLE_MESSAGES.notStaff });
    expect((await auditOf(who.id)).map((entry) => entry.action)).toEqual(['user.revoke_staff', 'user.grant_staff']);
  });

  it('never acts on the caller themselves', async () => {
    for (const action of ['deactivate', 'reactivate', 'grant-staff', 'revoke-staff']) {
      const response = await act(admin, admin.id, action);
      expect(response.statusCode, action).toBe(400);
      expect(response.json()).toEqual({ detail: PEOPLE_MESSAGES.notOnYourself });
    }
    const patched = await call('PATCH', `/api/users/${admin.id}/`, admin, { is_staff: false });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ is_staff: [PEOPLE_MESSAGES.notOnYourself] });
    expect((await call('GET', '/api/staff/users/', admin)).statusCode).toBe(200);
  });

  it("of two staff taking each other's access at once, exactly one wins and one active staff user remains", async () => {
    for (const action of ['deactivate', 'revoke-staff']) {
      // Only these two are active staff: the admin steps aside for the race.
      const a = await newStaff('racer');
      const b = await newStaff('racer');
      const others = await t.db.kysely
        .selectFrom('users')
        .select('id')
        .where('is_staff', '=', 1)
        .where('is_active', '=', 1)
        .where('id', 'not in', [a.id, b.id])
        .execute();
      for (const other of others) expect((await act(a, other.id, 'deactivate')).statusCode).toBe(200);
      const replies = await Promise.all([act(a, b.id, action), act(b, a.id, action)]);
      // The loser is refused: 400 when it was the last one left, 403 when its own access went first.
      const refused = replies.find((reply) => reply.statusCode !== 200)!;
      expect(
        replies.filter((reply) => reply.statusCode === 200),
        action,
      ).toHaveLength(1);
      expect([400, 403], action).toContain(refused.statusCode);
      // The loser either was the last one left, or had already lost their own access.
      expect([
        JSON.stringify({ detail: PEOPLE_MESSAGES.lastStaff }),
        JSON.stringify({ detail: MESSAGES.invalidToken }),
        JSON.stringify({ detail: MESSAGES.permissionDenied }),
      ]).toContain(refused.body);
      const remaining = await t.db.kysely.selectFrom('users').select('id').where('is_staff', '=', 1).where('is_active', '=', 1).execute();
      expect(remaining).toHaveLength(1);
      // Put the admin back for the next round and the other tests.
      const survivor = replies[0]!.statusCode === 200 ? a : b;
      expect((await act(survivor, admin.id, 'reactivate')).statusCode).toBe(200);
      admin = await logIn(t.app, ADMIN.username, ADMIN.password);
    }
  });

  it('never deactivates, demotes or deletes the last active staff user', async () => {
    const activeStaff = async () =>
      (await t.db.kysely.selectFrom('users').select('id').where('is_staff', '=', 1).where('is_active', '=', 1).execute()).map(
        (row) => row.id,
      );
    for (const id of await activeStaff()) if (id !== admin.id) expect((await act(admin, id, 'deactivate')).statusCode).toBe(200);
    expect(await activeStaff()).toEqual([admin.id]);
    // Through the API only a race gets here (the caller is always another active staff user),
    // so the rule is called as the routes call it, by someone who is no longer staff.
    const former = await signUpAndLogIn(t.app, 'former');
    for (const action of ['deactivate', 'revoke-staff'] as const) {
      await expect(changeAccess(t.db, { id: former.id, username: former.username }, admin.id, action)).rejects.toMatchObject({
        statusCode: 400,
        body: { detail: PEOPLE_MESSAGES.lastStaff },
      });
    }
    await expect(removeUser(t.db, { id: former.id, username: former.username, isStaff: true }, admin.id)).rejects.toMatchObject({
      body: { detail: PEOPLE_MESSAGES.lastStaff },
    });
    await expect(
      changeUser(t.db, { id: former.id, username: former.username, isStaff: true }, admin.id, { is_staff: false }),
    ).rejects.toMatchObject({ body: { detail: PEOPLE_MESSAGES.lastStaff } });
    expect(await activeStaff()).toEqual([admin.id]);
    expect((await call('GET', '/api/staff/users/', admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 403 for anyone but staff', async () => {
    expect((await act(admin, 999999, 'deactivate')).statusCode).toBe(404);
    const who = await signUpAndLogIn(t.app, 'nobody');
    expect((await act(who, admin.id, 'deactivate')).statusCode).toBe(403);
  });
});
