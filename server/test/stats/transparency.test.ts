import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { FEWER_THAN_3, TRANSPARENCY_CSV_COLUMNS, WITHHELD, regionOfState } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { newGlasses } from '../claims/helpers.js';

let t: TestApp;
let staff: SignedInUser;
const thisMonth = new Date().toISOString().slice(0, 7);

const { call } = requestsTo(() => t.app);

/** A gift staff record for `who`: staff may date it back (a donor's own gift is dated today). */
async function donate(who: SignedInUser, amount: number, region: number, date: string) {
  const response = await call('POST', '/api/donation/', staff, { amount, region, date, donator: who.donatorId });
  expect(response.statusCode).toBe(201);
}

/** A recipient in `state` who claims a pair, which staff ship; delivered when `deliver`. */
async function pairTo(state: string, glassesId: number, deliver: boolean) {
  const who = await signUpAndLogIn(t.app, 'recipient');
  const applied = await call('PATCH', `/api/donatees/${who.donateeId}/`, who, {
    has_applied_for_account: true,
    monthly_income: 900,
    is_dependent: false,
  });
  expect(applied.statusCode).toBe(200);
  const address = { user: who.id, address: '1 Main St', city: 'Town', state, zip_code: '10001', phone_number: '555-0100' };
  expect((await call('PATCH', `/api/accounts/${who.accountId}/`, who, address)).statusCode).toBe(200);
  expect((await call('PATCH', `/api/donatees/${who.donateeId}/`, who, { has_claimed: true, claimed_glasses: glassesId })).statusCode).toBe(
    200,
  );
  const claim = await t.db.kysely.selectFrom('claims').select('id').where('donatee_id', '=', who.donateeId).executeTakeFirstOrThrow();
  expect((await call('POST', `/api/staff/claims/${claim.id}/ship/`, staff, { carrier: 'USPS', tracking_number: '9400' })).statusCode).toBe(
    200,
  );
  if (deliver) expect((await call('POST', `/api/claims/${claim.id}/confirm-delivery/`, who)).statusCode).toBe(200);
  return claim.id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { impact: { costPerPairCents: 2500, goal: { amountCents: 100_00, period: 'month' } } } });
  staff = await logInAdmin(t.app);
  const ann = await signUpAndLogIn(t.app, 'ann');
  const bob = await signUpAndLogIn(t.app, 'bob');
  await donate(ann, 10, 1, '2025-01-15');
  await donate(bob, 20.5, 1, '2025-01-31');
  await donate(bob, 5, 2, '2025-02-03');
  await donate(ann, 30, 3, `${thisMonth}-01`);
  const frame = await newGlasses(t, 20);
  // Midwest (IL, Ohio): four shipped, three of them delivered; West: one, delivered.
  await pairTo('IL', frame, true);
  await pairTo('Ohio', frame, true);
  await pairTo(' illinois ', frame, true);
  await pairTo('IN', frame, false);
  await pairTo('CA', frame, true);
  // A shipment cancelled on its way came back to stock: it counts nowhere.
  const cancelled = await pairTo('IL', frame, false);
  expect((await call('POST', `/api/staff/claims/${cancelled}/cancel/`, staff, { reason: 'Returned' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/stats/transparency/ and .csv', () => {
  it('gives confirmed money by month and region and pairs by the month they moved, hiding counts under 3 recipients and those that would give one away', async () => {
    const response = await call('GET', '/api/stats/transparency/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const row = (
      month: string,
      region: number,
      region_name: string,
      money: number,
      count: number,
      shipped: unknown,
      delivered: unknown,
    ) => ({
      month,
      region,
      region_name,
      money_confirmed: money,
      donation_count: count,
      pairs_shipped: shipped,
      pairs_delivered: delivered,
    });
    expect(body.rows).toEqual([
      row('2025-01', 1, 'West', 30.5, 2, 0, 0),
      row('2025-02', 2, 'Southwest', 5, 1, 0, 0),
      row(thisMonth, 1, 'West', 0, 0, FEWER_THAN_3, FEWER_THAN_3),
      // 4 shipped and 3 delivered, withheld: the totals less these would give the West's 1 away.
      row(thisMonth, 3, 'Midwest', 30, 1, WITHHELD, WITHHELD),
    ]);
    // 4 delivered in all would tell a reader that the Midwest's withheld count (3 or more) is 3
    // and the West's 1: the total is withheld too. 5 shipped leaves the West's 1 or 2 open.
    expect(body.totals).toEqual({ money_confirmed: 65.5, pairs_shipped: 5, pairs_delivered: WITHHELD });
    expect(body.unplaced_pairs_delivered).toBe(0);
    expect(body.cost_per_pair).toBe(25);
  });

  it('the CSV has the same figures as the JSON, a line per row', async () => {
    const json = (await call('GET', '/api/stats/transparency/')).json();
    const response = await call('GET', '/api/stats/transparency.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    const [header, ...lines] = response.body.trim().split('\n');
    expect(header).toBe(TRANSPARENCY_CSV_COLUMNS.join(','));
    expect(lines).toEqual(
      json.rows.map((row: Record<string, unknown>) => TRANSPARENCY_CSV_COLUMNS.map((column) => String(row[column])).join(',')),
    );
  });

  it("the map's regions add the pairs delivered there", async () => {
    const regions = (await call('GET', '/api/stats/regions/')).json().regions;
    // The Midwest's 3 is withheld: the delivered total (4) less it would give the West's 1 away.
    expect(regions.map((region: { pairs_delivered: unknown }) => region.pairs_delivered)).toEqual([FEWER_THAN_3, 0, WITHHELD, 0, 0]);
  });

  it('money is the kept monthly total, equal to the confirmed donations summed again', async () => {
    const kept = await t.db.kysely.selectFrom('monthly_region_totals').selectAll().orderBy('month').orderBy('region_id').execute();
    const summed = await sql<{ month: string; region_id: number; cents: string | number; count: string | number }>`
      select substr(date, 1, 7) as month, region_id, sum(amount_cents) as cents, count(*) as count from donations
      where status = 'confirmed' group by substr(date, 1, 7), region_id order by month, region_id`.execute(t.db.kysely);
    expect(kept.map((row) => [row.month, row.region_id, Number(row.total_cents), Number(row.donation_count)])).toEqual(
      summed.rows.map((row) => [row.month, row.region_id, Number(row.cents), Number(row.count)]),
    );
  });

  it('GET /api/stats/goal/ gives the goal with the money of this month', async () => {
    const body = (await call('GET', '/api/stats/goal/')).json();
    expect(body).toEqual({ goal: { amount: 100, period: 'month', raised: 30, since: `${thisMonth}-01` } });
    expect((await call('GET', '/api/config/')).json()).toMatchObject({ cost_per_pair: 25, goal_amount: 100, goal_period: 'month' });
  });
});

describe('regionOfState', () => {
  it('reads postal codes and names in any case, and nothing else', () => {
    expect([regionOfState('ca'), regionOfState('New York.'), regionOfState(' texas '), regionOfState('FL'), regionOfState('mn')]).toEqual([
      1, 5, 2, 4, 3,
    ]);
    expect([regionOfState(''), regionOfState('Ontario'), regionOfState('C A')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('without a goal', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('the goal is null, the default cost per pair applies, and every list is empty', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/stats/goal/' })).json()).toEqual({ goal: null });
    expect((await bare.app.inject({ method: 'GET', url: '/api/config/' })).json()).toMatchObject({ cost_per_pair: 25, goal_amount: null });
    const body = (await bare.app.inject({ method: 'GET', url: '/api/stats/transparency/' })).json();
    expect(body).toEqual({
      rows: [],
      totals: { money_confirmed: 0, pairs_shipped: 0, pairs_delivered: 0 },
      unplaced_pairs_delivered: 0,
      cost_per_pair: 25,
    });
    const csv = (await bare.app.inject({ method: 'GET', url: '/api/stats/transparency.csv' })).body;
    expect(csv.trim()).toBe(TRANSPARENCY_CSV_COLUMNS.join(','));
  });
});
