import { makeUser } from '@/testing/fixtures';

import { LOGGED_OUT, roleOf, toUserInfo } from './user-info';

describe('the role rule', () => {
  it('marks a user a donator unless the donatee part shows an application', () => {
    expect(toUserInfo(makeUser()).donator).toBe(true);
    expect(toUserInfo(makeUser({ applied: true })).donator).toBe(false);
  });

  it("lets setAuth's account type decide: 'donator' true, any other value false", () => {
    expect(toUserInfo(makeUser(), 'donatee').donator).toBe(false);
    expect(toUserInfo(makeUser({ applied: true }), 'donator').donator).toBe(true);
  });

  it('stores loggedIn, id, username, email and account', () => {
    const user = makeUser();
    expect(toUserInfo(user)).toEqual({
      loggedIn: true,
      id: 7,
      username: 'casey',
      email: 'casey@example.org',
      donator: true,
      account: user.account,
    });
    expect(toUserInfo(null)).toBe(LOGGED_OUT);
  });

  it('gives visitors the visitor role, and splits signed-in users into donators and donatees', () => {
    expect(roleOf(LOGGED_OUT)).toBe('visitor');
    expect(roleOf(toUserInfo(makeUser()))).toBe('donator');
    expect(roleOf(toUserInfo(makeUser({ applied: true })))).toBe('donatee');
  });
});
