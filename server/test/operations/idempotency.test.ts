import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonationOnce } from '../../src/donations/service.js';
import { createTestApp, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';

let t: TestApp;
let donor: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  donor = await signUpAndLogIn(t.app, 'donor');
  other = await signUpAndLogIn(t.app, 'other');
});
afterAll(() => t.close());

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${++keyCounter}`;

function donate(who: SignedInUser, key: string | undefined, body: object = { amount: 25, region: 2, donator: who.donatorId }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/donation/',
    headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function donationsOf(who: SignedInUser): Promise<{ count: number; totalCents: number }> {
  const rows = await t.db.kysely.selectFrom('donations').select('amount_cents').where('donator_id', '=', who.donatorId).execute();
  const donator = await t.db.kysely
    .selectFrom('donators')
    .select('total_cents')
    .where('donator_id', '=', who.donatorId)
    .executeTakeFirstOrThrow();
  return { count: rows.length, totalCents: Number(donator.total_cents) };
}

describe('POST /api/donation/ with an Idempotency-Key', () => {
  it('a retry with the same key and body answers the first 201 again and stores nothing', async () => {
    const before = await donationsOf(donor);
    const key = newKey();
    const first = await donate(donor, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await donate(donor, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await donationsOf(donor)).toEqual({ count: before.count + 1, totalCents: before.totalCents + 2500 });
  });

  it('the same key with a different body is a 422 that says so, and stores nothing', async () => {
    const key = newKey();
    expect((await donate(donor, key)).statusCode).toBe(201);
    const before = await donationsOf(donor);
    const changed = await donate(donor, key, { amount: 30, region: 2, donator: donor.donatorId });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      detail: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    expect(await donationsOf(donor)).toEqual(before);
  });

  it('keys belong to their user: another user with the same key makes a donation of their own', async () => {
    const key = newKey();
    const mine = await donate(donor, key);
    const theirs = await donate(other, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().donation_id).not.toBe(mine.json().donation_id);
  });

  it('two requests with one key at the same moment make one donation', async () => {
    const before = await donationsOf(donor);
    const key = newKey();
    const answers = await Promise.all([donate(donor, key), donate(donor, key), donate(donor, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().donation_id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await donationsOf(donor)).toEqual({ count: before.count + 1, totalCents: before.totalCents + 2500 });
  });

  it('transactions racing with one key (started together, not one after the other) make one donation', async () => {
    const before = await donationsOf(donor);
    const key = newKey();
    const caller = { id: donor.id, username: donor.username, isStaff: false };
    const body = { amount: 7.5, region: 4, donator: donor.donatorId };
    const results = await Promise.all(Array.from({ length: 4 }, () => createDonationOnce(t.db, caller, body, key)));
    expect(new Set(results.map((result) => result.body.donation_id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(results.every((result) => result.status === 201)).toBe(true);
    expect(await donationsOf(donor)).toEqual({ count: before.count + 1, totalCents: before.totalCents + 750 });
  });

  it('a failed request stores no key: its corrected retry with the same key is done', async () => {
    const key = newKey();
    const refused = await donate(donor, key, { amount: -5, region: 2, donator: donor.donatorId });
    expect(refused.statusCode).toBe(400);
    const corrected = await donate(donor, key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keys expire after 24 hours: the same key then makes a new donation, and old keys are deleted', async () => {
    const key = newKey();
    const first = await donate(donor, key);
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000).toISOString();
    await t.db.kysely.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('key', '=', key).execute();
    const again = await donate(donor, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().donation_id).not.toBe(first.json().donation_id);
    const old = await t.db.kysely.selectFrom('idempotency_keys').select('key').where('created_at', '<', dayAgo).execute();
    expect(old).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['not printable', 'caf\u00e9-key'],
  ])('refuses a key that is %s with a 400 naming the header, storing nothing', async (_case, key) => {
    const before = await donationsOf(donor);
    const response = await donate(donor, key);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['idempotency-key']);
    expect(await donationsOf(donor)).toEqual(before);
  });

  it('without a key every request is a donation, as before', async () => {
    const before = await donationsOf(donor);
    expect((await donate(donor, undefined)).statusCode).toBe(201);
    expect((await donate(donor, undefined)).statusCode).toBe(201);
    expect((await donationsOf(donor)).count).toBe(before.count + 2);
  });
});
