import { describe, expect, it } from 'vitest';
import { useRoleFixture } from '../helpers.js';

const roles = useRoleFixture();
const call: typeof roles.call = (...args) => roles.call(...args);

const contact = { phone_number: '555-123-4567', address: '1 Main St', city: 'Springfield', state: 'IL', zip_code: '62701' };

describe('/api/accounts/', () => {
  it('lists: visitors refused, users see their own, staff see all', async () => {
    expect((await call('GET', '/api/accounts/')).statusCode).toBe(403);
    expect((await call('GET', '/api/accounts/', roles.owner)).json().map((a: { account_id: number }) => a.account_id)).toEqual([
      roles.owner.accountId,
    ]);
    const all = (await call('GET', '/api/accounts/', roles.staff)).json().map((a: { account_id: number }) => a.account_id);
    expect(all).toEqual(expect.arrayContaining([roles.owner.accountId, roles.other.accountId]));
  });

  it('reads: owner and staff yes, another user and visitors no', async () => {
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).json()).toMatchObject({
      account_id: roles.owner.accountId,
      user: roles.owner.id,
    });
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.staff)).statusCode).toBe(200);
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.other)).statusCode).toBe(403);
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`)).statusCode).toBe(403);
    expect((await call('GET', '/api/accounts/999999/', roles.owner)).statusCode).toBe(404);
  });

  it('lets the owner save contact details as older clients send them (with user)', async () => {
    const response = await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { ...contact, user: roles.owner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...contact, user: roles.owner.id });
    expect((await call('GET', '/auth/users/me/', roles.owner)).json().account).toMatchObject(contact);
  });

  it("takes a phone number written as people write it and refuses one that is not, naming phone_number (the checkout's rule)", async () => {
    for (const phone of ['(555) 010-2000', '+44 20 7946 0958', '555.010.2000', '']) {
      const saved = await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { phone_number: phone });
      expect(saved.statusCode, phone).toBe(200);
      expect(saved.json().phone_number).toBe(phone);
    }
    for (const phone of ['call me', '12345', '1234567890123456']) {
      const refused = await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { phone_number: phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json()).toEqual({ phone_number: ['Enter a valid phone number.'] });
    }
  });

  it('refuses changes from another user and visitors, and stores nothing', async () => {
    expect((await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.other, { city: 'Elsewhere' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/accounts/${roles.owner.accountId}/`, undefined, { user: roles.owner.id, city: 'Elsewhere' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).json().city).toBe('Springfield');
  });

  it('refuses moving an account to another user', async () => {
    const response = await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { user: roles.other.id, city: 'Moved' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ user: ['An account cannot be moved to another user.'] });
    expect((await call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).json().city).toBe('Springfield');
  });

  it('names fields that are too long or of the wrong type', async () => {
    const response = await call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, {
      zip_code: '1'.repeat(21),
      city: { nested: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ zip_code: ['Ensure this field has no more than 20 characters.'], city: ['Not a valid string.'] });
  });

  it('PUT needs the user field; staff may replace', async () => {
    const missing = await call('PUT', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { city: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ user: ['This field is required.'] });
    const replaced = await call('PUT', `/api/accounts/${roles.owner.accountId}/`, roles.staff, {
      user: roles.owner.id,
      ...contact,
      city: 'Chicago',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().city).toBe('Chicago');
  });

  it('POST is for staff, and every user already has an account', async () => {
    expect((await call('POST', '/api/accounts/', roles.owner, { user: roles.owner.id })).statusCode).toBe(403);
    const exists = await call('POST', '/api/accounts/', roles.staff, { user: roles.owner.id });
    expect(exists.statusCode).toBe(400);
    expect(exists.json()).toEqual({ user: ['account with this user already exists.'] });
    const unknown = await call('POST', '/api/accounts/', roles.staff, { user: 999999 });
    expect(unknown.json()).toEqual({ user: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('DELETE: refused to users, not allowed for staff (delete the user instead)', async () => {
    expect((await call('DELETE', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/accounts/${roles.owner.accountId}/`)).statusCode).toBe(403);
    const response = await call('DELETE', `/api/accounts/${roles.owner.accountId}/`, roles.staff);
    expect(response.statusCode).toBe(405);
    expect(response.json().detail).toMatch(/delete the user instead/);
  });
});
