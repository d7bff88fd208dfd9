import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp, sendRaw } from '../helpers.js';
import { passwordProblems, quickRatio } from '../../src/auth/passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: unknown) => t.app.inject({ method: 'POST', url: '/auth/users/', payload: payload as object });

describe('POST /auth/users/ (sign-up)', () => {
  it('creates the user with an account, a donator and a donatee record', async () => {
    const response = await signUp({ username: 'Maria', email: 'maria@example.org', password: 'glasses for all 42' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), username: 'Maria', email: 'maria@example.org' });
    expect(body).not.toHaveProperty('password');

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { username: 'Maria', password: 'glasses for all 42' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().auth_token;
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: { authorization: `Token ${token}` } });
    expect(me.statusCode).toBe(200);
    const user = me.json();
    expect(user).toMatchObject({ id: body.id, username: 'Maria', email: 'maria@example.org', is_staff: false });
    expect(user.account).toMatchObject({ user: body.id, phone_number: '', address: '', city: '', state: '', zip_code: '' });
    expect(user.account.donator).toEqual({
      donator_id: expect.any(Number),
      has_donated: false,
      total_amount_donated: 0,
      donations: [],
      account: user.account.account_id,
      // Empty until the donor chooses one: public lists show them as Anonymous.
      public_name: '',
      is_anonymous: false,
    });
    expect(user.account.donatee).toMatchObject({
      has_applied_for_account: false,
      has_claimed: false,
      monthly_income: null,
      prescription: null,
      account: user.account.account_id,
    });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('refuses a username that exists in any letter case', async () => {
    await signUp({ username: 'casey', email: 'c@example.org', password: 'glasses for all 42' });
    const response = await signUp({ username: 'CASEY', email: 'c2@example.org', password: 'glasses for all 42' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it.each([
    ['short1', 'This password is too short. It must contain at least 8 characters.'],
    ['84736251937', 'This password is entirely numeric.'],
    ['password123', 'This password is too common.'],
    ['jonathan_k1', 'The password is too similar to the username.'],
  ])('refuses the password %s', async (password, message) => {
    const response = await signUp({ username: 'jonathan_k', email: 'j@example.org', password });
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toContain(message);
  });

  it('compares the password with the username the way Django does (quick ratio, short parts skipped)', async () => {
    // Python: SequenceMatcher(a='abcd', b='bcde').quick_ratio() == 0.75
    expect(quickRatio('abcd', 'bcde')).toBe(0.75);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('glasses', 'sslgase')).toBe(1);
    expect(await passwordProblems('jonathan_k1', { username: 'jonathan_k', email: 'j@example.org' })).toContain(
      'The password is too similar to the username.',
    );
    // 'jo' is far shorter than the password, so Django does not compare them.
    expect(await passwordProblems('jojojojojojojojojojojo', { username: 'jo', email: 'x@example.org' })).not.toContain(
      'The password is too similar to the username.',
    );
  });

  it.each([
    ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['qwertyuiop123', 'This is similar to a commonly used password.'],
  ])('refuses %s as too easy to guess, with zxcvbn advice', async (password, advice) => {
    const response = await signUp({ username: 'jonathan_k', email: 'jonathan.kramer@example.org', password });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['password']);
    expect(response.json().password).toHaveLength(1);
    expect(response.json().password[0]).toMatch(/^This password is too easy to guess\./);
    expect(response.json().password[0]).toContain(advice);
  });

  it('accepts a long passphrase of common words', async () => {
    expect(await passwordProblems('glasses for all 42', { username: 'jonathan_k', email: 'j@example.org' })).toEqual([]);
  });

  it('answers a sign-up with huge fields at once, naming them (the similarity check is linear)', async () => {
    const response = await signUp({
      username: 'u'.repeat(30_000),
      email: `${'e'.repeat(30_000)}@example.org`,
      password: 'p'.repeat(30_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      username: ['Ensure this field has no more than 150 characters.'],
      email: ['Enter a valid email address.'],
    });
  });

  it('refuses an invalid email and an invalid username, naming each field', async () => {
    const response = await signUp({ username: 'has space', email: 'not-an-email', password: 'glasses for all 42' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
      email: ['Enter a valid email address.'],
    });
  });

  it('names every missing field', async () => {
    const response = await signUp({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await sendRaw(t.app, 'POST', '/auth/users/', 'application/json', '{"username": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error/);
  });

  it('answers a wrong content type with a 415', async () => {
    const response = await sendRaw(t.app, 'POST', '/auth/users/', 'text/plain', 'hello');
    expect(response.statusCode).toBe(415);
  });

  it('answers an oversized body with a 413', async () => {
    const response = await signUp({ username: 'big', email: 'big@example.org', password: 'x'.repeat(200_000) });
    expect(response.statusCode).toBe(413);
  });
});

describe('token login and logout', () => {
  it('refuses wrong credentials in DRF words', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/token/login/',
      payload: { username: user.username, password: 'wrong password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('logs out: the token stops working', async () => {
    const user = await signUpAndLogIn(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/token/logout/', headers: user.auth });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toEqual({ detail: 'Invalid token.' });
  });

  it.each([
    [undefined, 'Authentication credentials were not provided.'],
    ['Token ', 'Authentication credentials were not provided.'],
    ['Token abc', 'Invalid token.'],
    [`Token ${'0'.repeat(40)}`, 'Invalid token.'],
    ['Bearer xyz', 'Invalid token.'],
  ])('GET /auth/users/me/ with header %s is a 403', async (header, detail) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/users/me/',
      headers: header === undefined ? {} : { authorization: header },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail });
  });

  it('stores only the hash of a token', async () => {
    const user = await signUpAndLogIn(t.app);
    const rows = await t.db.kysely.selectFrom('auth_tokens').select('key_hash').where('user_id', '=', user.id).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key_hash).not.toBe(user.token);
  });
});
