/**
 * Receipts with card payments: a pending gift has none, the signed webhook issues it in the
 * confirming transaction (once, however often Stripe repeats the event), and a staff refund
 * through the provider marks it void. The real SDK talks to the local fake of Stripe's API.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type SignedInUser, type TestApp } from '../helpers.js';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../payments/fake-stripe.js';

let t: TestApp;
let fake: FakeStripe;
let staffAuth: { authorization: string };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    config: {
      payments: {
        provider: 'stripe',
        stripeSecretKey: 'sk_test_fake',
        stripeWebhookSecret: fake.secret,
        stripeApiBase: fake.url,
        feePercent: 0,
        feeFixedCents: 0,
      },
    },
  });
  const login = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: ADMIN });
  staffAuth = { authorization: `Token ${login.json().auth_token}` };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A signed-in donor whose ids come from the database. */
async function donor(): Promise<Pick<SignedInUser, 'auth' | 'donatorId'>> {
  const username = `payer_${randomBytes(4).toString('hex')}`;
  const password = 'correct horse battery';
  const created = await t.app.inject({
    method: 'POST',
    url: '/auth/users/',
    payload: { username, email: `${username}@example.org`, password },
  });
  expect(created.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/auth/token/login/', payload: { username, password } });
  const ids = await t.db.kysely
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.user_id', 'users.id')
    .innerJoin('donators', 'donators.account_id', 'accounts.account_id')
    .select(['donators.donator_id'])
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return { auth: { authorization: `Token ${login.json().auth_token}` }, donatorId: ids.donator_id };
}

const deliver = (event: SignedEvent) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

const receiptOf = (donationId: number) =>
  t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).executeTakeFirst();
const receiptCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('receipts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('receipts of card payments', () => {
  it('issues the receipt when the webhook confirms the gift, once, and voids it on a staff refund', async () => {
    const who = await donor();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: who.auth,
      payload: { donator: who.donatorId, amount: 30, region: 4 },
    });
    expect(started.statusCode).toBe(201);
    const { donation_id: donationId, session_id: sessionId } = started.json();
    expect(await receiptOf(donationId)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/donations/${donationId}/receipt.pdf`, headers: who.auth })).statusCode).toBe(
      404,
    );

    const [completed] = fake.pay(sessionId);
    expect((await deliver(completed!)).statusCode).toBe(200);
    const receipt = await receiptOf(donationId);
    expect(receipt).toMatchObject({ voided_at: null });
    expect(Number(receipt!.amount_cents)).toBe(3000);
    const count = await receiptCount();

    // Stripe repeats the event: the same receipt, no second one.
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect(await receiptCount()).toBe(count);
    expect((await t.app.inject({ method: 'GET', url: `/api/donations/${donationId}/receipt.pdf`, headers: who.auth })).statusCode).toBe(
      200,
    );

    const refund = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${donationId}/refund/`, headers: staffAuth });
    expect(refund.statusCode).toBe(200);
    const voided = await receiptOf(donationId);
    expect(voided!.voided_at).not.toBeNull();
    expect(Number(voided!.number)).toBe(Number(receipt!.number));
  });
});
