import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
/** Chose to appear as Anonymous. */
let hidden: SignedInUser;
/** Chose a public name. */
let named: SignedInUser;
/** Never chose: shown by username, the default. */
let plain: SignedInUser;
const PUBLIC_NAME = 'A Friend of Sight';

const { call } = requestsTo(() => t.app);

async function donate(who: SignedInUser, amount: number, region: number) {
  const response = await call('POST', '/api/donation/', who, { amount, region, donator: who.donatorId });
  expect(response.statusCode).toBe(201);
}

const emailOf = (who: SignedInUser) => `${who.username}@example.org`;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
  hidden = await signUpAndLogIn(t.app, 'hiddengiver');
  named = await signUpAndLogIn(t.app, 'namedgiver');
  plain = await signUpAndLogIn(t.app, 'plaingiver');
  expect((await call('PATCH', `/api/donators/${hidden.donatorId}/`, hidden, { is_anonymous: true })).statusCode).toBe(200);
  expect((await call('PATCH', `/api/donators/${named.donatorId}/`, named, { public_name: PUBLIC_NAME })).statusCode).toBe(200);
  for (const who of [hidden, named, plain]) await donate(who, 40, 2);
  await donate(hidden, 500, 3);
});
afterAll(() => t.close());

describe('PATCH /api/donators/{id}/: the donor chooses how public lists show them', () => {
  it('the owner sets a public name (trimmed) and anonymity; the record says what they chose', async () => {
    const who = await signUpAndLogIn(t.app, 'chooser');
    const before = (await call('GET', `/api/donators/${who.donatorId}/`, who)).json();
    expect(before).toMatchObject({ public_name: '', is_anonymous: false });
    const named = await call('PATCH', `/api/donators/${who.donatorId}/`, who, { public_name: '  The Lees  ' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ public_name: 'The Lees', is_anonymous: false, total_amount_donated: 0 });
    const hiddenReply = await call('PATCH', `/api/donators/${who.donatorId}/`, who, { is_anonymous: true, account: who.accountId });
    expect(hiddenReply.json()).toMatchObject({ public_name: 'The Lees', is_anonymous: true });
    const me = (await call('GET', '/auth/users/me/', who)).json();
    expect(me.account.donator).toMatchObject({ public_name: 'The Lees', is_anonymous: true });
  });

  it('refuses a blank or too long name and a wrong type with a 400 naming the field, storing nothing', async () => {
    const who = await signUpAndLogIn(t.app, 'badname');
    const cases: [object, string][] = [
      [{ public_name: '   ' }, 'public_name'],
      [{ public_name: 'x'.repeat(101) }, 'public_name'],
      [{ is_anonymous: 'perhaps' }, 'is_anonymous'],
      [{ public_name: 'Fine name', is_anonymous: 2 }, 'is_anonymous'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', `/api/donators/${who.donatorId}/`, who, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect((await call('GET', `/api/donators/${who.donatorId}/`, who)).json()).toMatchObject({
      public_name: '',
      is_anonymous: false,
    });
  });

  it('totals still change only by donating: any other field is refused, as are other users, visitors and staff', async () => {
    const who = await signUpAndLogIn(t.app, 'totals');
    for (const body of [
      { total_amount_donated: 1000 },
      { is_anonymous: true, total_amount_donated: 1000 },
      { has_donated: true, public_name: 'x' },
    ]) {
      const response = await call('PATCH', `/api/donators/${who.donatorId}/`, who, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Donation totals change only by donating.' });
    }
    expect((await call('PATCH', `/api/donators/${who.donatorId}/`, plain, { is_anonymous: true })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/donators/${who.donatorId}/`, undefined, { is_anonymous: true })).statusCode).toBe(403);
    const byStaff = await call('PATCH', `/api/donators/${who.donatorId}/`, staff, { public_name: 'Staff pick' });
    expect(byStaff.statusCode).toBe(403);
    expect((await call('PUT', `/api/donators/${who.donatorId}/`, who, { account: who.accountId })).statusCode).toBe(403);
    const after = (await call('GET', `/api/donators/${who.donatorId}/`, who)).json();
    expect(after).toMatchObject({ public_name: '', is_anonymous: false, total_amount_donated: 0, has_donated: false });
  });
});

describe('public endpoints show the chosen name or "Anonymous", never a username or e-mail', () => {
  it("the map's top donors: Anonymous without a user id, the public name, and Anonymous for a donor who chose none", async () => {
    const body = (await call('GET', '/api/stats/regions/')).json();
    const southwest = body.regions.find((region: { id: number }) => region.id === 2);
    expect(southwest.top_donors).toEqual(
      expect.arrayContaining([
        { user_id: 0, username: ANONYMOUS_NAME, total: 40, is_sample: false },
        { user_id: named.id, username: PUBLIC_NAME, total: 40, is_sample: false },
        { user_id: plain.id, username: ANONYMOUS_NAME, total: 40, is_sample: false },
      ]),
    );
    const midwest = body.regions.find((region: { id: number }) => region.id === 3);
    expect(midwest.top_donors).toEqual([{ user_id: 0, username: ANONYMOUS_NAME, total: 500, is_sample: false }]);
  });

  it('GET /api/users/{id}/ (how older clients name a top donor) gives the public name; staff and the user still see who it is', async () => {
    expect((await call('GET', `/api/users/${hidden.id}/`)).json()).toEqual({ id: hidden.id, username: ANONYMOUS_NAME });
    expect((await call('GET', `/api/users/${named.id}/`, plain)).json()).toEqual({ id: named.id, username: PUBLIC_NAME });
    expect((await call('GET', `/api/users/${plain.id}/`)).json()).toEqual({ id: plain.id, username: ANONYMOUS_NAME });
    // Someone who never gave (a recipient, say) is not named to the public either.
    const recipient = await signUpAndLogIn(t.app, 'recipient');
    expect((await call('GET', `/api/users/${recipient.id}/`)).json()).toEqual({ id: recipient.id, username: ANONYMOUS_NAME });
    const asStaff = (await call('GET', `/api/users/${hidden.id}/`, staff)).json();
    expect(asStaff).toMatchObject({ username: hidden.username, email: emailOf(hidden), account: { donator: { is_anonymous: true } } });
    expect((await call('GET', `/api/users/${hidden.id}/`, hidden)).json()).toMatchObject({ username: hidden.username });
  });

  it('no GET endpoint open to visitors or another user carries the username or e-mail of the anonymous or named donor', async () => {
    const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, { security?: unknown }>> };
    const secrets = [hidden.username, emailOf(hidden), named.username, emailOf(named)];
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!operations.get || path.startsWith('/api/staff/') || path.startsWith('/api/docs')) continue;
      const urls = path.includes('{')
        ? [hidden, named].flatMap((who) => [
            path.replace(/\{[^}]+\}/g, String(who.id)),
            path.replace(/\{[^}]+\}/g, String(who.donatorId)),
            path.replace(/\{[^}]+\}/g, String(who.accountId)),
          ])
        : [path];
      for (const url of urls) {
        for (const who of [undefined, plain]) {
          const response = await call('GET', url, who);
          checked.push(`${url} ${response.statusCode}`);
          for (const secret of secrets) expect(response.body, `${url} as ${who ? 'another user' : 'a visitor'}`).not.toContain(secret);
        }
      }
    }
    // The audit really reached the public lists.
    expect(checked).toEqual(
      expect.arrayContaining(['/api/stats/regions/ 200', '/api/stats/transparency/ 200', '/api/stats/transparency.csv 200']),
    );
  });
});
