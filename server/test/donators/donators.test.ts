import { describe, expect, it } from 'vitest';
import { useRoleFixture } from '../helpers.js';

const roles = useRoleFixture();
const call: typeof roles.call = (...args) => roles.call(...args);

describe('/api/donators/', () => {
  it('lists: visitors refused, users see their own, staff see all', async () => {
    expect((await call('GET', '/api/donators/')).statusCode).toBe(403);
    expect((await call('GET', '/api/donators/', roles.owner)).json().map((d: { donator_id: number }) => d.donator_id)).toEqual([
      roles.owner.donatorId,
    ]);
    const all = (await call('GET', '/api/donators/', roles.staff)).json().map((d: { donator_id: number }) => d.donator_id);
    expect(all).toEqual(expect.arrayContaining([roles.owner.donatorId, roles.other.donatorId]));
  });

  it('reads a donator with donations oldest first and the exact total', async () => {
    // Recorded by staff, who may date a gift back (a donor's own gift is dated today).
    for (const [amount, date] of [
      [20, '2026-01-05'],
      [10.55, '2025-12-01'],
    ] as const) {
      const response = await call('POST', '/api/donation/', roles.staff, { amount, date, region: 2, donator: roles.owner.donatorId });
      expect(response.statusCode).toBe(201);
    }
    const response = await call('GET', `/api/donators/${roles.owner.donatorId}/`, roles.owner);
    expect(response.statusCode).toBe(200);
    const donator = response.json();
    expect(donator).toMatchObject({
      donator_id: roles.owner.donatorId,
      has_donated: true,
      total_amount_donated: 30.55,
      account: roles.owner.accountId,
    });
    expect(donator.donations.map((d: { date: string }) => d.date)).toEqual(['2025-12-01', '2026-01-05']);
    expect(donator.donations[0]).toMatchObject({ amount: 10.55, region: 2, donator: roles.owner.id, donator_id: roles.owner.donatorId });
  });

  it('refuses another user and visitors; staff may read', async () => {
    expect((await call('GET', `/api/donators/${roles.owner.donatorId}/`, roles.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/donators/${roles.owner.donatorId}/`)).statusCode).toBe(403);
    expect((await call('GET', `/api/donators/${roles.owner.donatorId}/`, roles.staff)).statusCode).toBe(200);
    expect((await call('GET', '/api/donators/999999/', roles.staff)).statusCode).toBe(404);
  });

  it('totals change only by donating: PUT/PATCH are for staff', async () => {
    const response = await call('PATCH', `/api/donators/${roles.owner.donatorId}/`, roles.owner, { account: roles.owner.accountId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Donation totals change only by donating.' });
    expect((await call('PUT', `/api/donators/${roles.owner.donatorId}/`, roles.other, { account: roles.owner.accountId })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/donators/${roles.owner.donatorId}/`, roles.staff, { account: roles.owner.accountId })).statusCode).toBe(
      200,
    );
    const moved = await call('PATCH', `/api/donators/${roles.owner.donatorId}/`, roles.staff, { account: roles.other.accountId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toHaveProperty('account');
    expect((await call('PATCH', '/api/donators/999999/', roles.staff, {})).statusCode).toBe(404);
  });

  it('POST is for staff, and every account already has a donator', async () => {
    expect((await call('POST', '/api/donators/', roles.owner, { account: roles.owner.accountId })).statusCode).toBe(403);
    const response = await call('POST', '/api/donators/', roles.staff, { account: roles.owner.accountId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ account: ['donator with this account already exists.'] });
    expect((await call('POST', '/api/donators/', roles.staff, {})).json()).toEqual({ account: ['This field is required.'] });
  });

  it('DELETE: refused to users, not allowed for staff', async () => {
    expect((await call('DELETE', `/api/donators/${roles.owner.donatorId}/`, roles.owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/donators/${roles.owner.donatorId}/`, roles.staff)).statusCode).toBe(405);
  });
});
