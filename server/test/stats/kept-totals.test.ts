import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, REGIONS, TOP_DONORS_PER_REGION } from '@onepair/contract';
import { eraseUser } from '../../src/users/erasure.js';
import type { Db } from '../../src/db/engine.js';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

/** What the kept totals must be, summed again from the donations themselves. */
async function recomputed(db: Db) {
  const regions = await db.kysely
    .selectFrom('donations')
    .select((eb) => ['region_id', eb.fn.countAll<number | string>().as('count'), eb.fn.sum<number | string>('amount_cents').as('cents')])
    .groupBy('region_id')
    .orderBy('region_id')
    .execute();
  const donors = await db.kysely
    .selectFrom('donations')
    .select((eb) => [
      'donator_id',
      'region_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('amount_cents').as('cents'),
    ])
    .where('donator_id', 'is not', null)
    .groupBy(['donator_id', 'region_id'])
    .orderBy('donator_id')
    .orderBy('region_id')
    .execute();
  return {
    regions: regions.map((row) => [row.region_id, Number(row.count), Number(row.cents)]),
    donors: donors.map((row) => [row.donator_id, row.region_id, Number(row.count), Number(row.cents)]),
  };
}

async function kept(db: Db) {
  const regions = await db.kysely.selectFrom('region_totals').selectAll().where('donation_count', '>', 0).orderBy('region_id').execute();
  const donors = await db.kysely.selectFrom('donor_region_totals').selectAll().orderBy('donator_id').orderBy('region_id').execute();
  return {
    regions: regions.map((row) => [row.region_id, Number(row.donation_count), Number(row.total_cents)]),
    donors: donors.map((row) => [row.donator_id, row.region_id, Number(row.donation_count), Number(row.total_cents)]),
  };
}

describe('donation totals kept with each donation', () => {
  let t: TestApp;
  let donors: SignedInUser[];
  let staff: SignedInUser;

  const donate = (who: SignedInUser, donator: number, amount: number, region: number) =>
    t.app.inject({ method: 'POST', url: '/api/donation/', headers: who.auth, payload: { amount, region, donator } });

  beforeAll(async () => {
    t = await createTestApp({ sampleDonations: true });
    staff = await logInAdmin(t.app);
    donors = [];
    for (let i = 0; i < 6; i += 1) donors.push(await signUpAndLogIn(t.app, 'kept'));
  });
  afterAll(() => t.close());

  it('equal the sums of the donations after concurrent donations and an erasure', async () => {
    const before = await recomputed(t.db);
    expect(await kept(t.db)).toEqual(before);

    // Many donations at once into few rows: the same donors and regions over and over.
    const wave = (round: number) =>
      Promise.all(
        Array.from({ length: 48 }, (_, i) => {
          const donor = donors[i % donors.length]!;
          const region = REGIONS[(i + round) % 2]!.id;
          const amount = ((i * 37 + round * 11) % 500) / 4 + 0.25;
          return i % 5 === 0 ? donate(staff, donor.donatorId, amount, region) : donate(donor, donor.donatorId, amount, region);
        }),
      );
    const first = await wave(0);
    expect(first.map((response) => response.statusCode)).toEqual(first.map(() => 201));

    const erased = donors[0]!;
    const [, second] = await Promise.all([eraseUser(t.db, erased.id), wave(1)]);
    // The erased donor's own requests in the second wave may come after the erasure and fail.
    expect(second.filter((response) => response.statusCode === 201).length).toBeGreaterThanOrEqual(40);

    const after = await recomputed(t.db);
    expect(await kept(t.db)).toEqual(after);
    // Their donations still count for the regions but under nobody's name.
    expect(after.donors.some(([donatorId]) => donatorId === erased.donatorId)).toBe(false);
    const grandBefore = before.regions.reduce((sum, [, , cents]) => sum + cents!, 0);
    const grandAfter = after.regions.reduce((sum, [, , cents]) => sum + cents!, 0);
    expect(grandAfter).toBeGreaterThan(grandBefore);
  });

  it('serve the public statistics with the figures the donations add up to', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/stats/regions/' })).json();
    const sums = await recomputed(t.db);
    const names = await t.db.kysely
      .selectFrom('donators')
      .innerJoin('accounts', 'accounts.account_id', 'donators.account_id')
      .innerJoin('users', 'users.id', 'accounts.user_id')
      .select(['donators.donator_id', 'users.id', 'users.username', 'donators.public_name'])
      .execute();
    const user = new Map(names.map((row) => [row.donator_id, row]));
    for (const region of REGIONS) {
      const [, count, cents] = sums.regions.find(([id]) => id === region.id) ?? [region.id, 0, 0];
      const top = sums.donors
        .filter(([, regionId]) => regionId === region.id)
        .map(([donatorId, , , total]) => ({ ...user.get(donatorId!)!, total: total! }))
        .sort((a, b) => b.total - a.total || (a.username.toLowerCase() < b.username.toLowerCase() ? -1 : 1) || a.id - b.id)
        .slice(0, TOP_DONORS_PER_REGION)
        // A donor is shown by the public name they chose, or as Anonymous until they choose one.
        .map((donor) => ({ user_id: donor.id, username: donor.public_name ?? ANONYMOUS_NAME, total: donor.total / 100 }));
      expect(body.regions.find((item: { id: number }) => item.id === region.id)).toMatchObject({
        donation_count: count,
        total: cents! / 100,
        top_donors: top,
      });
    }
    expect(body.total).toBe(sums.regions.reduce((sum, [, , cents]) => sum + cents!, 0) / 100);
  });
});
