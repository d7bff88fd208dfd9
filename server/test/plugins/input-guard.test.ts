import { describe, expect, it } from 'vitest';
import { signUpAndLogIn, useRoleFixture } from '../helpers.js';

const roles = useRoleFixture();

describe('input the database would refuse', () => {
  it('answers an id that coerces to Infinity with 400, not 500', async () => {
    for (const url of ['/api/users/1e400/', '/api/accounts/Infinity/', '/api/donatees/1e400/']) {
      const response = await roles.call('GET', url, roles.staff);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
  });

  it('answers NUL characters in text with 400 naming the field, and stores nothing', async () => {
    const account = await roles.call('PATCH', `/api/accounts/${roles.owner.accountId}/`, roles.owner, { address: 'a\u0000b', city: 'Ok' });
    expect(account.statusCode).toBe(400);
    expect(account.json()).toEqual({ address: ['Null characters are not allowed.'] });
    expect((await roles.call('GET', `/api/accounts/${roles.owner.accountId}/`, roles.owner)).json().city).toBe('');

    const signUp = await roles.t.app.inject({
      method: 'POST',
      url: '/auth/users/',
      payload: { username: 'nul', email: 'n\u0000@example.org', password: 'a good long one' },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ email: ['Null characters are not allowed.'] });
  });

  it('answers numbers that overflow to Infinity with 400', async () => {
    const user = await signUpAndLogIn(roles.t.app);
    const response = await roles.t.app.inject({
      method: 'PATCH',
      url: `/api/donatees/${user.donateeId}/`,
      headers: { ...user.auth, 'content-type': 'application/json' },
      payload: '{"monthly_income": 1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ monthly_income: ['A valid number is required.'] });
  });

  it('checks permission before reading the body: a visitor with a bad body gets 403', async () => {
    const response = await roles.t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${roles.owner.accountId}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"city": ',
    });
    expect(response.statusCode).toBe(403);
  });
});
