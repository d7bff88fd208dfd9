/**
 * GET /api/donations/receipts/ answers a page of receipts (newest first, default 100) with the
 * cursor of the next page in `next`, so a donor with years of gifts gets a bounded answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpDonor, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let staff: SignedInUser;
let donor: SignedInUser;
const ids: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  staff = await logInAdmin(t.app);
  donor = await signUpDonor(t, 'pages');
  // Gifts staff record for the donor (received by cheque, say) have receipts.
  for (let i = 0; i < 7; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: staff.auth,
      payload: { amount: i + 1, date: `${2019 + (i % 3)}-05-01`, region: 2, donator: donor.donatorId },
    });
    ids.push(response.json().donation_id);
  }
});
afterAll(() => t.close());

const get = (query = '') => t.app.inject({ method: 'GET', url: `/api/donations/receipts/${query}`, headers: donor.auth });

describe('GET /api/donations/receipts/ a page at a time', () => {
  it('walks every receipt newest first, each once, with the years on every page', async () => {
    const seen: number[] = [];
    let query = '?limit=3';
    for (let pages = 1; ; pages++) {
      const response = await get(query);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.receipts.length).toBeLessThanOrEqual(3);
      expect(body.statement_years).toEqual([2021, 2020, 2019]);
      seen.push(...body.receipts.map((receipt: { donation_id: number }) => receipt.donation_id));
      if (body.next === null) {
        expect(pages).toBe(3);
        break;
      }
      query = `?limit=3&after=${encodeURIComponent(body.next)}`;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('answers everything in one page under the default size, with next null', async () => {
    const body = (await get()).json();
    expect(body.receipts).toHaveLength(7);
    expect(body.next).toBeNull();
  });

  it('refuses a cursor it did not give and a bad limit with a 400 naming the field', async () => {
    expect((await get('?after=nonsense')).json()).toEqual({ after: ['This cursor is not one the list returned.'] });
    expect(Object.keys((await get('?limit=0')).json())).toEqual(['limit']);
    expect(Object.keys((await get('?limit=501')).json())).toEqual(['limit']);
  });
});
