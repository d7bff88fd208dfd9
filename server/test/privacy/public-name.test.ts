/**
 * A donor's public name cannot pass for someone else: not another user's username, not another
 * donor's public name (in any case, trimmed), not "Anonymous" and nothing marked "(sample)".
 * Usernames keep the same rule, since public lists show a donor by username until they choose a
 * name: sign-up, staff creating a user and renaming one. Names compare alike on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { nameKey, PUBLIC_NAME_MESSAGES, USERNAME_MESSAGES } from '@onepair/contract';
import * as publicNameKeys from '../../src/db/migrations/022-public-name-keys.js';
import { USERNAME_TAKEN } from '../../src/users/rules.js';
import { createTestApp, logInAdmin, requestsTo, rowCount, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let other: SignedInUser;
let namedOther: SignedInUser;

const { call } = requestsTo(() => t.app);
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

describe('names outside ASCII', () => {
  it('compare in any case on both engines (SQLite’s lower() folds ASCII only), "ß" as "ss"', async () => {
    const first = await signUpAndLogIn(t.app, 'elise');
    const second = await signUpAndLogIn(t.app, 'other');
    const taken = { public_name: [PUBLIC_NAME_MESSAGES.taken] };
    expect((await rename(first, { public_name: 'Élise Ünal' })).statusCode).toBe(200);
    for (const name of ['élise ünal', 'ÉLISE ÜNAL', ' Élise Ünal '])
      expect((await rename(second, { public_name: name })).json(), name).toEqual(taken);
    expect((await rename(first, { public_name: 'Straße der Freunde' })).statusCode).toBe(200);
    for (const name of ['STRASSE DER FREUNDE', 'strasse der freunde'])
      expect((await rename(second, { public_name: name })).json(), name).toEqual(taken);
    // Their own name in another case is still theirs; the name they left is free.
    expect((await rename(first, { public_name: 'STRASSE der Freunde' })).statusCode).toBe(200);
    expect((await rename(second, { public_name: 'ÉLISE ÜNAL' })).statusCode).toBe(200);
  });
});

describe('usernames', () => {
  const userCount = () => rowCount(t, 'users');
  const signUp = (username: string) =>
    call('POST', '/auth/users/', undefined, {
      username,
      email: `${username.toLowerCase()}@example.org`,
      password: 'correct horse battery',
    });
  let namedDonor: SignedInUser;
  beforeAll(async () => {
    namedDonor = await signUpAndLogIn(t.app, 'dotted');
    expect((await rename(namedDonor, { public_name: 'Rivera.Family' })).statusCode).toBe(200);
  });

  const refused: [string, string][] = [
    ['Anonymous', USERNAME_MESSAGES.anonymous],
    ['ANONYMOUS', USERNAME_MESSAGES.anonymous],
    ['rivera.family', USERNAME_MESSAGES.publicName],
    ['RIVERA.FAMILY', USERNAME_MESSAGES.publicName],
  ];

  it('sign-up refuses "Anonymous" and another donor’s public name, as it refuses a taken username, and makes nobody', async () => {
    const before = await userCount();
    const cases: [string, string][] = [...refused, [other.username.toUpperCase(), USERNAME_TAKEN]];
    for (const [username, message] of cases) {
      const response = await signUp(username);
      expect(response.statusCode, username).toBe(400);
      expect(response.json(), username).toEqual({ username: [message] });
    }
    // "(sample)" cannot even be written in a username.
    expect(Object.keys((await signUp('Jo(sample)')).json())).toEqual(['username']);
    expect(await userCount()).toBe(before);
    // A name only like them is fine.
    expect((await signUp('Anonymous.Friend')).statusCode).toBe(201);
  });

  it('staff creating or renaming a user, and a user renaming themselves, are refused the same', async () => {
    const staff = await logInAdmin(t.app);
    const who = await signUpAndLogIn(t.app, 'renamer');
    for (const [username, message] of refused) {
      const created = await call('POST', '/api/users/', staff, { username, email: 'new@example.org' });
      expect(created.statusCode, username).toBe(400);
      expect(created.json(), username).toEqual({ username: [message] });
      for (const by of [who, staff]) {
        const renamed = await call('PATCH', `/api/users/${who.id}/`, by, { username });
        expect(renamed.statusCode, username).toBe(400);
        expect(renamed.json(), username).toEqual({ username: [message] });
      }
    }
    expect((await call('GET', `/api/users/${who.id}/`, who)).json().username).toBe(who.username);
  });

  it('a user may take their own public name as username, and keep a username the rule would refuse now', async () => {
    const who = await signUpAndLogIn(t.app, 'ownname');
    expect((await rename(who, { public_name: 'Sam.Lee' })).statusCode).toBe(200);
    const renamed = await call('PATCH', `/api/users/${who.id}/`, who, { username: 'sam.lee' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // One named before the rule: sending the username back unchanged still saves the rest.
    await t.db.kysely.updateTable('users').set({ username: 'anonymous', username_lower: 'anonymous' }).where('id', '=', who.id).execute();
    const kept = await call('PUT', `/api/users/${who.id}/`, who, { username: 'anonymous', email: 'kept@example.org' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ username: 'anonymous', email: 'kept@example.org' });
  });

  it('a public name is refused once it is someone’s username', async () => {
    const who = await signUpAndLogIn(t.app, 'late');
    expect((await rename(who, { public_name: 'anonymous.friend' })).json()).toEqual({ public_name: [PUBLIC_NAME_MESSAGES.taken] });
  });
});

describe('migration 022', () => {
  it('keys the public names already chosen', async () => {
    const db = t.db.kysely;
    await sql`drop index donators_public_name_key_idx`.execute(db);
    await sql`alter table donators drop column public_name_key`.execute(db);
    await publicNameKeys.up(db as never);
    const rows = await db.selectFrom('donators').select(['public_name', 'public_name_key']).execute();
    expect(rows.filter((row) => row.public_name !== null).length).toBeGreaterThan(3);
    for (const row of rows) expect(row.public_name_key).toBe(row.public_name === null ? null : nameKey(row.public_name));
  });
});
