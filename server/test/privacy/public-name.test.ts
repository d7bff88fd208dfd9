/**
 * A donor's public name cannot pass for someone else: not another user's username, not another
 * donor's public name (in any case, trimmed), not "Anonymous" and nothing marked "(sample)".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_NAME_MESSAGES } from '@onepair/contract';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let other: SignedInUser;
let namedOther: SignedInUser;

const call = (method: string, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
const rename = (who: SignedInUser, body: object) => call('PATCH', `/api/donators/${who.donatorId}/`, who, body);
const publicNameOf = async (who: SignedInUser) => (await call('GET', `/api/donators/${who.donatorId}/`, who)).json().public_name;

beforeAll(async () => {
  t = await createTestApp();
  other = await signUpAndLogIn(t.app, 'otheruser');
  namedOther = await signUpAndLogIn(t.app, 'nameddonor');
  expect((await rename(namedOther, { public_name: 'The Rivera Family' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('PATCH /api/donators/{id}/ public_name', () => {
  it('refuses, with a 400 naming public_name, a name that is someone else’s, "Anonymous" or marked "(sample)", and stores nothing', async () => {
    const who = await signUpAndLogIn(t.app, 'impostor');
    const cases: [string, string][] = [
      [other.username, PUBLIC_NAME_MESSAGES.taken],
      [`  ${other.username.toUpperCase()} `, PUBLIC_NAME_MESSAGES.taken],
      // The admin's username, though the admin never gave.
      ['Admin', PUBLIC_NAME_MESSAGES.taken],
      ['the rivera family', PUBLIC_NAME_MESSAGES.taken],
      ['  THE RIVERA FAMILY  ', PUBLIC_NAME_MESSAGES.taken],
      ['Anonymous', PUBLIC_NAME_MESSAGES.anonymous],
      [' anonymous ', PUBLIC_NAME_MESSAGES.anonymous],
      ['Jo (sample)', PUBLIC_NAME_MESSAGES.sample],
      ['(SAMPLE) donor', PUBLIC_NAME_MESSAGES.sample],
      // Look-alikes: a zero-width space and a soft hyphen inside, full-width brackets.
      ['Anonymous\u200B', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonym\u00ADous', PUBLIC_NAME_MESSAGES.anonymous],
      ['Bob \uFF08sample\uFF09', PUBLIC_NAME_MESSAGES.sample],
      ['Bob (sample\u200B)', PUBLIC_NAME_MESSAGES.sample],
      ['Ad\u200Bmin', PUBLIC_NAME_MESSAGES.taken],
    ];
    for (const [name, message] of cases) {
      const response = await rename(who, { public_name: name, is_anonymous: true });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ public_name: [message] });
    }
    // The length limit still holds.
    const long = await rename(who, { public_name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['public_name']);
    expect((await rename(who, { public_name: 'x'.repeat(100) })).statusCode).toBe(200);
    expect((await rename(who, { public_name: who.username })).statusCode).toBe(200);
    const record = (await call('GET', `/api/donators/${who.donatorId}/`, who)).json();
    expect(record).toMatchObject({ public_name: who.username, is_anonymous: false });
  });

  it('accepts the donor’s own username and own name again (as the form sends with every save), and names that only resemble others', async () => {
    const who = await signUpAndLogIn(t.app, 'honest');
    expect((await rename(who, { public_name: who.username.toUpperCase(), is_anonymous: true })).statusCode).toBe(200);
    expect((await rename(who, { public_name: 'The Honest Family' })).statusCode).toBe(200);
    expect((await rename(who, { public_name: ' the honest family ', is_anonymous: false })).statusCode).toBe(200);
    expect(await publicNameOf(who)).toBe('the honest family');
    for (const name of ['The Rivera Family Trust', 'Anonymous Friend', 'Sample donor', `${other.username}2`]) {
      const response = await rename(who, { public_name: name });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(await publicNameOf(who)).toBe(name);
    }
  });

  it('a name freed by its donor can be taken by another', async () => {
    const first = await signUpAndLogIn(t.app, 'first');
    const second = await signUpAndLogIn(t.app, 'second');
    expect((await rename(first, { public_name: 'Friends of Sight' })).statusCode).toBe(200);
    expect((await rename(second, { public_name: 'friends of sight' })).json()).toEqual({ public_name: [PUBLIC_NAME_MESSAGES.taken] });
    expect((await rename(first, { public_name: 'Old Friends' })).statusCode).toBe(200);
    expect((await rename(second, { public_name: 'Friends of Sight' })).statusCode).toBe(200);
    expect(await publicNameOf(second)).toBe('Friends of Sight');
  });
});
