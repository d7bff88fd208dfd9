import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { UNUSABLE_PASSWORD } from '../../src/auth/passwords.js';

// Counts every argon2 check, which is what a sign-in's time is made of: a sign-in that skips it
// answers several times faster and tells an observer which accounts cannot sign in.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      verifications.count += 1;
      return original.verify(...args);
    },
  };
});

let t: TestApp;
let active: SignedInUser;
let deactivated: SignedInUser;
let withoutPassword: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ sampleDonations: true });
  active = await signUpAndLogIn(t.app, 'active');
  deactivated = await signUpAndLogIn(t.app, 'closed');
  withoutPassword = await signUpAndLogIn(t.app, 'nopassword');
  await t.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', deactivated.id).execute();
  // As seeded donors and users staff created are stored until they choose a password.
  await t.db.kysely.updateTable('users').set({ password_hash: UNUSABLE_PASSWORD }).where('id', '=', withoutPassword.id).execute();
});
afterAll(() => t.close());
beforeEach(() => {
  verifications.count = 0;
});

function signIn(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username, password } });
}

describe('sign-in spends one password check whoever the username belongs to', () => {
  it('for a wrong password of an active user', async () => {
    expect((await signIn(active.username, 'wrong password 1')).statusCode).toBe(400);
    expect(verifications.count).toBe(1);
  });

  it('for a username nobody has', async () => {
    expect((await signIn('nobody_has_this_name', 'wrong password 2')).statusCode).toBe(400);
    expect(verifications.count).toBe(1);
  });

  it('for a user without a usable password (seeded donors, users staff created)', async () => {
    expect((await signIn(withoutPassword.username, withoutPassword.password)).statusCode).toBe(400);
    expect(verifications.count).toBe(1);
  });

  it('for the seeded sample donors', async () => {
    const donor = await t.db.kysely
      .selectFrom('users')
      .select('username')
      .where('password_hash', '=', UNUSABLE_PASSWORD)
      .where('id', '<>', withoutPassword.id)
      .executeTakeFirstOrThrow();
    expect((await signIn(donor.username, 'a guess')).statusCode).toBe(400);
    expect(verifications.count).toBe(1);
  });

  it('for a deactivated user, with the right password as with a wrong one, and the answer is the same', async () => {
    const right = await signIn(deactivated.username, deactivated.password);
    const wrong = await signIn(deactivated.username, 'wrong password 3');
    expect(verifications.count).toBe(2);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(wrong.json());
  });

  it('for a successful sign-in', async () => {
    expect((await signIn(active.username, active.password)).statusCode).toBe(200);
    expect(verifications.count).toBe(1);
  });
});
