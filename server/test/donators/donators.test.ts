import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndLogIn(t.app, 'owner');
  other = await signUpAndLogIn(t.app, 'other');
  staff = await logInAdmin(t.app);
});
afterAll(() => t.close());

const call = (method: string, url: string, who?: SignedInUser, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

describe('/api/donators/', () => {
  it('lists: visitors refused, users see their own, staff see all', async () => {
    expect((await call('GET', '/api/donators/')).statusCode).toBe(403);
    expect((await call('GET', '/api/donators/', owner)).json().map((d: { donator_id: number }) => d.donator_id)).toEqual([owner.donatorId]);
    const all = (await call('GET', '/api/donators/', staff)).json().map((d: { donator_id: number }) => d.donator_id);
    expect(all).toEqual(expect.arrayContaining([owner.donatorId, other.donatorId]));
  });

  it('reads a donator with donations oldest first and the exact total', async () => {
    for (const [amount, date] of [[20, '2026-01-05'], [10.55, '2025-12-01']] as const) {
      const response = await call('POST', '/api/donation/', owner, { amount, date, region: 2, donator: owner.donatorId });
      expect(response.statusCode).toBe(201);
    }
    const response = await call('GET', `/api/donators/${owner.donatorId}/`, owner);
    expect(response.statusCode).toBe(200);
    const donator = response.json();
    expect(donator).toMatchObject({ donator_id: owner.donatorId, has_donated: true, total_amount_donated: 30.55, account: owner.accountId });
    expect(donator.donations.map((d: { date: string }) => d.date)).toEqual(['2025-12-01', '2026-01-05']);
    expect(donator.donations[0]).toMatchObject({ amount: 10.55, region: 2, donator: owner.id, donator_id: owner.donatorId });
  });

  it('refuses another user and visitors; staff may read', async () => {
    expect((await call('GET', `/api/donators/${owner.donatorId}/`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/donators/${owner.donatorId}/`)).statusCode).toBe(403);
    expect((await call('GET', `/api/donators/${owner.donatorId}/`, staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/donators/999999/', staff)).statusCode).toBe(404);
  });

  it('totals change only by donating: PUT/PATCH are for staff', async () => {
    const response = await call('PATCH', `/api/donators/${owner.donatorId}/`, owner, { account: owner.accountId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Donation totals change only by donating.' });
    expect((await call('PUT', `/api/donators/${owner.donatorId}/`, other, { account: owner.accountId })).statusCode).toBe(403);
    expect((await call('PUT', `/api/donators/${owner.donatorId}/`, staff, { account: owner.accountId })).statusCode).toBe(200);
    const moved = await call('PATCH', `/api/donators/${owner.donatorId}/`, staff, { account: other.accountId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toHaveProperty('account');
    expect((await call('PATCH', '/api/donators/999999/', staff, {})).statusCode).toBe(404);
  });

  it('POST is for staff, and every account already has a donator', async () => {
    expect((await call('POST', '/api/donators/', owner, { account: owner.accountId })).statusCode).toBe(403);
    const response = await call('POST', '/api/donators/', staff, { account: owner.accountId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ account: ['donator with this account already exists.'] });
    expect((await call('POST', '/api/donators/', staff, {})).json()).toEqual({ account: ['This field is required.'] });
  });

  it('DELETE: refused to users, not allowed for staff', async () => {
    expect((await call('DELETE', `/api/donators/${owner.donatorId}/`, owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/donators/${owner.donatorId}/`, staff)).statusCode).toBe(405);
  });
});
