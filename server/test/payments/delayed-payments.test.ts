/**
 * Gifts paid by a delayed method (a bank debit): Stripe completes the checkout unpaid, and the
 * checkout's state says the payment is on its way (payment_processing) until Stripe sends
 * checkout.session.async_payment_succeeded or async_payment_failed. On a failure the pending
 * donation or monthly gift goes, as for a checkout left unpaid, once: a replay and a forged event
 * change nothing, and a monthly gift's subscription at Stripe is stopped first (a 502, stored
 * nowhere, when Stripe cannot be asked).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser, TestApp } from '../helpers.js';
import type { FakeStripe } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

const stripe = useStripeGifts();
const { deliver, donor, keptFigures, startCheckout, wasStored } = stripe;
let t: TestApp;
let fake: FakeStripe;
beforeAll(() => void ({ t, fake } = stripe));

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** A gift whose checkout was completed by a bank debit not settled yet, its completion delivered. */
async function paidByDebit(who: SignedInUser, payload: { amount: number; region: number; monthly?: boolean }) {
  const { session_id: sessionId, donation_id: donationId, monthly_gift_id: giftId } = await startCheckout(who, payload);
  expect((await deliver(fake.payLater(sessionId))).json()).toEqual({ received: true, replayed: false });
  return { sessionId, donationId, giftId };
}

const checkoutState = (who: SignedInUser, sessionId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/checkout/${sessionId}/`, headers: who.auth });
const donationExists = async (donationId: number) =>
  (await t.db.kysely.selectFrom('donations').select('donation_id').where('donation_id', '=', donationId).executeTakeFirst()) !== undefined;
const giftOf = (giftId: number) => t.db.kysely.selectFrom('payment_subscriptions').selectAll().where('id', '=', giftId).executeTakeFirst();

describe('a delayed payment on its way', () => {
  it('is told apart from a webhook not arrived yet, until the money arrives', async () => {
    const who = await donor('debitwait');
    const { session_id: sessionId } = await startCheckout(who, { amount: 40, region: 2 });
    // Before Stripe says the checkout finished, a pending gift may be a card payment whose notice is on its way.
    expect((await checkoutState(who, sessionId)).json()).toMatchObject({ status: 'pending', confirmed: false, payment_processing: false });

    const completed = fake.payLater(sessionId);
    expect((await deliver(completed)).json()).toEqual({ received: true, replayed: false });
    expect((await checkoutState(who, sessionId)).json()).toMatchObject({ status: 'pending', confirmed: false, payment_processing: true });
    expect((await deliver(completed)).json()).toEqual({ received: true, replayed: true });

    // Days later the debit settles.
    expect((await deliver(fake.settleDelayedPayment(sessionId))).json()).toEqual({ received: true, replayed: false });
    expect((await checkoutState(who, sessionId)).json()).toMatchObject({ status: 'confirmed', confirmed: true, payment_processing: false });
  });

  it('of a monthly gift is on its way until its first month is paid', async () => {
    const who = await donor('debitwaitmonthly');
    const gift = await paidByDebit(who, { amount: 11, region: 3, monthly: true });
    expect((await checkoutState(who, gift.sessionId)).json()).toMatchObject({
      monthly: true,
      status: 'pending',
      confirmed: false,
      payment_processing: true,
    });
  });

  it('is not said of a card payment', async () => {
    const who = await donor('debitcard');
    const paid = await stripe.paidGift(who, 14, 1);
    const sessionId = (await stripe.donationRow(paid.donationId)).checkout_session_id!;
    expect((await checkoutState(who, sessionId)).json()).toMatchObject({ status: 'confirmed', confirmed: true, payment_processing: false });
  });
});

describe('a delayed payment that fails', () => {
  it('removes the pending one-time gift, once, and only on a signed event', async () => {
    const who = await donor('debit');
    const before = await keptFigures(who, 2, thisMonth());
    const gift = await paidByDebit(who, { amount: 30, region: 2 });
    // Completed but unpaid: the gift waits, counted nowhere.
    expect((await checkoutState(who, gift.sessionId)).json()).toMatchObject({ status: 'pending', confirmed: false });

    const failed = fake.failDelayedPayment(gift.sessionId);
    expect((await deliver(failed, 't=1,v1=00')).statusCode).toBe(400);
    expect(await donationExists(gift.donationId!)).toBe(true);
    expect(await wasStored(failed)).toBe(false);

    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: false });
    expect(await donationExists(gift.donationId!)).toBe(false);
    expect(await wasStored(failed)).toBe(true);
    // The thank-you page's question is answered 404, as for a checkout that expired unpaid.
    expect((await checkoutState(who, gift.sessionId)).statusCode).toBe(404);
    expect(await keptFigures(who, 2, thisMonth())).toEqual(before);

    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: true });
    // Stripe may send the same failure again under another id: there is nothing left to remove.
    expect((await deliver(fake.event(failed.type, JSON.parse(failed.payload).data.object))).json()).toEqual({
      received: true,
      replayed: false,
    });
    expect(await keptFigures(who, 2, thisMonth())).toEqual(before);
  });

  it('leaves a gift alone that is no longer pending', async () => {
    const who = await donor('debitpaid');
    const paid = await stripe.paidGift(who, 12, 3);
    const sessionId = (await stripe.donationRow(paid.donationId)).checkout_session_id!;
    const session = fake.sessions.get(sessionId)!;
    // A failure notice for a checkout confirmed here (not something Stripe sends for a paid one).
    const failed = fake.event('checkout.session.async_payment_failed', {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      status: 'complete',
      payment_status: 'unpaid',
    });
    const counted = await keptFigures(who, 3, paid.month);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await stripe.donationRow(paid.donationId)).status).toBe('confirmed');
    expect(await keptFigures(who, 3, paid.month)).toEqual(counted);
  });

  it('stops the subscription of a monthly gift whose first payment failed, and removes the gift', async () => {
    const who = await donor('debitmonthly');
    const gift = await paidByDebit(who, { amount: 15, region: 4, monthly: true });
    const subscriptionId = fake.sessions.get(gift.sessionId)!.subscription!;
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('incomplete');
    expect((await giftOf(gift.giftId!))!.status).toBe('pending');

    const failed = fake.failDelayedPayment(gift.sessionId);
    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: false });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await giftOf(gift.giftId!)).toBeUndefined();
    expect((await checkoutState(who, gift.sessionId)).statusCode).toBe(404);
    const cancels = fake.requests.filter((request) => request === `DELETE /v1/subscriptions/${subscriptionId}`).length;
    expect(cancels).toBe(1);

    // A replay, or the same failure under another id, asks Stripe nothing more.
    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: true });
    expect((await deliver(fake.event(failed.type, JSON.parse(failed.payload).data.object))).statusCode).toBe(200);
    expect(fake.requests.filter((request) => request.endsWith(`/v1/subscriptions/${subscriptionId}`))).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth })).json()).toEqual([]);
  });

  it('keeps the monthly gift and stores nothing when Stripe cannot be asked (502), and Stripe sends it again', async () => {
    const who = await donor('debitdown');
    const gift = await paidByDebit(who, { amount: 9, region: 1, monthly: true });
    const subscriptionId = fake.sessions.get(gift.sessionId)!.subscription!;
    const failed = fake.failDelayedPayment(gift.sessionId);
    fake.refuseNext = `DELETE /v1/subscriptions/${subscriptionId}`;
    expect((await deliver(failed)).statusCode).toBe(502);
    expect((await giftOf(gift.giftId!))!.status).toBe('pending');
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('incomplete');
    expect(await wasStored(failed)).toBe(false);

    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: false });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await giftOf(gift.giftId!)).toBeUndefined();
  });
});
