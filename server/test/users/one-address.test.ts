/**
 * One account per e-mail address, and mail that reaches only the user it is for: signing up
 * with the support address, or a donor's, gave the data export other people's mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { enqueueMail } from '../../src/outbox/service.js';
import { insertUserWithProfile } from '../../src/users/repository.js';
import { isUniqueViolationOn } from '../../src/lib/unique-violation.js';

const TAKEN = { email: ['A user with that email already exists.'] };
const PASSWORD = 'correct horse battery';

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const signUp = (username: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/users/', payload: { username, email, password: PASSWORD } });
const patchUser = (who: SignedInUser, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/`, headers: who.auth, payload });
const mailTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['to', 'subject', 'body', 'user_id']).where('to', '=', address).orderBy('id').execute();

describe('one account per address', () => {
  it('refuses a sign-up with an address another account has, in any letter case, naming the field', async () => {
    const owner = await signUpAndLogIn(t.app, 'holder');
    const response = await signUp('second_holder', `${owner.username.toUpperCase()}@EXAMPLE.org`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TAKEN);
    expect(await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'second_holder').execute()).toEqual([]);
  });

  it('lets exactly one of two sign-ups racing for an address through', async () => {
    const responses = await Promise.all([signUp('racer_one', 'race@example.org'), signUp('racer_two', 'RACE@example.org')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.statusCode === 400)!.json()).toEqual(TAKEN);
  });

  it('is kept by the database too: a second account with the address is a unique violation on email_key', async () => {
    const values = { email: 'Keyed@example.org', passwordHash: 'x' };
    await insertUserWithProfile(t.db.kysely, { ...values, username: 'keyed_one' });
    const second = await insertUserWithProfile(t.db.kysely, { ...values, username: 'keyed_two', email: 'KEYED@example.org' }).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolationOn(second, 'email_key')).toBe(true);
    expect(isUniqueViolationOn(second, 'username_lower')).toBe(false);
  });

  it('refuses a change to an address another account has; staff creating a user too', async () => {
    const first = await signUpAndLogIn(t.app, 'first');
    const second = await signUpAndLogIn(t.app, 'second');
    const change = await patchUser(second, second.id, { email: `${first.username}@Example.ORG` });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual(TAKEN);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: staff.auth,
      payload: { username: 'made_with_taken', email: `${first.username}@example.org` },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(TAKEN);
  });

  it('changes the address at once and tells the old address, naming the user', async () => {
    const mover = await signUpAndLogIn(t.app, 'mover');
    const old = `${mover.username}@example.org`;
    const change = await patchUser(mover, mover.id, { email: 'moved@example.org' });
    expect(change.statusCode).toBe(200);
    expect(change.json().email).toBe('moved@example.org');
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: mover.auth });
    expect(me.json().email).toBe('moved@example.org');
    const [notice] = await mailTo(old);
    expect(notice).toMatchObject({ subject: 'The e-mail address of your OnePair account changed', user_id: mover.id });
    expect(notice!.body).not.toContain('moved@example.org');
    // The same address in other letters is no change, and mails nothing.
    expect((await patchUser(mover, mover.id, { email: 'MOVED@example.org' })).statusCode).toBe(200);
    expect(await mailTo('moved@example.org')).toEqual([]);
    // The old address is free again.
    expect((await signUp('next_at_old', old)).statusCode).toBe(201);
  });

  it('keeps an address accounts shared before it was unique when the account is saved unchanged', async () => {
    const one = await signUpAndLogIn(t.app, 'shared');
    const two = await signUpAndLogIn(t.app, 'sharer');
    const address = `${one.username}@example.org`;
    // As an older database may hold it: the second account has the address without its key.
    await t.db.kysely.updateTable('users').set({ email: address, email_key: null }).where('id', '=', two.id).execute();
    const kept = await patchUser(two, two.id, { email: address, username: two.username });
    expect(kept.statusCode).toBe(200);
    // Nobody new gets it, even while the older account moves away.
    expect((await patchUser(one, one.id, { email: 'elsewhere@example.org' })).statusCode).toBe(200);
    expect((await signUp('third_sharer', address)).json()).toEqual(TAKEN);
  });
});

describe('mail in the data export', () => {
  it("holds only the caller's own mail, never mail to the support address they signed up with", async () => {
    const support = 'help@onepair.example';
    // Mail to staff names no user: a support request quoting a recipient's words.
    await enqueueMail(t.db.kysely, { to: support, subject: 'Support request from ann', text: 'My address is 1 Secret Lane' });
    const response = await signUp('not_support', support);
    expect(response.statusCode).toBe(201);
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { username: 'not_support', password: PASSWORD },
    });
    const auth = { authorization: `Token ${intruder.json().auth_token}` };
    await enqueueMail(t.db.kysely, { to: support, subject: 'Support request from bob', text: 'My phone is 555-0100' });
    const exported = await t.app.inject({ method: 'GET', url: '/auth/users/me/export/', headers: auth });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().mail).toEqual([]);
    expect(exported.body).not.toContain('Secret Lane');
    expect(exported.body).not.toContain('555-0100');
  });

  it('holds mail the server sent the user', async () => {
    const user = await signUpAndLogIn(t.app, 'exporter');
    await t.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email: `${user.username}@example.org` } });
    const exported = await t.app.inject({ method: 'GET', url: '/auth/users/me/export/', headers: user.auth });
    expect(exported.json().mail.map((message: { subject: string }) => message.subject)).toEqual(['Reset your OnePair password']);
  });
});
