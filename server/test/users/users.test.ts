import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndLogIn(t.app, 'owner');
  other = await signUpAndLogIn(t.app, 'other');
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const call = (method: string, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

describe('GET /api/users/', () => {
  it('is refused to visitors', async () => {
    const response = await call('GET', '/api/users/');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
  it('lists only themselves to a user', async () => {
    const response = await call('GET', '/api/users/', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((user: { id: number }) => user.id)).toEqual([owner.id]);
  });
  it('lists everyone to staff', async () => {
    const ids = (await call('GET', '/api/users/', staff)).json().map((user: { id: number }) => user.id);
    expect(ids).toEqual(expect.arrayContaining([owner.id, other.id, staff.id]));
  });
});

describe('GET /api/users/{id}/', () => {
  it('shows visitors and other users only the id and username', async () => {
    for (const who of [undefined, other]) {
      const response = await call('GET', `/api/users/${owner.id}/`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: owner.id, username: owner.username });
    }
  });
  it('shows the owner and staff the whole user', async () => {
    for (const who of [owner, staff]) {
      const body = (await call('GET', `/api/users/${owner.id}/`, who)).json();
      expect(body).toMatchObject({ id: owner.id, email: `${owner.username}@example.org`, account: { account_id: owner.accountId } });
    }
  });
  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await call('GET', '/api/users/999999/', owner)).json()).toEqual({ detail: 'Not found.' });
    const bad = await call('GET', '/api/users/abc/', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('POST /api/users/', () => {
  it('is for staff only', async () => {
    expect((await call('POST', '/api/users/', undefined, { username: 'newbie', email: 'n@example.org' })).statusCode).toBe(403);
    expect((await call('POST', '/api/users/', owner, { username: 'newbie', email: 'n@example.org' })).statusCode).toBe(403);
  });
  it('lets staff create a user with an account', async () => {
    const response = await call('POST', '/api/users/', staff, { username: 'made_by_staff', email: 'm@example.org' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ username: 'made_by_staff', is_staff: false, account: { donator: { total_amount_donated: 0 } } });
  });
  it('validates the fields', async () => {
    const response = await call('POST', '/api/users/', staff, { username: owner.username.toUpperCase(), email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'], email: ['Enter a valid email address.'] });
  });
});

describe('PATCH and PUT /api/users/{id}/', () => {
  it('lets the owner change their email', async () => {
    const response = await call('PATCH', `/api/users/${owner.id}/`, owner, { email: 'new@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('new@example.org');
  });
  it('refuses another user and visitors', async () => {
    expect((await call('PATCH', `/api/users/${owner.id}/`, other, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/users/${owner.id}/`, undefined, { email: 'x@example.org' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/users/${owner.id}/`, other, { username: 'x', email: 'x@example.org' })).statusCode).toBe(403);
  });
  it('does not let a user make themselves staff', async () => {
    const response = await call('PATCH', `/api/users/${owner.id}/`, owner, { is_staff: true });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', `/api/users/${owner.id}/`, owner)).json().is_staff).toBe(false);
  });
  it('validates a bad email and a taken username', async () => {
    const response = await call('PUT', `/api/users/${owner.id}/`, owner, { username: other.username, email: 'bad' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'], email: ['Enter a valid email address.'] });
  });
  it('lets staff replace a user', async () => {
    const response = await call('PUT', `/api/users/${other.id}/`, staff, { username: `${other.username}_x`, email: 'other@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: `${other.username}_x`, email: 'other@example.org' });
    other.username = `${other.username}_x`;
  });
  it('answers 404 for an unknown user', async () => {
    expect((await call('PATCH', '/api/users/999999/', staff, { email: 'a@example.org' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('is refused to visitors, the owner and other users', async () => {
    for (const who of [undefined, owner, other]) expect((await call('DELETE', `/api/users/${owner.id}/`, who)).statusCode).toBe(403);
  });
  it('lets staff delete a user with everything of theirs', async () => {
    const doomed = await signUpAndLogIn(t.app, 'doomed');
    const response = await call('DELETE', `/api/users/${doomed.id}/`, staff);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/api/users/${doomed.id}/`, staff)).statusCode).toBe(404);
    expect((await call('GET', `/api/accounts/${doomed.accountId}/`, staff)).statusCode).toBe(404);
    expect((await call('GET', '/auth/users/me/', doomed)).statusCode).toBe(403);
  });
  it('answers 404 for an unknown user', async () => {
    expect((await call('DELETE', '/api/users/999999/', staff)).statusCode).toBe(404);
  });
});
