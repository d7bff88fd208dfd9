import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, useRoleFixture } from '../helpers.js';

const roles = useRoleFixture();
const call: typeof roles.call = (...args) => roles.call(...args);

describe('GET /api/users/', () => {
  it('is refused to visitors', async () => {
    const response = await call('GET', '/api/users/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
  it('lists only themselves to a user', async () => {
    const response = await call('GET', '/api/users/', roles.owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((user: { id: number }) => user.id)).toEqual([roles.owner.id]);
  });
  it('lists everyone to staff', async () => {
    const ids = (await call('GET', '/api/users/', roles.staff)).json().map((user: { id: number }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([roles.owner.id, roles.other.id, roles.staff.id]));
  });
});

describe('GET /api/users/{id}/', () => {
  it('shows visitors and other users only the id and the public name (Anonymous until they have given)', async () => {
    for (const who of [undefined, roles.other]) {
      const response = await call('GET', `/api/users/${roles.owner.id}/`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: roles.owner.id, username: 'Anonymous' });
    }
    const gift = { amount: 5, donator: roles.owner.donatorId };
    expect((await call('POST', '/api/donation/', roles.owner, gift)).statusCode).toBe(201);
    // A donor without a chosen public name stays Anonymous: the username is never shown for them.
    expect((await call('GET', `/api/users/${roles.owner.id}/`)).json()).toEqual({ id: roles.owner.id, username: 'Anonymous' });
    const named = await call('PATCH', `/api/donators/${roles.owner.donatorId}/`, roles.owner, { public_name: 'Owner Family' });
    expect(named.statusCode, named.body).toBe(200);
    expect((await call('GET', `/api/users/${roles.owner.id}/`)).json()).toEqual({ id: roles.owner.id, username: 'Owner Family' });
  });
  it('shows the owner and staff the whole user', async () => {
    for (const who of [roles.owner, roles.staff]) {
      const body = (await call('GET', `/api/users/${roles.owner.id}/`, who)).json();
      expect(body).toMatchObject({
        id: roles.owner.id,
        email: `${roles.owner.username}@example.org`,
        account: { account_id: roles.owner.accountId },
      });
    }
  });
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await call('GET', '/api/users/999999/', roles.owner)).json()).toEqual({ detail: 'Not found.' });
    const bad = await call('GET', '/api/users/abc/', roles.owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('POST /api/users/', () => {
  it('is for staff only', async () => {
    expect((await call('POST', '/api/users/', undefined, { username: 'newbie', email: 'n@example.org' })).statusCode).toBe(403);
    expect((await call('POST', '/api/users/', roles.owner, { username: 'newbie', email: 'n@example.org' })).statusCode).toBe(403);
  });
  it('lets staff create a user with an account', async () => {
    const response = await call('POST', '/api/users/', roles.staff, { username: 'made_by_staff', email: 'm@example.org' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'made_by_staff',
      is_staff: false,
      account: { donator: { total_amount_donated: 0 } },
    });
  });
  it('validates the fields', async () => {
    const response = await call('POST', '/api/users/', roles.staff, { username: roles.owner.username.toUpperCase(), email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'], email: ['Enter a valid email address.'] });
  });
});

describe('PATCH and PUT /api/users/{id}/', () => {
  it('lets the owner change their email', async () => {
    const response = await call('PATCH', `/api/users/${roles.owner.id}/`, roles.owner, { email: 'new@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('new@example.org');
  });
  it('refuses another user and visitors', async () => {
    expect((await call('PATCH', `/api/users/${roles.owner.id}/`, roles.other, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/users/${roles.owner.id}/`, undefined, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/users/${roles.owner.id}/`, roles.other, { username: 'x', email: 'x@example.org' })).statusCode).toBe(
      403,
    );
  });
  it('does not let a user make themselves staff', async () => {
    const response = await call('PATCH', `/api/users/${roles.owner.id}/`, roles.owner, { is_staff: true });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', `/api/users/${roles.owner.id}/`, roles.owner)).json().is_staff).toBe(false);
  });
  it('validates a bad email and a taken username', async () => {
    const response = await call('PUT', `/api/users/${roles.owner.id}/`, roles.owner, { username: roles.other.username, email: 'bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'], email: ['Enter a valid email address.'] });
  });
  it('lets staff replace a user', async () => {
    const response = await call('PUT', `/api/users/${roles.other.id}/`, roles.staff, {
      username: `${roles.other.username}_x`,
      email: 'other@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: `${roles.other.username}_x`, email: 'other@example.org' });
    roles.other.username = `${roles.other.username}_x`;
  });
  it('answers 404 for an unknown user', async () => {
    expect((await call('PATCH', '/api/users/999999/', roles.staff, { email: 'a@example.org' })).statusCode).toBe(404);
  });
});

describe("a person's names (first_name, last_name)", () => {
  it('are empty until given; the owner sets them, trimmed, and users/me shows them', async () => {
    const who = await signUpAndLogIn(roles.t.app, 'named');
    expect((await call('GET', '/auth/users/me/', who)).json()).toMatchObject({ first_name: '', last_name: '' });
    const response = await call('PATCH', `/api/users/${who.id}/`, who, { first_name: '  Ana María ', last_name: "O'Neil-Durán " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Ana María', last_name: "O'Neil-Durán" });
    expect((await call('GET', '/auth/users/me/', who)).json()).toMatchObject({ first_name: 'Ana María', last_name: "O'Neil-Durán" });
  });
  it("refuse a name over 150 characters or with a NUL, naming the field, and store nothing; another user's names are not theirs to change", async () => {
    const who = await signUpAndLogIn(roles.t.app, 'longname');
    const tooLong = await call('PATCH', `/api/users/${who.id}/`, who, { first_name: 'A'.repeat(151), last_name: 'Fine' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ first_name: ['Ensure this field has no more than 150 characters.'] });
    const nul = await call('PATCH', `/api/users/${who.id}/`, who, { last_name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json())).toEqual(['last_name']);
    expect((await call('PATCH', `/api/users/${who.id}/`, roles.other, { first_name: 'Mallory' })).statusCode).toBe(403);
    expect((await call('GET', '/auth/users/me/', who)).json()).toMatchObject({ first_name: '', last_name: '' });
  });
  it('may be given by staff creating a user, and are audited', async () => {
    const response = await call('POST', '/api/users/', roles.staff, {
      username: 'named_by_staff',
      email: 'named@example.org',
      first_name: 'Lee',
      last_name: 'Kim',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ first_name: 'Lee', last_name: 'Kim' });
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('is refused to visitors, the owner and other users', async () => {
    for (const who of [undefined, roles.owner, roles.other])
      expect((await call('DELETE', `/api/users/${roles.owner.id}/`, who)).statusCode).toBe(403);
  });
  it('lets staff delete a user with everything of theirs', async () => {
    const doomed = await signUpAndLogIn(roles.t.app, 'doomed');
    const response = await call('DELETE', `/api/users/${doomed.id}/`, roles.staff);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/users/${doomed.id}/`, roles.staff)).statusCode).toBe(404);
    expect((await call('GET', `/api/accounts/${doomed.accountId}/`, roles.staff)).statusCode).toBe(404);
    expect((await call('GET', '/auth/users/me/', doomed)).statusCode).toBe(403);
  });
  it('answers 404 for an unknown user', async () => {
    expect((await call('DELETE', '/api/users/999999/', roles.staff)).statusCode).toBe(404);
  });
});
