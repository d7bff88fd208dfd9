/**
 * A donor's public name cannot pass for someone else: not another user's username, not another
 * donor's public name (in any case, trimmed, letters of other scripts read as the Latin letters
 * they look like), not "Anonymous" and nothing marked "(sample)".
 * Usernames keep the same rule, since public lists show a donor by username until they choose a
 * name: sign-up, staff creating a user and renaming one. Names compare alike on both engines.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { nameKey, PUBLIC_NAME_MESSAGES, USERNAME_MESSAGES } from '@onepair/contract';
import * as publicNameKeys from '../../src/db/migrations/022-public-name-keys.js';
import * as publicNameLookAlikes from '../../src/db/migrations/023-public-name-look-alikes.js';
import { isUniqueViolation } from '../../src/lib/unique-violation.js';
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

  it('refuses look-alikes written with Cyrillic, Greek or Armenian letters, and "Anonymous" and "(sample)" spelt with 0, 1, I or rn', async () => {
    const who = await signUpAndLogIn(t.app, 'spoofer');
    const cases: [string, string][] = [
      // A Cyrillic "А"; all Cyrillic capitals; Greek capitals; an Armenian "օ".
      ['\u0410nonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['\u0410N\u041ENYM\u041EUS', PUBLIC_NAME_MESSAGES.anonymous],
      ['\u0391\u039D\u039F\u039DYM\u039FUS', PUBLIC_NAME_MESSAGES.anonymous],
      ['An\u0585nymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonym0us', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonyrnous', PUBLIC_NAME_MESSAGES.anonymous],
      ['Jo (samp1e)', PUBLIC_NAME_MESSAGES.sample],
      ['Jo (SAMPIE)', PUBLIC_NAME_MESSAGES.sample],
      ['Jo (\u0455\u0430mple)', PUBLIC_NAME_MESSAGES.sample],
      // Another donor's name with a word in Cyrillic ("Тһе") and in Greek capitals ("ΤΗΕ").
      ['\u0422\u04BB\u0435 Rivera Family', PUBLIC_NAME_MESSAGES.taken],
      ['\u03A4\u0397\u0395 RIVERA FAMILY', PUBLIC_NAME_MESSAGES.taken],
      // A word mixing Latin with Cyrillic or Greek letters: a Cyrillic "е", a Greek "υ" (like
      // "u", which the key reads as "y"), a Greek "ν" (like "v"), a Cyrillic palochka (like "l").
      ['The Riv\u0435ra Family', PUBLIC_NAME_MESSAGES.mixedScripts],
      [`\u043E${other.username.slice(1)}`, PUBLIC_NAME_MESSAGES.mixedScripts],
      ['Pa\u03C5l', PUBLIC_NAME_MESSAGES.mixedScripts],
      ['Da\u03BDid', PUBLIC_NAME_MESSAGES.mixedScripts],
      ['Pau\u04CF', PUBLIC_NAME_MESSAGES.mixedScripts],
      // "Anonymous" with a Greek "υ" for the "u", or an invisible character after it.
      ['Anonymo\u03C5s', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonymous\uFE0F', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anonymous\u3164', PUBLIC_NAME_MESSAGES.anonymous],
      ['Anon\u034Fymous', PUBLIC_NAME_MESSAGES.anonymous],
      // Lisu, Cherokee and Coptic letters and a Latin small capital that look like Latin ones.
      ['\uA4EEnonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['\u13AAnonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['\u2C80nonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['\u1D00nonymous', PUBLIC_NAME_MESSAGES.anonymous],
      ['\uA4D1aul', PUBLIC_NAME_MESSAGES.mixedScripts],
      ['Pau\uA4E1', PUBLIC_NAME_MESSAGES.mixedScripts],
      ['\u13A2om', PUBLIC_NAME_MESSAGES.mixedScripts],
      // A word in Lisu letters alone ("ꓔꓧꓰ" for "The") is another donor’s name read as it looks.
      ['\uA4D4\uA4E7\uA4F0 Rivera Family', PUBLIC_NAME_MESSAGES.taken],
      // A musical symbol most fonts draw blank.
      ['Anonymous\u{1D159}', PUBLIC_NAME_MESSAGES.symbols],
    ];
    for (const [name, message] of cases) {
      const response = await rename(who, { public_name: name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ public_name: [message] });
    }
    expect(await publicNameOf(who)).toBe('');
    // Names of those scripts that look like no one else's are theirs, and so are accents, and
    // words of different scripts side by side.
    for (const name of [
      '\u041D\u0430\u0442\u0430\u0448\u0430',
      '\u039D\u03AF\u03BA\u03BF\u03C2',
      '\u03A0\u03B1\u03CD\u03BB\u03BF\u03C2',
      '\u0418\u0432\u0430\u043D',
      'The Rivéra Family',
      'Zoë Ünal',
      'Paul \u0418\u0432\u0430\u043D\u043E\u0432',
      // Hyphenated words of two scripts, Japanese mixing its scripts, emoji, ASCII symbols.
      '\u0395\u03BB\u03AD\u03BD\u03B7-Maria',
      '\u5C71\u7530\u305F\u308D\u3046',
      'Jane \u{1F33B}',
      'Jo + Sam',
    ]) {
      const response = await rename(who, { public_name: name });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
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
  // An address of its own each time: an address belongs to one account, and these speak of names.
  let signUps = 0;
  const signUp = (username: string) =>
    call('POST', '/auth/users/', undefined, {
      username,
      email: `signup${(signUps += 1)}@example.org`,
      password: 'correct horse battery',
    });
  let namedDonor: SignedInUser;
  beforeAll(async () => {
    namedDonor = await signUpAndLogIn(t.app, 'dotted');
    expect((await rename(namedDonor, { public_name: 'Rivera.Family' })).statusCode).toBe(200);
    // Written in Cyrillic capitals: it looks like the username "COPA.BOX".
    const cyrillic = await signUpAndLogIn(t.app, 'cyrillic');
    expect((await rename(cyrillic, { public_name: '\u0421\u041E\u0420\u0410.\u0412\u041E\u0425' })).statusCode).toBe(200);
  });

  const refused: [string, string][] = [
    ['Anonymous', USERNAME_MESSAGES.anonymous],
    ['ANONYMOUS', USERNAME_MESSAGES.anonymous],
    // Look-alikes a username can spell (it has no letters outside ASCII).
    ['Anonym0us', USERNAME_MESSAGES.anonymous],
    ['AN0NYRNOUS', USERNAME_MESSAGES.anonymous],
    ['rivera.family', USERNAME_MESSAGES.publicName],
    ['RIVERA.FAMILY', USERNAME_MESSAGES.publicName],
    ['copa.box', USERNAME_MESSAGES.publicName],
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

describe('migrations 022 and 023', () => {
  it('022 keys the public names already chosen', async () => {
    const db = t.db.kysely;
    await sql`drop index donators_public_name_key_unique`.execute(db);
    await sql`alter table donators drop column public_name_key`.execute(db);
    await publicNameKeys.up(db as never);
    const rows = await db.selectFrom('donators').select(['public_name', 'public_name_key']).execute();
    expect(rows.filter((row) => row.public_name !== null).length).toBeGreaterThan(3);
    for (const row of rows) expect(row.public_name_key).toBe(row.public_name === null ? null : nameKey(row.public_name));
  });

  it('023 keys look-alikes again, gives up the later of two names now one and a name now another user’s username, and makes the key unique', async () => {
    const db = t.db.kysely;
    // As 022 left the table: its index, not unique.
    await sql`drop index if exists donators_public_name_key_unique`.execute(db);
    await sql`create index if not exists donators_public_name_key_idx on donators (public_name_key) where public_name_key is not null`.execute(
      db,
    );
    // A stored name with the key it had before 023: the name in lower case, look-alikes and all.
    const store = (who: SignedInUser, name: string) =>
      db
        .updateTable('donators')
        .set({ public_name: name, public_name_key: name.toLowerCase() })
        .where('donator_id', '=', who.donatorId)
        .execute();
    const keeper = await signUpAndLogIn(t.app, 'keeper');
    await store(keeper, 'Paul Smith');
    // "Раul Smith" with a Cyrillic "Р" and "а", accepted before: the same key now.
    const lookAlike = await signUpAndLogIn(t.app, 'lookalike');
    await store(lookAlike, '\u0420\u0430ul Smith');
    // One name stored twice, as two requests at once could before the unique index.
    const first = await signUpAndLogIn(t.app, 'racefirst');
    const second = await signUpAndLogIn(t.app, 'racesecond');
    await store(first, 'Friends Together');
    await store(second, 'FRIENDS TOGETHER');
    // Another user's username with a Cyrillic "о" (a word mixing scripts now, so refused anyway);
    // the donor's own username in capitals is still theirs.
    const posing = await signUpAndLogIn(t.app, 'posing');
    await store(posing, `\u043E${other.username.slice(1)}`);
    const own = await signUpAndLogIn(t.app, 'ownlook');
    await store(own, own.username.toUpperCase());
    // A Cyrillic name like nobody else's keeps its name, with the new key.
    const natasha = await signUpAndLogIn(t.app, 'natasha');
    await store(natasha, '\u041D\u0430\u0442\u0430\u0448\u0430');
    // Names now reserved: a Cyrillic "А", a zero, a Cyrillic "ѕ", an invisible Hangul filler.
    const reserved = await Promise.all(['reserved', 'reserved', 'reserved', 'reserved'].map((prefix) => signUpAndLogIn(t.app, prefix)));
    const reservedNames = ['\u0410nonymous', 'Anonym0us', 'Jo (\u0455ample)', 'Anonymous\u3164'];
    for (const [i, who] of reserved.entries()) await store(who, reservedNames[i]!);
    // Two spaces, which a page shows as one: the same name as the older one with one space.
    const oneSpace = await signUpAndLogIn(t.app, 'onespace');
    await store(oneSpace, 'Jane Doe');
    const twoSpaces = await signUpAndLogIn(t.app, 'twospaces');
    await store(twoSpaces, 'Jane  Doe');
    // Names checkPublicName refuses now: a Greek "υ" (key "payl", passing for Paul), a Lisu
    // "ꓑ", a symbol drawn blank.
    const refused = await Promise.all(['refused', 'refused', 'refused'].map((prefix) => signUpAndLogIn(t.app, prefix)));
    const refusedNames = ['Pa\u03C5l', '\uA4D1aul Jones', 'Mary Lee\u{1D159}'];
    for (const [i, who] of refused.entries()) await store(who, refusedNames[i]!);
    // Kept, in the stored form: a zero-width space and a double space dropped, and a Persian
    // name's zero-width non-joiner kept (the key drops it).
    const untidy = await signUpAndLogIn(t.app, 'untidy');
    await store(untidy, ' Mary\u200B  Lee ');
    const persian = await signUpAndLogIn(t.app, 'persian');
    await store(persian, '\u0646\u0627\u0645\u200C\u062E\u0627\u0646\u0648\u0627\u062F\u0647');

    // In a transaction, as migrations run (it locks the table on PostgreSQL).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await db.transaction().execute((trx) => publicNameLookAlikes.up(trx as never, t.db.engine));
      // The username set to "anonymous" by an earlier test is counted, and kept.
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Migration 023: 1 username(s)'));
    } finally {
      warn.mockRestore();
    }
    expect(await db.selectFrom('users').select('id').where('username', '=', 'anonymous').execute()).toHaveLength(1);

    const rows = await db.selectFrom('donators').select(['donator_id', 'public_name', 'public_name_key']).execute();
    for (const row of rows) expect(row.public_name_key).toBe(row.public_name === null ? null : nameKey(row.public_name));
    const nameOf = (who: SignedInUser) => rows.find((row) => row.donator_id === who.donatorId)?.public_name;
    expect(nameOf(keeper)).toBe('Paul Smith');
    expect(nameOf(lookAlike)).toBeNull();
    expect(nameOf(first)).toBe('Friends Together');
    expect(nameOf(second)).toBeNull();
    expect(nameOf(posing)).toBeNull();
    expect(nameOf(own)).toBe(own.username.toUpperCase());
    expect(nameOf(natasha)).toBe('\u041D\u0430\u0442\u0430\u0448\u0430');
    for (const who of reserved) expect(nameOf(who)).toBeNull();
    expect(nameOf(oneSpace)).toBe('Jane Doe');
    expect(nameOf(twoSpaces)).toBeNull();
    for (const who of refused) expect(nameOf(who)).toBeNull();
    expect(nameOf(untidy)).toBe('Mary Lee');
    expect(nameOf(persian)).toBe('\u0646\u0627\u0645\u200C\u062E\u0627\u0646\u0648\u0627\u062F\u0647');
    expect(rows.find((row) => row.donator_id === persian.donatorId)?.public_name_key).not.toContain('\u200C');
    // Those who gave up their name have none (public lists show them as Anonymous), and may choose another.
    expect(await publicNameOf(reserved[0]!)).toBe('');
    expect(await publicNameOf(lookAlike)).toBe('');
    expect((await rename(second, { public_name: 'Friends Together Again' })).statusCode).toBe(200);
    expect((await rename(lookAlike, { public_name: 'Paul Smith' })).json()).toEqual({ public_name: [PUBLIC_NAME_MESSAGES.taken] });

    // The key is unique now, past the service's check.
    const duplicate = db
      .updateTable('donators')
      .set({ public_name: 'Paul Smith', public_name_key: 'paul smith' })
      .where('donator_id', '=', lookAlike.donatorId)
      .execute();
    await expect(
      duplicate.then(
        () => 'stored',
        (error: unknown) => isUniqueViolation(error),
      ),
    ).resolves.toBe(true);
    // Many donors without a public name are no duplicates.
    expect(rows.filter((row) => row.public_name_key === null).length).toBeGreaterThan(1);
  });
});
