import { describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION_MESSAGES } from '@onepair/contract';
import { signUpAndLogIn, type SignedInUser, type TestApp, useTestApp, sendRaw } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

type Headers = Record<string, string>;
const list = (headers: Headers = {}) => t.app.inject({ method: 'GET', url: '/api/donation/', headers });
const donate = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/donation/', headers, payload });

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function donator(user: SignedInUser): Promise<{ total_amount_donated: number; has_donated: boolean; donations: unknown[] }> {
  const me = await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
  return me.json().account.donator;
}

describe('POST /api/donation/', () => {
  it('records a donation for the signed-in donor (201) and adds it to their total', async () => {
    const user = await signUpAndLogIn(t.app, 'giver');
    const response = await donate(user.auth, { amount: 25.5, date: isoDay(0), region: 3, donator: user.donatorId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      donation_id: expect.any(Number),
      amount: 25.5,
      date: isoDay(0),
      region: 3,
      donator: user.id,
      donator_id: user.donatorId,
    });
    // Older clients send the values of their form inputs as text; DRF reads them as numbers.
    const second = await donate(user.auth, { amount: '10.25', date: isoDay(0), region: '5', donator: String(user.donatorId) });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ amount: 10.25, region: 5 });
    const record = await donator(user);
    expect(record.total_amount_donated).toBe(35.75);
    expect(record.has_donated).toBe(true);
    expect(record.donations).toHaveLength(2);
  });

  it('uses region 1 and today when region and date are missing', async () => {
    const user = await signUpAndLogIn(t.app);
    const before = new Date().toISOString().slice(0, 10);
    const response = await donate(user.auth, { amount: 10, donator: user.donatorId });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.region).toBe(1);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Today on the server's calendar, which is within a day of UTC's.
    expect(Math.abs(Date.parse(body.date) - Date.parse(before))).toBeLessThanOrEqual(86_400_000);
  });

  it('keeps cents exact: 0.1 + 0.2 is 0.3', async () => {
    const user = await signUpAndLogIn(t.app);
    for (const amount of [0.1, 0.2]) expect((await donate(user.auth, { amount, donator: user.donatorId })).statusCode).toBe(201);
    expect((await donator(user)).total_amount_donated).toBe(0.3);
  });

  it("accepts tomorrow's UTC date (already today east of UTC) but nothing later", async () => {
    const user = await signUpAndLogIn(t.app);
    expect((await donate(user.auth, { amount: 1, date: isoDay(1), donator: user.donatorId })).statusCode).toBe(201);
    const later = await donate(user.auth, { amount: 1, date: isoDay(2), donator: user.donatorId });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ date: ['The date cannot be in the future.'] });
  });

  it('takes dates in the years 1 to 99 as they are (a gift staff record, which may be dated back)', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await donate(staff.auth, { amount: 1, date: '0050-06-01', donator: user.donatorId });
    expect(response.statusCode).toBe(201);
    expect(response.json().date).toBe('0050-06-01');
  });

  it.each([
    ['zero', { amount: 0 }, 'amount', 'Ensure this value is greater than or equal to 0.01.'],
    ['a negative amount', { amount: -5 }, 'amount', 'Ensure this value is greater than or equal to 0.01.'],
    ['three decimals', { amount: 1.234 }, 'amount', 'Ensure that there are no more than 2 decimal places.'],
    ['an absurd amount', { amount: 1e300 }, 'amount', 'Ensure this value is less than or equal to 1000000.'],
    ['a non-numeric amount', { amount: 'ten' }, 'amount', 'A valid number is required.'],
    ['a missing amount', { amount: undefined }, 'amount', VALIDATION_MESSAGES.required],
    ['region 0', { region: 0 }, 'region', 'Invalid pk "0" - object does not exist.'],
    ['region 6', { region: 6 }, 'region', 'Invalid pk "6" - object does not exist.'],
    ['a huge region', { region: 99999999999 }, 'region', 'Invalid pk "99999999999" - object does not exist.'],
    ['a fractional region', { region: 2.5 }, 'region', 'A valid integer is required.'],
    ['a non-numeric region', { region: 'West' }, 'region', 'A valid integer is required.'],
    ['a date in another format', { date: '03/01/2024' }, 'date', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    [
      'a date with a time',
      { date: '2024-03-01T10:00:00Z' },
      'date',
      'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
    ],
    ['February 30th', { date: '2024-02-30' }, 'date', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ['month 13', { date: '2024-13-01' }, 'date', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ['year 0', { date: '0000-01-01' }, 'date', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ['an empty date', { date: '' }, 'date', 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    ['a date far in the future', { date: '2999-01-01' }, 'date', 'The date cannot be in the future.'],
    ['an unknown donator', { donator: 987654 }, 'donator', 'Invalid pk "987654" - object does not exist.'],
    [
      'a donator id beyond any integer column',
      { donator: 99999999999 },
      'donator',
      'Ensure this value is less than or equal to 2147483647.',
    ],
    ['a missing donator', { donator: undefined }, 'donator', VALIDATION_MESSAGES.required],
    // Text is read as a number as DRF reads it; what is no finite number is refused, as is a boolean.
    ['a donator of "1e400"', { donator: '1e400' }, 'donator', 'A valid integer is required.'],
    ['an amount of "Infinity"', { amount: 'Infinity' }, 'amount', 'A valid number is required.'],
    ['an amount of "ten"', { amount: 'ten' }, 'amount', 'A valid number is required.'],
    ['an amount of true', { amount: true }, 'amount', 'A valid number is required.'],
    ['a region of "2.5"', { region: '2.5' }, 'region', 'A valid integer is required.'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, field, message) => {
    const user = await signUpAndLogIn(t.app);
    const payload = { amount: 10, date: isoDay(0), region: 2, donator: user.donatorId, ...change };
    const response = await donate(user.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    const record = await donator(user);
    expect(record.total_amount_donated).toBe(0);
    expect(record.donations).toEqual([]);
  });

  it('names every bad field at once', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await donate(user.auth, { amount: -1, date: 'soon', region: 9, donator: 987654 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['amount', 'date', 'donator', 'region']);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const user = await signUpAndLogIn(t.app);
    const text = await sendRaw(t.app, 'POST', '/api/donation/', 'text/plain', 'amount=10', user.auth);
    expect(text.statusCode).toBe(415);
    const array = await donate(user.auth, [10]);
    expect(array.statusCode).toBe(400);
    const broken = await sendRaw(t.app, 'POST', '/api/donation/', 'application/json', '{"amount": 1', user.auth);
    expect(broken.statusCode).toBe(400);
  });

  it("refuses to donate as another user's donator (403), storing nothing", async () => {
    const user = await signUpAndLogIn(t.app);
    const victim = await signUpAndLogIn(t.app);
    const response = await donate(user.auth, { amount: 10, donator: victim.donatorId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'You can only donate as yourself.' });
    expect((await donator(victim)).total_amount_donated).toBe(0);
    expect((await donator(user)).total_amount_donated).toBe(0);
  });

  it('lets staff donate for anyone', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await donate(staff.auth, { amount: 42, region: 4, donator: user.donatorId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: 42, donator: user.id, donator_id: user.donatorId });
    expect((await donator(user)).total_amount_donated).toBe(42);
  });

  it('refuses a visitor and a bad token with 403, even with a bad body', async () => {
    const user = await signUpAndLogIn(t.app);
    const visitor = await donate({}, { amount: 10, donator: user.donatorId });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const empty = await donate({ authorization: 'Token ' }, { amount: 10, donator: user.donatorId });
    expect(empty.statusCode).toBe(403);
    const bad = await donate({ authorization: 'Token 0123456789012345678901234567890123456789' }, { amount: 10, donator: user.donatorId });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ detail: MESSAGES.invalidToken });
    expect((await donate({}, { amount: 'x' })).statusCode).toBe(403);
    expect((await donator(user)).total_amount_donated).toBe(0);
  });

  it('counts every one of 20 concurrent donations in the total and in the statistics', async () => {
    const user = await signUpAndLogIn(t.app, 'burst');
    const statsBefore = (await t.app.inject({ method: 'GET', url: '/api/stats/regions/' })).json();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        donate(user.auth, { amount: 1.25, region: (i % 5) + 1, date: isoDay(0), donator: user.donatorId }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.json().donation_id)).size).toBe(20);
    const record = await donator(user);
    expect(record.total_amount_donated).toBe(25);
    expect(record.donations).toHaveLength(20);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/stats/regions/' })).json();
    expect(Math.round((stats.total - statsBefore.total) * 100)).toBe(2500);
    for (const region of stats.regions) {
      const before = statsBefore.regions.find((r: { id: number }) => r.id === region.id);
      expect(region.donation_count - before.donation_count).toBe(4);
    }
  });
});

describe('GET /api/donation/', () => {
  it('shows a donor only their own donations, oldest first', async () => {
    const user = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    await donate(user.auth, { amount: 5, date: isoDay(0), donator: user.donatorId });
    await donate(user.auth, { amount: 6, date: isoDay(-1), donator: user.donatorId });
    await donate(other.auth, { amount: 7, date: isoDay(-1), donator: other.donatorId });
    const response = await list(user.auth);
    expect(response.statusCode).toBe(200);
    const donations = response.json();
    expect(donations.map((d: { amount: number; date: string }) => [d.amount, d.date])).toEqual([
      [6, isoDay(-1)],
      [5, isoDay(0)],
    ]);
    for (const donation of donations) {
      expect(donation).toEqual({
        donation_id: expect.any(Number),
        amount: expect.any(Number),
        date: expect.any(String),
        region: 1,
        donator: user.id,
        donator_id: user.donatorId,
      });
    }
  });

  it('shows a user without donations an empty list', async () => {
    const user = await signUpAndLogIn(t.app);
    const response = await list(user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('shows staff every donation', async () => {
    const a = await signUpAndLogIn(t.app);
    const b = await signUpAndLogIn(t.app);
    await donate(a.auth, { amount: 3, donator: a.donatorId });
    await donate(b.auth, { amount: 4, donator: b.donatorId });
    const all = (await list(staff.auth)).json();
    const donors = new Set(all.map((d: { donator: number }) => d.donator));
    expect(donors.has(a.id) && donors.has(b.id)).toBe(true);
    const count = await t.db.kysely
      .selectFrom('donations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
  });

  it('refuses a visitor and a bad token with 403', async () => {
    const visitor = await list();
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ detail: MESSAGES.notAuthenticated });
    const bad = await list({ authorization: 'Token 0123456789012345678901234567890123456789' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ detail: MESSAGES.invalidToken });
  });
});

describe('other verbs', () => {
  it('has no read, change or delete of a single donation', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/donation/1/', headers: staff.auth });
      expect(response.statusCode).toBe(404);
    }
  });
});
