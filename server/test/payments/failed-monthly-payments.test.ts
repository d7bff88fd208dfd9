/**
 * A monthly gift whose card Stripe cannot charge: `invoice.payment_failed` marks it past due and
 * mails the donor once, the donor opens Stripe's customer portal to update the card, the month
 * paid after it clears the failure, and Stripe giving up ends the gift with a mail. Staff see the
 * failing gifts on the dashboard. Every event is replayed to show it changes nothing twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@onepair/contract';
import type { SignedInUser, TestApp } from '../helpers.js';
import type { FakeStripe } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

const stripe = useStripeGifts();
const { deliver, donor } = stripe;
let t: TestApp;
let fake: FakeStripe;
let staff: SignedInUser;
beforeAll(() => void ({ t, fake, staff } = stripe));

/** A monthly gift of `amount` dollars, its first month paid: the gift's id and its subscription at the fake. */
async function runningGift(who: SignedInUser, amount: number) {
  const started = await stripe.startCheckout(who, { amount, region: 3, monthly: true });
  for (const event of fake.pay(started.session_id)) expect((await deliver(event)).statusCode).toBe(200);
  return { giftId: started.monthly_gift_id!, subscriptionId: fake.sessions.get(started.session_id)!.subscription! };
}

async function giftOf(who: SignedInUser, giftId: number) {
  const gifts = await t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth });
  return gifts.json().find((gift: { id: number }) => gift.id === giftId);
}

/** The mail about the donor's monthly gift (each paid month also mails its receipt). */
const giftMailTo = (who: SignedInUser) =>
  t.db.kysely
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('to', '=', `${who.username}@example.org`)
    .where('subject', 'like', 'Your monthly gift%')
    .orderBy('id')
    .execute();

const cardPage = (who: SignedInUser, giftId: number) =>
  t.app.inject({ method: 'POST', url: `/api/payments/monthly-gifts/${giftId}/card/`, headers: who.auth });

const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/staff/dashboard/', headers: staff.auth })).json();

describe('a monthly gift whose card fails', () => {
  it('is past due after a failed charge, mails its donor once, and is active again once a month is paid', async () => {
    const who = await donor('failing');
    const { giftId, subscriptionId } = await runningGift(who, 12);
    const before = (await dashboard()).failing_monthly_gifts.count;

    const failed = fake.failMonth(subscriptionId);
    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: false });
    expect((await deliver(failed)).json()).toEqual({ received: true, replayed: true });
    const firstFailure = (await giftOf(who, giftId)).payment_failed_at;
    // Stripe tries the card again; a second failure, a minute later, keeps the gift failing since
    // the first, without another mail.
    const retry = JSON.parse(fake.failMonth(subscriptionId).payload);
    expect((await deliver(fake.event('invoice.payment_failed', retry.data.object, retry.created + 60))).statusCode).toBe(200);

    const gift = await giftOf(who, giftId);
    expect(gift.payment_failed_at).toBe(firstFailure);
    expect(gift).toMatchObject({ status: 'past_due', payment_failed_at: expect.any(String), months_paid: 1 });
    const mail = await giftMailTo(who);
    expect(mail.map((message) => message.subject)).toEqual(['Your monthly gift to OnePair: the payment did not go through']);
    expect(mail[0]!.body).toContain('monthly gift of $12.00');
    expect(mail[0]!.body).toContain('/account');
    expect(mail[0]!.body).toContain('Your gift is not cancelled');

    const shown = await dashboard();
    expect(shown.failing_monthly_gifts.count).toBe(before + 1);
    expect(shown.failing_monthly_gifts.gifts).toContainEqual({
      id: giftId,
      amount: 12,
      failed_at: gift.payment_failed_at,
      donor: { id: who.id, username: who.username, name: who.username },
    });

    // The donor opens the portal; saving a card there pays the failed month.
    const page = await cardPage(who, giftId);
    expect(page.statusCode).toBe(200);
    const portalId = /\/portal\/(\w+)$/.exec(page.json().url)![1]!;
    // Only the card can be changed there: cancelling or changing the plan stay on the account page.
    expect(fake.portalSessions.get(portalId)).toEqual({
      customer: expect.stringMatching(/^cus_/),
      returnUrl: expect.stringMatching(/\/account$/),
      flow: 'payment_method_update',
    });
    const paid = fake.payMonth(subscriptionId, fake.subscriptions.get(subscriptionId)!.failedInvoice);
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await giftOf(who, giftId)).toMatchObject({ status: 'active', payment_failed_at: null, months_paid: 2 });
    expect((await dashboard()).failing_monthly_gifts.count).toBe(before);
  });

  it('ignores a failure reported after its invoice was paid, and one of a gift already cancelled', async () => {
    const who = await donor('late');
    const { giftId, subscriptionId } = await runningGift(who, 7);
    const failed = fake.failMonth(subscriptionId);
    // The retry went through before the failure's notice arrived.
    expect((await deliver(fake.payMonth(subscriptionId, fake.subscriptions.get(subscriptionId)!.failedInvoice))).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await giftOf(who, giftId)).toMatchObject({ status: 'active', payment_failed_at: null, months_paid: 2 });

    expect(
      (await t.app.inject({ method: 'POST', url: `/api/payments/monthly-gifts/${giftId}/cancel/`, headers: who.auth })).statusCode,
    ).toBe(200);
    expect((await deliver(fake.failMonth(subscriptionId))).statusCode).toBe(200);
    expect(await giftOf(who, giftId)).toMatchObject({ status: 'cancelled', payment_failed_at: null });
    expect(await giftMailTo(who)).toEqual([]);
  });

  it('mails a donor who chose Spanish in Spanish, the failure and the end', async () => {
    const who = await donor('hablante');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${who.accountId}/`,
      headers: who.auth,
      payload: { language: 'es' },
    });
    expect(changed.statusCode).toBe(200);
    const { subscriptionId } = await runningGift(who, 7);
    expect((await deliver(fake.failMonth(subscriptionId))).statusCode).toBe(200);
    expect((await deliver(fake.endSubscription(subscriptionId))).statusCode).toBe(200);
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('to', '=', `${who.username}@example.org`)
      .where('subject', 'like', 'Su donación mensual%')
      .orderBy('id')
      .execute();
    expect(mail.map((message) => message.subject)).toEqual([
      'Su donación mensual a OnePair: no se pudo hacer el pago',
      'Su donación mensual a OnePair terminó',
    ]);
    expect(mail[0]!.body).toContain('No pudimos cobrar su donación mensual de $7.00 a OnePair con su tarjeta.');
    expect(mail[1]!.body).toContain('terminó porque no se pudo cobrar a su tarjeta');
  });

  it('ends the gift with a mail when Stripe gives up, but not one the donor cancelled here', async () => {
    const who = await donor('given_up');
    const { giftId, subscriptionId } = await runningGift(who, 9);
    await deliver(fake.failMonth(subscriptionId));
    const ended = fake.endSubscription(subscriptionId);
    expect((await deliver(ended)).statusCode).toBe(200);
    expect((await deliver(ended)).json()).toMatchObject({ replayed: true });
    expect(await giftOf(who, giftId)).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    const mail = await giftMailTo(who);
    expect(mail.map((message) => message.subject)).toEqual([
      'Your monthly gift to OnePair: the payment did not go through',
      'Your monthly gift to OnePair has ended',
    ]);
    expect(mail[1]!.body).toContain('because your card could not be charged');
    expect((await cardPage(who, giftId)).json()).toEqual({ detail: PAYMENT_MESSAGES.giftCancelled });

    // Stopped in Stripe's dashboard (no reason given): the donor is told, in general words.
    const stoppedThere = await donor('stopped_there');
    const running = await runningGift(stoppedThere, 8);
    expect((await deliver(fake.endSubscription(running.subscriptionId, null))).statusCode).toBe(200);
    const [endedMail] = await giftMailTo(stoppedThere);
    expect(endedMail!.body).toContain('has ended at the payment provider');
    expect(await giftOf(stoppedThere, running.giftId)).toMatchObject({ status: 'cancelled', payment_failed_at: null });

    const other = await donor('stopped_here');
    const stopped = await runningGift(other, 5);
    await t.app.inject({ method: 'POST', url: `/api/payments/monthly-gifts/${stopped.giftId}/cancel/`, headers: other.auth });
    expect((await deliver(fake.endSubscription(stopped.subscriptionId))).statusCode).toBe(200);
    expect(await giftMailTo(other)).toEqual([]);
  });

  it('opens the card page only for the gift’s own donor, and says why a gift without a card has none', async () => {
    const who = await donor('owner');
    const { giftId } = await runningGift(who, 4);
    const stranger = await donor('stranger');
    expect((await cardPage(stranger, giftId)).statusCode).toBe(403);
    expect((await cardPage(staff, giftId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/monthly-gifts/${giftId}/card/` })).statusCode).toBe(403);
    expect((await cardPage(who, 2_147_483_647)).statusCode).toBe(404);
    expect((await cardPage(who, -1)).statusCode).toBe(400);

    await t.db.kysely.updateTable('payment_subscriptions').set({ customer_id: null }).where('id', '=', giftId).execute();
    const noCard = await cardPage(who, giftId);
    expect(noCard.statusCode).toBe(409);
    expect(noCard.json()).toEqual({ detail: PAYMENT_MESSAGES.noCardOnFile });

    const pending = await stripe.startCheckout(who, { amount: 3, region: 1, monthly: true });
    expect((await cardPage(who, pending.monthly_gift_id!)).json()).toEqual({ detail: PAYMENT_MESSAGES.giftNotActive });
  });

  it('answers 502 and changes nothing when Stripe cannot make the portal page', async () => {
    const who = await donor('portal_down');
    const { giftId } = await runningGift(who, 6);
    fake.refuseNext = 'POST /v1/billing_portal/sessions';
    const refused = await cardPage(who, giftId);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ detail: PAYMENT_MESSAGES.providerFailed });
    expect(await giftOf(who, giftId)).toMatchObject({ status: 'active' });
  });
});
