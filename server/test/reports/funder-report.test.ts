/**
 * The report for funders: money of a date range by month, method and region (exact, matching the
 * ledger's confirmed money), pairs shipped and delivered by month, state, household size and
 * income band with small counts hidden, and the median waits; each part also as CSV.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FEWER_THAN_3, REPORT_MESSAGES, WITHHELD } from '@onepair/contract';
import { csvRecords } from '../csv.js';
import { requestsTo, signUpAndLogIn, useTestApp, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
useTestApp((fixture) => ({ t, staff } = fixture));
const { call, ok } = requestsTo(() => t.app);

/** A recipient of a pair: their state, household and monthly income, approved and shipped (and perhaps delivered) on the given days. */
async function pairFor(person: {
  state: string;
  household: number | null;
  income: number | null;
  submitted: string;
  approved: string;
  shipped: string;
  delivered?: string;
  cancelled?: boolean;
}) {
  const who = await signUpAndLogIn(t.app, 'reported');
  await t.db.kysely.updateTable('accounts').set({ state: person.state }).where('account_id', '=', who.accountId).execute();
  await t.db.kysely
    .updateTable('donatees')
    .set({
      application_status: 'approved',
      household_size: person.household,
      monthly_income_cents: person.income === null ? null : person.income * 100,
      submitted_at: `${person.submitted}T10:00:00.000Z`,
      decided_at: `${person.approved}T10:00:00.000Z`,
    })
    .where('donatee_id', '=', who.donateeId)
    .execute();
  await t.db.kysely
    .insertInto('claims')
    .values({
      donatee_id: who.donateeId,
      glasses_id: null,
      status: person.cancelled ? 'cancelled' : person.delivered ? 'delivered' : 'shipped',
      carrier: 'USPS',
      tracking_number: '1',
      claimed_at: `${person.approved}T11:00:00.000Z`,
      shipped_at: `${person.shipped}T12:00:00.000Z`,
      delivered_at: person.delivered ? `${person.delivered}T12:00:00.000Z` : null,
      cancelled_at: person.cancelled ? `${person.shipped}T13:00:00.000Z` : null,
      reason: null,
      confirmation_number: 1,
    })
    .execute();
}

const RANGE = 'from=2019-01-01&to=2019-03-31';

describe('the report for funders', () => {
  beforeAll(async () => {
    // Money: gifts recorded by staff in the range, one before it, one void.
    const donor = await signUpAndLogIn(t.app, 'funded');
    const record = (amount: number, date: string, region: number, method: string) =>
      ok('POST', '/api/staff/donations/', staff, { donor: donor.id, amount, date, region, method });
    await record(100, '2019-01-05', 1, 'check');
    await record(50.25, '2019-01-20', 1, 'check');
    await record(30, '2019-01-21', 2, 'cash');
    await record(70, '2019-02-02', 1, 'check');
    await record(999, '2018-12-31', 1, 'check');
    const voided = await record(500, '2019-02-03', 1, 'check');
    await ok('POST', `/api/staff/donations/${voided.donation_id}/void/`, staff, { reason: 'Bounced' });

    // Pairs, banded against the configured guideline (the default: 15,650 a year for one person, 5,500 for each more).
    const oregon = { state: 'or', submitted: '2018-12-20', approved: '2019-01-01' };
    await pairFor({ ...oregon, household: 1, income: 1000, shipped: '2019-01-10', delivered: '2019-01-15' });
    await pairFor({ ...oregon, household: 1, income: 1500, shipped: '2019-01-11', delivered: '2019-01-21' });
    await pairFor({ ...oregon, household: 2, income: 1200, shipped: '2019-01-12', delivered: '2019-01-31' });
    await pairFor({ ...oregon, household: 4, income: null, shipped: '2019-02-01' });
    await pairFor({ state: 'WA', household: 3, income: 2000, submitted: '2019-01-01', approved: '2019-01-11', shipped: '2019-02-05' });
    // Neither counts: one came back, one left after the range.
    await pairFor({ ...oregon, household: 1, income: 1000, shipped: '2019-01-13', cancelled: true });
    await pairFor({ ...oregon, household: 1, income: 1000, shipped: '2019-04-02' });
  });

  it('reports the range’s confirmed money by month, method and region, matching the ledger', async () => {
    const report = await ok('GET', `/api/staff/reports/?${RANGE}`, staff);
    expect(report).toMatchObject({ from: '2019-01-01', to: '2019-03-31', guideline_year: 2025 });
    expect(report.money.rows).toEqual([
      { month: '2019-01', method: 'cash', region: 2, region_name: 'Southwest', gifts: 1, amount: 30 },
      { month: '2019-01', method: 'check', region: 1, region_name: 'West', gifts: 2, amount: 150.25 },
      { month: '2019-02', method: 'check', region: 1, region_name: 'West', gifts: 1, amount: 70 },
    ]);
    expect(report.money).toMatchObject({ gifts: 4, amount: 250.25 });
    const ledger = await ok('GET', `/api/staff/donations/totals/?${RANGE}`, staff);
    expect(ledger.by_status.confirmed).toEqual({ count: report.money.gifts, total: report.money.amount });
  });

  it('counts pairs by month, state, household and income, hiding small counts and what would give them away', async () => {
    const { pairs } = await ok('GET', `/api/staff/reports/?${RANGE}`, staff);
    const row = (dimension: string, value: string) =>
      pairs.rows.find((each: { dimension: string; value: string }) => each.dimension === dimension && each.value === value);
    // Three delivered, all in January to Oregon: shown.
    expect(pairs.delivered).toBe(3);
    expect(row('month', '2019-01')).toMatchObject({ delivered: 3 });
    expect(row('state', 'OR')).toMatchObject({ delivered: 3 });
    // Two shipped in February and one to Washington: fewer than 3.
    expect(row('month', '2019-02')).toMatchObject({ shipped: FEWER_THAN_3, delivered: 0 });
    expect(row('state', 'WA')).toMatchObject({ shipped: FEWER_THAN_3, delivered: 0 });
    // January's 3 and Oregon's 4 would give those away from a total of 5, so they are withheld;
    // and with every household band small, the total of 5 would give the bands away: withheld too.
    expect(row('month', '2019-01').shipped).toBe(WITHHELD);
    expect(row('state', 'OR').shipped).toBe(WITHHELD);
    expect(pairs.shipped).toBe(WITHHELD);
    expect(row('income', 'Not given')).toMatchObject({ shipped: FEWER_THAN_3 });
    // Bands come in their own order.
    expect(
      pairs.rows.filter((each: { dimension: string }) => each.dimension === 'household_size').map((each: { value: string }) => each.value),
    ).toEqual(['1', '2', '3–4']);
    // No published figure is below 3 but above 0.
    for (const each of pairs.rows)
      for (const count of [each.shipped, each.delivered]) if (typeof count === 'number') expect(count === 0 || count >= 3).toBe(true);
  });

  it('gives the median waits, and none over fewer than 3 people', async () => {
    const { waits } = await ok('GET', `/api/staff/reports/?${RANGE}`, staff);
    // Approved in the range: 6 people approved on 2019-01-01 after 12 days, 1 on 2019-01-11 after 10.
    expect(waits.application_to_approval).toEqual({ median_days: 12, people: 7 });
    // Delivered: 14, 20 and 30 days after approval.
    expect(waits.approval_to_delivery).toEqual({ median_days: 20, people: 3 });
    const narrow = await ok('GET', '/api/staff/reports/?from=2019-01-11&to=2019-01-11', staff);
    expect(narrow.waits.application_to_approval).toEqual({ median_days: null, people: FEWER_THAN_3 });
  });

  it('downloads each part as CSV whose rows are the report’s', async () => {
    const report = await ok('GET', `/api/staff/reports/?${RANGE}`, staff);
    const money = await call('GET', `/api/staff/reports/money.csv?${RANGE}`, staff);
    expect(money.statusCode).toBe(200);
    expect(money.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(money.headers['content-disposition']).toBe('attachment; filename="onepair-money-2019-01-01-to-2019-03-31.csv"');
    const records = csvRecords(money.body);
    expect(records.reduce((sum, record) => sum + Math.round(Number(record.amount) * 100), 0) / 100).toBe(report.money.amount);
    const pairs = csvRecords((await call('GET', `/api/staff/reports/pairs.csv?${RANGE}`, staff)).body);
    expect(pairs).toHaveLength(report.pairs.rows.length);
    expect(pairs.find((record) => record.value === 'WA')).toEqual({
      dimension: 'state',
      value: 'WA',
      shipped: FEWER_THAN_3,
      delivered: '0',
    });
    const waits = (await call('GET', `/api/staff/reports/waits.csv?${RANGE}`, staff)).body;
    expect(waits.split('\n')[0]).toBe('measure,median_days,people');
    expect(waits).toContain('approval_to_delivery,20,3');
  });

  it('refuses an end before the start or a date that is not one, naming the field', async () => {
    const backwards = await call('GET', '/api/staff/reports/?from=2019-02-01&to=2019-01-01', staff);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ to: [REPORT_MESSAGES.toBeforeFrom] });
    for (const query of ['from=2019-02-30', 'to=yesterday', `from=${'9'.repeat(5000)}`]) {
      const response = await call('GET', `/api/staff/reports/money.csv?${query}`, staff);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
