/**
 * The hourly cap on password-reset mail: it counts per address (any letter case), in the
 * database, and a capped request answers exactly like any other, so it tells nothing about
 * whether the address has an account.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUpAndLogIn, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://onepair.example.org' } });
  // The cap counts in fixed one-hour windows: the clock stands still inside one.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const requestReset = (email: string) => t.app.inject({ method: 'POST', url: '/auth/users/reset_password/', payload: { email } });

async function mailsTo(address: string) {
  return t.db.kysely
    .selectFrom('outbox')
    .select(['to', 'subject'])
    .where(sql<string>`lower("to")`, '=', address.toLowerCase())
    .where('subject', '=', 'Reset your OnePair password')
    .execute();
}

/** What a client can compare between two answers: status, body and headers that do not vary per request. */
function visible(response: Awaited<ReturnType<typeof requestReset>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe('reset mail cap', () => {
  it('counts per address: two accounts sharing one address in different letter case get 3 mails an hour between them', async () => {
    const first = await signUpAndLogIn(t.app, 'shared');
    const second = await signUpAndLogIn(t.app, 'sharing');
    const address = `${first.username}@example.org`;
    // Two accounts on one address exist from before addresses were compared without case.
    await t.db.kysely.updateTable('users').set({ email: address.toUpperCase() }).where('id', '=', second.id).execute();

    for (const spelling of [address, address.toUpperCase(), ` ${address} `, address, address]) {
      expect((await requestReset(spelling)).statusCode).toBe(204);
    }
    expect(await mailsTo(address)).toHaveLength(3);
  });

  it('holds for requests sent at once', async () => {
    const user = await signUpAndLogIn(t.app, 'burst');
    const address = `${user.username}@example.org`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => requestReset(address)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(204));
    expect(await mailsTo(address)).toHaveLength(3);
  });

  it('answers a capped request exactly as one for an unknown address, and keeps no address in the clear', async () => {
    const user = await signUpAndLogIn(t.app, 'capped');
    const address = `${user.username}@example.org`;
    for (let i = 0; i < 3; i++) await requestReset(address);
    const capped = await requestReset(address);
    const unknown = await requestReset('nobody-here@example.org');
    expect(visible(capped)).toEqual(visible(unknown));
    expect(capped.statusCode).toBe(204);
    expect(await mailsTo(address)).toHaveLength(3);
    const buckets = await t.db.kysely.selectFrom('rate_limits').select('bucket').execute();
    expect(buckets.some((row) => row.bucket.includes('@'))).toBe(false);
  });

  it('sends again in the next hour', async () => {
    const user = await signUpAndLogIn(t.app, 'later');
    const address = `${user.username}@example.org`;
    for (let i = 0; i < 4; i++) await requestReset(address);
    expect(await mailsTo(address)).toHaveLength(3);
    vi.setSystemTime(new Date('2026-03-02T11:00:05Z'));
    try {
      await requestReset(address);
      expect(await mailsTo(address)).toHaveLength(4);
    } finally {
      vi.setSystemTime(new Date('2026-03-02T10:00:05Z'));
    }
  });
});
