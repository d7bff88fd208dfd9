/**
 * Receipts with card payments: a pending gift has none, the signed webhook issues it in the
 * confirming transaction (once, however often Stripe repeats the event), and a staff refund
 * through the provider marks it void. The real SDK talks to the local fake of Stripe's API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { logInAdmin, rowCount, type TestApp } from '../helpers.js';
import { useFakeStripeApp, type FakeStripe } from '../payments/fake-stripe.js';

const stripe = useFakeStripeApp();
const { deliver, donor } = stripe;
let t: TestApp;
let fake: FakeStripe;
let staffAuth: { authorization: string };

beforeAll(async () => {
  ({ t, fake } = stripe);
  staffAuth = (await logInAdmin(t.app)).auth;
});

const receiptOf = (donationId: number) =>
  t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).executeTakeFirst();
const receiptCount = () => rowCount(t, 'receipts');

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
