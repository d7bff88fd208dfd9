import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, REGIONS, SAMPLE_DONATIONS, TOP_DONORS_PER_REGION, toCents } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type TestApp } from '../helpers.js';

const stats = (t: TestApp, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/stats/regions/', headers });

/** The statistics worked out by hand from the contract's sample donations. */
function expectedFromSamples(userIds: Map<string, number>) {
  const regions = REGIONS.map((region) => {
    const here = SAMPLE_DONATIONS.filter((donation) => donation.region === region.id);
    const byDonor = new Map<string, number>();
    for (const donation of here) byDonor.set(donation.donor, (byDonor.get(donation.donor) ?? 0) + toCents(donation.amount));
    const top = [...byDonor.entries()]
      .sort(([nameA, centsA], [nameB, centsB]) => centsB - centsA || (nameA < nameB ? -1 : 1))
      .slice(0, TOP_DONORS_PER_REGION)
      .map(([username, cents]) => ({ user_id: userIds.get(username)!, username, total: cents / 100, is_sample: true }));
    const cents = here.reduce((sum, donation) => sum + toCents(donation.amount), 0);
    return {
      id: region.id,
      name: region.name,
      lat: region.lat,
      lon: region.lon,
      donation_count: here.length,
      total: cents / 100,
      top_donors: top,
      pairs_delivered: 0,
    };
  });
  const cents = SAMPLE_DONATIONS.reduce((sum, donation) => sum + toCents(donation.amount), 0);
  return { regions, total: cents / 100 };
}

describe('GET /api/stats/regions/ with the sample donations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sampleDonations: true });
  });
  afterAll(() => t.close());

  it('gives every region its count, total and top 3 donors, and the grand total', async () => {
    const users = await t.db.kysely.selectFrom('users').select(['id', 'username']).execute();
    const userIds = new Map(users.map((user) => [user.username, user.id]));
    const response = await stats(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedFromSamples(userIds));
  });

  it('spot-checks the hand-computed figures', async () => {
    const body = (await stats(t)).json();
    expect(body.total).toBe(1763.25);
    const west = body.regions[0];
    expect(west).toMatchObject({ id: 1, name: 'West', donation_count: 6, total: 230 });
    expect(west.top_donors.map((donor: { username: string; total: number }) => [donor.username, donor.total])).toEqual([
      ['ada_giver', 95],
      ['farid_gives', 50],
      ['dev_donates', 45],
    ]);
  });

  it('is the same for a signed-in user and with a bad token (public)', async () => {
    const user = await signUpAndLogIn(t.app);
    const anonymous = (await stats(t)).json();
    expect((await stats(t, user.auth)).json()).toEqual(anonymous);
    const bad = await stats(t, { authorization: 'Token 0123456789012345678901234567890123456789' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual(anonymous);
  });
});

describe('GET /api/stats/regions/ from scratch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every region with zeros when nobody has donated', async () => {
    const response = await stats(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      regions: REGIONS.map((region) => ({
        id: region.id,
        name: region.name,
        lat: region.lat,
        lon: region.lon,
        donation_count: 0,
        total: 0,
        top_donors: [],
        pairs_delivered: 0,
      })),
      total: 0,
    });
  });

  it('ranks donors by their total in that region only, breaks ties by username and keeps three', async () => {
    const zed = await signUpAndLogIn(t.app, 'zed');
    const amy = await signUpAndLogIn(t.app, 'amy');
    const kim = await signUpAndLogIn(t.app, 'kim');
    const lou = await signUpAndLogIn(t.app, 'lou');
    const donate = (user: typeof zed, amount: number, region: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/donation/',
        headers: user.auth,
        payload: { amount, region, donator: user.donatorId },
      });
    // Region 2: zed 10+5 = 15, amy 15 (tie, amy first by name), kim 20, lou 1 (fourth: left out).
    for (const [user, amount, region] of [
      [zed, 10, 2],
      [zed, 5, 2],
      [amy, 15, 2],
      [kim, 20, 2],
      [lou, 1, 2],
      [lou, 500, 3],
    ] as const) {
      expect((await donate(user, amount, region)).statusCode).toBe(201);
    }
    const body = (await stats(t)).json();
    const southwest = body.regions.find((region: { id: number }) => region.id === 2);
    expect(southwest.donation_count).toBe(5);
    expect(southwest.total).toBe(51);
    // None of them chose a public name, so each is shown as Anonymous; the order is still by username.
    expect(southwest.top_donors).toEqual([
      { user_id: kim.id, username: ANONYMOUS_NAME, total: 20, is_sample: false },
      { user_id: amy.id, username: ANONYMOUS_NAME, total: 15, is_sample: false },
      { user_id: zed.id, username: ANONYMOUS_NAME, total: 15, is_sample: false },
    ]);
    const midwest = body.regions.find((region: { id: number }) => region.id === 3);
    expect(midwest).toMatchObject({
      donation_count: 1,
      total: 500,
      top_donors: [{ user_id: lou.id, username: ANONYMOUS_NAME, total: 500, is_sample: false }],
    });
    expect(body.total).toBe(551);
  });

  it('leaves out a donor whose every gift in the region was refunded', async () => {
    const ann = await signUpAndLogIn(t.app, 'ann');
    const admin = await logInAdmin(t.app);
    const gift = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: ann.auth,
      payload: { amount: 40, region: 4, donator: ann.donatorId },
    });
    expect(gift.statusCode).toBe(201);
    const region4 = async () => (await stats(t)).json().regions.find((region: { id: number }) => region.id === 4);
    expect((await region4()).top_donors.map((donor: { user_id: number }) => donor.user_id)).toContain(ann.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/donations/${gift.json().donation_id}/refund/`,
      headers: admin.auth,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await region4();
    expect(after.top_donors.map((donor: { user_id: number }) => donor.user_id)).not.toContain(ann.id);
    expect(after.total).toBe(0);
  });
});
