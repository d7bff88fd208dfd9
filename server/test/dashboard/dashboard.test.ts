/** The staff dashboard's figures: this month's confirmed donations, items running low, the latest audit entries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp, requestsTo } from '../helpers.js';
import { newGlasses } from '../claims/helpers.js';
import { monthOf } from '../../src/dashboard/service.js';

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);

describe('GET /api/staff/dashboard/', () => {
  it('counts and sums only confirmed donations dated this month', async () => {
    const donor = await signUpAndLogIn(t.app, 'donor');
    const today = new Date().toISOString().slice(0, 10);
    const before = (await call('GET', '/api/staff/dashboard/', staff)).json().donations_this_month;
    // The old one recorded by staff, who may date a gift back (a donor's own gift is dated today).
    for (const [amount, date, by] of [
      [30, today, donor],
      [12.5, today, donor],
      [99, '2001-01-15', staff],
    ] as const) {
      const response = await call('POST', '/api/donation/', by, { amount, region: 1, donator: donor.donatorId, date });
      expect(response.statusCode, response.body).toBe(201);
    }
    // One more this month that staff gave back: it must not count.
    const refunded = await call('POST', '/api/donation/', donor, { amount: 1000, region: 1, donator: donor.donatorId, date: today });
    const refund = await call('POST', `/api/staff/donations/${refunded.json().donation_id}/refund/`, staff);
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await call('GET', '/api/staff/dashboard/', staff)).json().donations_this_month;
    expect(after.since).toBe(`${today.slice(0, 7)}-01`);
    expect(after.count - before.count).toBe(2);
    expect(after.total - before.total).toBeCloseTo(42.5);
  });

  it('lists items at or below the threshold that are still in the catalogue, fewest first', async () => {
    const low = await newGlasses(t, 0);
    const edge = await newGlasses(t, LOW_STOCK_THRESHOLD);
    const plenty = await newGlasses(t, LOW_STOCK_THRESHOLD + 1);
    const retired = await newGlasses(t, 1);
    await t.db.kysely.updateTable('glasses').set({ retired_at: new Date().toISOString() }).where('glasses_id', '=', retired).execute();
    const ids = (await call('GET', '/api/staff/dashboard/', staff)).json().low_stock.map((item: any) => item.glasses_id);
    expect(ids).toContain(low);
    expect(ids).toContain(edge);
    expect(ids).not.toContain(plenty);
    expect(ids).not.toContain(retired);
    expect(ids.indexOf(low)).toBeLessThan(ids.indexOf(edge));
  });

  it('shows the latest audit entries, newest first', async () => {
    const glassesId = await newGlasses(t, 1);
    expect((await call('POST', `/api/staff/glasses/${glassesId}/stock/`, staff, { change: 3, reason: 'Delivery' })).statusCode).toBe(201);
    const [latest] = (await call('GET', '/api/staff/dashboard/', staff)).json().recent_audit;
    expect(latest).toMatchObject({
      action: 'stock.received',
      target_type: 'glasses',
      target_id: String(glassesId),
      actor_username: 'admin',
    });
  });
});

describe('monthOf', () => {
  it('spans the calendar month in UTC, across a year end', () => {
    expect(monthOf(new Date('2024-12-31T23:59:59Z'))).toEqual({ since: '2024-12-01', until: '2025-01-01' });
    expect(monthOf(new Date('2024-02-01T00:00:00Z'))).toEqual({ since: '2024-02-01', until: '2024-03-01' });
  });
});
