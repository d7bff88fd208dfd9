import { describe, expect, it } from 'vitest';
import { NESTED_DONATIONS, type Donation } from '@onepair/contract';
import { signUpAndLogIn, type SignedInUser, type TestApp, useTestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));

const get = (url: string, who: SignedInUser) => t.app.inject({ method: 'GET', url, headers: who.auth });

/** Donations written straight into the table: the pages read nothing else. Dates repeat, so ties on the date occur. */
async function addDonations(who: SignedInUser, count: number, dayOf: (i: number) => number = (i) => i % 17): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    donator_id: who.donatorId,
    amount_cents: 100 + i,
    date: `2023-01-${String(1 + dayOf(i)).padStart(2, '0')}`,
    region_id: 1 + (i % 5),
    created_at: new Date().toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 200)
    await t.db.kysely
      .insertInto('donations')
      .values(rows.slice(start, start + 200))
      .execute();
}

function nextLink(link: string | string[] | number | undefined): string | undefined {
  if (link === undefined) return undefined;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  if (!match) throw new Error(`not a next link: ${String(link)}`);
  return match[1];
}

/** Every page from `url` on, following the Link header, with the size of each page. */
async function walk(url: string, who: SignedInUser, between?: () => Promise<void>): Promise<{ donations: Donation[]; sizes: number[] }> {
  const donations: Donation[] = [];
  const sizes: number[] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await get(next, who);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Donation[];
    donations.push(...page);
    sizes.push(page.length);
    next = nextLink(response.headers.link);
    if (next && between) await between();
  }
  return { donations, sizes };
}

const byPosition = (a: Donation, b: Donation) => (a.date === b.date ? a.donation_id - b.donation_id : a.date < b.date ? -1 : 1);

describe('GET /api/donation/ a page at a time', () => {
  it("answers 100 of the caller's donations, oldest first, and the next page in Link, until the last page has none", async () => {
    const donor = await signUpAndLogIn(t.app, 'pages');
    await addDonations(donor, 250);
    const first = await get('/api/donation/', donor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(100);
    expect(first.headers.link).toMatch(/^<\/api\/donation\/\?limit=100&order=oldest&after=2023-01-\d\d\.\d+>; rel="next"$/);

    const { donations, sizes } = await walk('/api/donation/', donor);
    expect(sizes).toEqual([100, 100, 50]);
    expect(donations.every((donation) => donation.donator_id === donor.donatorId && donation.donator === donor.id)).toBe(true);
    expect(new Set(donations.map((donation) => donation.donation_id)).size).toBe(250);
    expect(donations).toEqual([...donations].sort(byPosition));
  });

  it('walks newest first with order=newest, in the exact reverse order', async () => {
    const donor = await signUpAndLogIn(t.app, 'newest');
    await addDonations(donor, 45);
    const oldest = await walk('/api/donation/?limit=10', donor);
    const newest = await walk('/api/donation/?limit=10&order=newest', donor);
    expect(newest.sizes).toEqual([10, 10, 10, 10, 5]);
    expect(newest.donations).toEqual([...oldest.donations].reverse());
  });

  it('takes limit up to 1,000 and an exact last page has no Link', async () => {
    const donor = await signUpAndLogIn(t.app, 'limit');
    await addDonations(donor, 20);
    const all = await get('/api/donation/?limit=1000', donor);
    expect(all.json()).toHaveLength(20);
    expect(all.headers.link).toBeUndefined();
    const exact = await get('/api/donation/?limit=20', donor);
    expect(exact.json()).toHaveLength(20);
    expect(exact.headers.link).toBeUndefined();
  });

  it.each([['0'], ['1001'], ['-5'], ['ten'], ['2.5']])('refuses limit=%s with a 400 naming limit', async (limit) => {
    const response = await get(`/api/donation/?limit=${limit}`, staff);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['limit']);
  });

  it.each([['junk'], ['2023-01-01'], ['2023-01-01.0'], ['2023-01-01.99999999999'], ['2023-1-1.5']])(
    'refuses after=%s with a 400 naming after',
    async (after) => {
      const response = await get(`/api/donation/?after=${encodeURIComponent(after)}`, staff);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['after']);
    },
  );

  it('refuses an unknown order with a 400 naming order', async () => {
    const response = await get('/api/donation/?order=sideways', staff);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['order']);
  });

  it('neither repeats nor skips a donation while new ones arrive between pages, before and after the position reached', async () => {
    const donor = await signUpAndLogIn(t.app, 'moving');
    await addDonations(donor, 60, (i) => 2 + (i % 10));
    const before = (await walk('/api/donation/?limit=1000', donor)).donations.map((donation) => donation.donation_id);
    let round = 0;
    const added: Array<{ id: number; date: string }> = [];
    const { donations } = await walk('/api/donation/?limit=7', donor, async () => {
      round += 1;
      // One dated before everything (lands behind the position), one after everything (still
      // ahead); recorded by staff, who may date a gift back.
      for (const date of ['2023-01-01', `2023-02-${String(round).padStart(2, '0')}`]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/donation/',
          headers: staff.auth,
          payload: { amount: 1, date, region: 2, donator: donor.donatorId },
        });
        expect(response.statusCode).toBe(201);
        added.push({ id: response.json().donation_id, date });
      }
    });
    const seen = donations.map((donation) => donation.donation_id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen).toContain(id);
    // Those dated after every page already read are met further on.
    for (const donation of added.filter((d) => d.date.startsWith('2023-02'))) expect(seen).toContain(donation.id);
    expect(donations).toEqual([...donations].sort(byPosition));
  });

  it("shows a donor only their own donations and staff everyone's, across pages", async () => {
    const [a, b] = [await signUpAndLogIn(t.app, 'a'), await signUpAndLogIn(t.app, 'b')];
    await addDonations(a, 3);
    await addDonations(b, 4);
    const ofA = (await walk('/api/donation/?limit=2', a)).donations;
    expect(ofA.map((donation) => donation.donator_id)).toEqual([a.donatorId, a.donatorId, a.donatorId]);
    const all = (await walk('/api/donation/?limit=50', staff)).donations;
    expect(all.filter((donation) => donation.donator_id === b.donatorId)).toHaveLength(4);
    expect(new Set(all.map((donation) => donation.donation_id)).size).toBe(all.length);
    expect(all).toEqual([...all].sort(byPosition));
  });
});

describe('nested donations', () => {
  it(`users/me and the account views nest the newest ${NESTED_DONATIONS}, oldest first; older ones come from the pages`, async () => {
    const donor = await signUpAndLogIn(t.app, 'nested');
    await addDonations(donor, 130, (i) => Math.floor(i / 5));
    const all = (await walk('/api/donation/?limit=1000', donor)).donations;
    expect(all).toHaveLength(130);
    const newest = all.slice(-NESTED_DONATIONS);

    const me = (await get('/auth/users/me/', donor)).json();
    expect(me.account.donator.donations).toEqual(newest);
    for (const [url, who] of [
      [`/api/users/${donor.id}/`, donor],
      [`/api/accounts/${donor.accountId}/`, staff],
      [`/api/donators/${donor.donatorId}/`, donor],
    ] as const) {
      const body = (await get(url, who)).json();
      const donator = body.account?.donator ?? body.donator ?? body;
      expect(donator.donations).toEqual(newest);
    }
    // A donor's own lists name their one account, with the same nesting.
    expect((await get('/api/accounts/', donor)).json()[0].donator.donations).toEqual(newest);

    // The rest, continuing newest first from the oldest one nested.
    const older = (await walk(`/api/donation/?order=newest&after=${newest[0]!.date}.${newest[0]!.donation_id}`, donor)).donations;
    expect(older).toEqual(all.slice(0, 30).reverse());
  });

  it('the staff lists of users, accounts and donators nest no donations, but keep each total', async () => {
    const donor = await signUpAndLogIn(t.app, 'listed');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: donor.auth,
      payload: { amount: 12.5, region: 2, donator: donor.donatorId },
    });
    expect(response.statusCode).toBe(201);
    const users = (await get('/api/users/', staff)).json() as Array<{
      id: number;
      account: { donator: { donations: unknown[]; total_amount_donated: number } };
    }>;
    const listed = users.find((user) => user.id === donor.id)!;
    expect(listed.account.donator.donations).toEqual([]);
    expect(listed.account.donator.total_amount_donated).toBe(12.5);
    const accounts = (await get('/api/accounts/', staff)).json() as Array<{ account_id: number; donator: { donations: unknown[] } }>;
    expect(accounts.length).toBeGreaterThan(1);
    expect(accounts.every((account) => account.donator.donations.length === 0)).toBe(true);
    const donators = (await get('/api/donators/', staff)).json() as Array<{
      donator_id: number;
      donations: unknown[];
      total_amount_donated: number;
    }>;
    expect(donators.find((donator) => donator.donator_id === donor.donatorId)).toMatchObject({ donations: [], total_amount_donated: 12.5 });
    // The donor's own view still nests it.
    expect((await get('/auth/users/me/', donor)).json().account.donator.donations).toHaveLength(1);
  });
});
