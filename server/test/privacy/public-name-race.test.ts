/**
 * Two requests choosing one public name at once: on PostgreSQL they run side by side, so the
 * check (donators/names.ts) can pass for both before either writes. The unique index on
 * `donators.public_name_key` (migration 023) stops the second write, and the service answers as
 * for a taken name, never with a 500.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nameKey, PUBLIC_NAME_MESSAGES } from '@onepair/contract';
import { createTestApp, requestsTo, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

// Lets a test pass the check, as a request that checked just before another one wrote would.
const check = vi.hoisted(() => ({ passed: false }));
vi.mock('../../src/donators/names.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/donators/names.js')>();
  return {
    ...actual,
    nameProblem: (...args: Parameters<typeof actual.nameProblem>) =>
      check.passed ? Promise.resolve(undefined) : actual.nameProblem(...args),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call } = requestsTo(() => t.app);
const rename = (who: SignedInUser, body: object) => call('PATCH', `/api/donators/${who.donatorId}/`, who, body);
const holders = async (name: string) =>
  (await t.db.kysely.selectFrom('donators').select('donator_id').where('public_name_key', '=', nameKey(name)).execute()).map(
    (row) => row.donator_id,
  );

describe('a public name taken between the check and the write', () => {
  it('is a 400 on public_name with the taken message, look-alikes too, and the name stays the first donor’s', async () => {
    const first = await signUpAndLogIn(t.app, 'first');
    const late = await signUpAndLogIn(t.app, 'late');
    expect((await rename(first, { public_name: 'Hope Box' })).statusCode).toBe(200);
    check.passed = true;
    try {
      // The same name in another case, and with one or both words in Cyrillic ("Норе", "Вох").
      for (const name of ['hope box', '\u041D\u043E\u0440\u0435 Box', '\u041D\u043E\u0440\u0435 \u0412\u043E\u0445']) {
        const response = await rename(late, { public_name: name, is_anonymous: true });
        expect(response.statusCode, name).toBe(400);
        expect(response.json(), name).toEqual({ public_name: [PUBLIC_NAME_MESSAGES.taken] });
      }
    } finally {
      check.passed = false;
    }
    expect(await holders('Hope Box')).toEqual([first.donatorId]);
    const kept = (await call('GET', `/api/donators/${late.donatorId}/`, late)).json();
    expect(kept).toMatchObject({ public_name: '', is_anonymous: false });
  });

  it('of several donors choosing one name at the same moment, one gets it and the others a 400', async () => {
    const donors = await Promise.all([1, 2, 3, 4, 5].map(() => signUpAndLogIn(t.app, 'racer')));
    const responses = await Promise.all(donors.map((who, i) => rename(who, { public_name: i % 2 ? 'SIGHT FOR ALL' : 'Sight for All' })));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400]);
    for (const response of responses.filter((response) => response.statusCode === 400)) {
      expect(response.json()).toEqual({ public_name: [PUBLIC_NAME_MESSAGES.taken] });
    }
    const winner = donors[responses.findIndex((response) => response.statusCode === 200)]!;
    expect(await holders('Sight for All')).toEqual([winner.donatorId]);
  });
});
