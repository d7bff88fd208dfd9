/**
 * Payments through Stripe, with the real SDK talking to a local fake of Stripe's API and
 * webhook events signed by the SDK's own test helper: a pending donation counts nowhere, the
 * signed event confirms it once, a replay and a bad signature change nothing, a refund asks the
 * provider, drops the totals and is audited, and each paid month of a monthly gift is a donation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, coveredFeeCents } from '@onepair/contract';
import { createTestApp, logInAdmin, type SignedInUser, type TestApp, eraseOwnAccount } from '../helpers.js';
import type { FakeStripe } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

const FEE = { feePercent: 2.9, feeFixedCents: 30 };

const stripe = useStripeGifts(FEE);
const { deliver, donor, donationRow, keptFigures } = stripe;
let t: TestApp;
let fake: FakeStripe;
let staff: SignedInUser;
beforeAll(() => void ({ t, fake, staff } = stripe));

const checkout = (who: SignedInUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments/checkout/', headers: who.auth, payload: { donator: who.donatorId, ...payload } });

/** The totals a gift of `who` to `regionId` moves that these tests follow (the monthly ones are partial-refunds.test.ts's). */
async function totals(who: SignedInUser, regionId: number) {
  const { donor, region, regionCount, donorRegion } = await keptFigures(who, regionId, new Date().toISOString().slice(0, 7));
  return { donor, region, regionCount, donorRegion };
}

/** A one-time gift paid and confirmed through the webhook. */
async function paidDonation(who: SignedInUser, amount: number, region: number) {
  const started = (await checkout(who, { amount, region })).json();
  const [completed] = fake.pay(started.session_id);
  expect((await deliver(completed!)).statusCode).toBe(200);
  return { ...started, paymentIntent: fake.sessions.get(started.session_id)!.paymentIntent! };
}

describe('one-time gifts', () => {
  it('refuses a direct donation by a donor (409): money nobody paid would count', async () => {
    const who = await donor();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: who.auth,
      payload: { amount: 5, donator: who.donatorId },
    });
    expect(response.statusCode).toBe(409);
    expect((await totals(who, 1)).donor).toBe(0);
  });

  it('tells the web app the provider and the fee', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/config/' })).json();
    expect(config).toMatchObject({ payment_provider: 'stripe', payment_fee_percent: 2.9, payment_fee_fixed: 0.3 });
  });

  it('keeps a gift pending and uncounted until the signed webhook confirms it, once', async () => {
    const who = await donor();
    const before = await totals(who, 2);
    const response = await checkout(who, { amount: 25, region: 2 });
    expect(response.statusCode).toBe(201);
    const started = response.json();
    expect(started).toMatchObject({ donation_id: expect.any(Number), monthly_gift_id: null, amount: 25, fee: 0 });
    expect(started.checkout_url).toBe(`${fake.url}/checkout/${started.session_id}`);
    expect(fake.sessions.get(started.session_id)).toMatchObject({ mode: 'payment', amount: 2500 });

    expect((await donationRow(started.donation_id)).status).toBe('pending');
    expect(await totals(who, 2)).toEqual(before);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/donation/', headers: who.auth }))
        .json()
        .map((d: { donation_id: number }) => d.donation_id);
    expect(await listed()).toEqual([]);
    const state = await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${started.session_id}/`, headers: who.auth });
    expect(state.json()).toMatchObject({ status: 'pending', confirmed: false, monthly: false, amount: 25 });
    const stranger = await donor('stranger');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${started.session_id}/`, headers: stranger.auth })).statusCode,
    ).toBe(403);

    const [completed] = fake.pay(started.session_id);
    const first = await deliver(completed!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, replayed: false });
    const row = await donationRow(started.donation_id);
    expect(row.status).toBe('confirmed');
    expect(row.payment_intent_id).toBe(fake.sessions.get(started.session_id)!.paymentIntent);
    const after = await totals(who, 2);
    expect(after).toEqual({
      donor: before.donor + 2500,
      region: before.region + 2500,
      regionCount: before.regionCount + 1,
      donorRegion: before.donorRegion + 2500,
    });

    // Stripe sends an event again when it is not sure it arrived: nothing changes.
    const replay = await deliver(completed!);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    expect(await totals(who, 2)).toEqual(after);
    expect(await listed()).toEqual([started.donation_id]);
    const confirmed = await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${started.session_id}/`, headers: who.auth });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', confirmed: true });
  });

  it('refuses an event whose signature does not match (400) and changes nothing', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 40, region: 4 })).json();
    const before = await totals(who, 4);
    const [completed] = fake.pay(started.session_id);
    const forged = fake.event('checkout.session.completed', JSON.parse(completed!.payload).data.object);
    const badSignature = await deliver({ ...forged, payload: forged.payload.replace('"complete"', '"completed"') });
    expect(badSignature.statusCode).toBe(400);
    expect((await deliver(completed!, 't=1,v1=00')).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: completed!.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await donationRow(started.donation_id)).status).toBe('pending');
    expect(await totals(who, 4)).toEqual(before);
    // The real event still works afterwards: the refused ones were not stored as handled.
    expect((await deliver(completed!)).json()).toEqual({ received: true, replayed: false });
    expect((await totals(who, 4)).donor).toBe(before.donor + 4000);
  });

  it('adds the covered fee to the charge while the gift stays what the charity receives', async () => {
    const who = await donor();
    const response = await checkout(who, { amount: 10, region: 1, cover_fee: true });
    const started = response.json();
    const fee = coveredFeeCents(1000, { percent: 2.9, fixedCents: 30 });
    expect(fee).toBe(61);
    expect(started).toMatchObject({ amount: 10, fee: 0.61 });
    expect(fake.sessions.get(started.session_id)!.amount).toBe(1061);
    const [completed] = fake.pay(started.session_id);
    await deliver(completed!);
    const row = await donationRow(started.donation_id);
    expect([Number(row.amount_cents), Number(row.fee_cents), Number(row.charged_cents)]).toEqual([1000, 61, 1061]);
    expect((await totals(who, 1)).donor).toBe(1000);
  });

  it('checks the gift like a donation: 400 naming the field, 403 for another donor, nothing stored', async () => {
    const who = await donor();
    const other = await donor('other');
    const sessions = fake.sessions.size;
    const bad = await checkout(who, { amount: -3, region: 9 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['amount', 'region']);
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: who.auth,
      payload: { amount: 5, donator: other.donatorId },
    });
    expect(notMine.statusCode).toBe(403);
    expect(fake.sessions.size).toBe(sessions);
    const pending = await t.db.kysely
      .selectFrom('donations')
      .select('donation_id')
      .where('donator_id', 'in', [who.donatorId, other.donatorId])
      .execute();
    expect(pending).toEqual([]);
  });
});

describe('refunds', () => {
  it('asks Stripe first, then marks the donation refunded, drops the totals and audits it', async () => {
    const who = await donor();
    const before = await totals(who, 3);
    const paid = await paidDonation(who, 30, 3);
    expect((await totals(who, 3)).donor).toBe(before.donor + 3000);

    const response = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ donation_id: paid.donation_id, status: 'refunded', amount: 30, refunded: 30 });
    expect(fake.refunds.at(-1)).toMatchObject({ payment_intent: paid.paymentIntent });
    expect((await donationRow(paid.donation_id)).status).toBe('refunded');
    expect(await totals(who, 3)).toEqual(before);
    const audit = await t.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'donation')
      .where('target_id', '=', String(paid.donation_id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'donation.refund', actor_username: staff.username });

    // A second refund is refused; Stripe's own notice of the refund then changes nothing.
    const again = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: PAYMENT_MESSAGES.refundNotConfirmed });
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, 3000))).statusCode).toBe(200);
    expect(await totals(who, 3)).toEqual(before);
    expect(await stripe.donationAudit(paid.donation_id)).toMatchObject([{ action: 'donation.refund', actor_username: staff.username }]);
  });

  it('answers and audits a staff refund whose charge.refunded notice marked the donation first', async () => {
    const who = await donor();
    const before = await totals(who, 3);
    const paid = await paidDonation(who, 12, 3);
    // Stripe's notice of the refund arrives before Stripe has answered the refund request.
    fake.beforeNextRefundReply = async (refund) => {
      expect((await deliver(fake.chargeRefunded(refund.payment_intent, 1200))).statusCode).toBe(200);
    };
    const response = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ donation_id: paid.donation_id, status: 'refunded' });
    expect(await totals(who, 3)).toEqual(before);
    // One entry, the staff user's: the notice saw by the refund's metadata at Stripe that the
    // refund was theirs and did not audit it as Stripe's.
    expect(await stripe.donationAudit(paid.donation_id)).toMatchObject([
      { action: 'donation.refund', actor_id: staff.id, actor_username: staff.username },
    ]);
    expect(fake.refunds.at(-1)!.metadata).toEqual({ staff_refund_of_donation: String(paid.donation_id) });
    // A second staff refund is still refused, and audited nowhere.
    const again = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(again.statusCode).toBe(409);
  });

  it('changes nothing when Stripe refuses the refund (502)', async () => {
    const who = await donor();
    const paid = await paidDonation(who, 12, 5);
    const counted = await totals(who, 5);
    const audits = (await t.db.kysely.selectFrom('audit_log').select('id').execute()).length;
    fake.failNextRefund = true;
    const response = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(response.statusCode).toBe(502);
    expect((await donationRow(paid.donation_id)).status).toBe('confirmed');
    expect(await totals(who, 5)).toEqual(counted);
    expect((await t.db.kysely.selectFrom('audit_log').select('id').execute()).length).toBe(audits);
  });

  it('refuses a pending donation (409) and is for staff only', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 8 })).json();
    const pending = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${started.donation_id}/refund/`, headers: staff.auth });
    expect(pending.statusCode).toBe(409);
    const byDonor = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${started.donation_id}/refund/`, headers: who.auth });
    expect(byDonor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/donations/999999/refund/', headers: staff.auth })).statusCode).toBe(404);
  });

  it('marks a donation refunded from the Stripe dashboard when its charge.refunded arrives, and audits it once as Stripe', async () => {
    const who = await donor();
    const before = await totals(who, 2);
    const paid = await paidDonation(who, 15, 2);
    const refunded = fake.chargeRefunded(paid.paymentIntent, 1500);
    expect((await deliver(refunded)).statusCode).toBe(200);
    expect((await donationRow(paid.donation_id)).status).toBe('refunded');
    expect(await totals(who, 2)).toEqual(before);
    const audited = await stripe.donationAudit(paid.donation_id);
    expect(audited).toMatchObject([{ action: 'donation.refund', actor_id: null, actor_username: 'Stripe' }]);
    expect(JSON.parse(audited[0]!.before!)).toEqual({ status: 'confirmed', amount: 15, refunded_amount: 0 });
    expect(JSON.parse(audited[0]!.after!)).toEqual({ status: 'refunded', amount: 15, refunded_amount: 15 });

    const lists = () => fake.requests.filter((request) => request === 'GET /v1/refunds').length;
    const listed = lists();
    expect((await deliver(refunded)).json()).toEqual({ received: true, replayed: true });
    // Stripe may report the same refund again under another id: nothing more is refunded or audited.
    expect((await deliver(fake.chargeRefunded(paid.paymentIntent, 1500))).json()).toEqual({ received: true, replayed: false });
    expect(await totals(who, 2)).toEqual(before);
    expect(await stripe.donationAudit(paid.donation_id)).toHaveLength(1);
    // The notice of a refund already recorded asks Stripe nothing.
    expect(lists()).toBe(listed);
    // Staff can no longer refund it.
    const again = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donation_id}/refund/`, headers: staff.auth });
    expect(again.statusCode).toBe(409);
  });

  it('answers a dashboard refund notice 502, storing nothing, when Stripe cannot list the refunds', async () => {
    const who = await donor();
    const paid = await paidDonation(who, 14, 2);
    const counted = await totals(who, 2);
    const refunded = fake.chargeRefunded(paid.paymentIntent, 1400);
    fake.refuseNext = 'GET /v1/refunds';
    expect((await deliver(refunded)).statusCode).toBe(502);
    expect((await donationRow(paid.donation_id)).status).toBe('confirmed');
    expect(await totals(who, 2)).toEqual(counted);
    expect(await stripe.donationAudit(paid.donation_id)).toEqual([]);
    expect((await deliver(refunded)).json()).toEqual({ received: true, replayed: false });
    expect(await stripe.donationAudit(paid.donation_id)).toMatchObject([{ action: 'donation.refund', actor_username: 'Stripe' }]);
  });
});

describe('monthly gifts', () => {
  it('expires the checkout of a monthly gift cancelled before it was paid, so the open page cannot start it', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 15, region: 2, monthly: true })).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/monthly-gifts/${started.monthly_gift_id}/cancel/`,
      headers: who.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(fake.sessions.get(started.session_id)!.status).toBe('expired');
    expect(() => fake.pay(started.session_id)).toThrow(/expired/);
  });

  it('leaves a monthly gift as it was when its checkout was paid before the cancel reached the provider (502)', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 16, region: 2, monthly: true })).json();
    fake.pay(started.session_id); // paid, but its events have not arrived yet
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/monthly-gifts/${started.monthly_gift_id}/cancel/`,
      headers: who.auth,
    });
    expect(cancelled.statusCode).toBe(502);
    const gift = await t.db.kysely
      .selectFrom('payment_subscriptions')
      .select('status')
      .where('id', '=', started.monthly_gift_id)
      .executeTakeFirstOrThrow();
    expect(gift.status).toBe('pending');
  });

  it('makes each paid month a confirmed donation, once per invoice, and the donor changes and cancels the gift', async () => {
    const who = await donor();
    const before = await totals(who, 4);
    const response = await checkout(who, { amount: 20, region: 4, monthly: true, cover_fee: true });
    expect(response.statusCode).toBe(201);
    const started = response.json();
    const fee = coveredFeeCents(2000, { percent: 2.9, fixedCents: 30 });
    expect(started).toMatchObject({ donation_id: null, monthly_gift_id: expect.any(Number), amount: 20, fee: fee / 100 });
    expect(fake.sessions.get(started.session_id)).toMatchObject({ mode: 'subscription', amount: 2000 + fee });
    const gifts = () => t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth });
    // An unpaid checkout is not a gift yet.
    expect((await gifts()).json()).toEqual([]);
    expect(await totals(who, 4)).toEqual(before);

    const [completed, firstMonth] = fake.pay(started.session_id);
    expect((await deliver(completed!)).statusCode).toBe(200);
    expect((await deliver(firstMonth!)).statusCode).toBe(200);
    expect((await deliver(firstMonth!)).json()).toMatchObject({ replayed: true });
    expect((await totals(who, 4)).donor).toBe(before.donor + 2000);
    const subscriptionId = fake.sessions.get(started.session_id)!.subscription!;
    expect((await deliver(fake.payMonth(subscriptionId))).statusCode).toBe(200);
    const afterTwo = await totals(who, 4);
    expect(afterTwo.donor).toBe(before.donor + 4000);
    expect(afterTwo.regionCount).toBe(before.regionCount + 2);
    const months = await t.db.kysely.selectFrom('donations').selectAll().where('subscription_id', '=', started.monthly_gift_id).execute();
    expect(months.map((row) => [row.status, Number(row.amount_cents), Number(row.charged_cents)])).toEqual([
      ['confirmed', 2000, 2000 + fee],
      ['confirmed', 2000, 2000 + fee],
    ]);
    const state = await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${started.session_id}/`, headers: who.auth });
    expect(state.json()).toMatchObject({ monthly: true, status: 'active', confirmed: true });
    expect((await gifts()).json()).toEqual([
      {
        id: started.monthly_gift_id,
        amount: 20,
        fee: fee / 100,
        region: 4,
        status: 'active',
        months_paid: 2,
        created_at: expect.any(String),
        cancelled_at: null,
        payment_failed_at: null,
        tribute: null,
      },
    ]);

    // Only the donor changes or cancels it: not another user, not staff.
    const url = `/api/payments/monthly-gifts/${started.monthly_gift_id}/`;
    const other = await donor('other');
    expect((await t.app.inject({ method: 'PATCH', url, headers: other.auth, payload: { amount: 1 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, headers: staff.auth, payload: { amount: 1 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${url}cancel/`, headers: other.auth })).statusCode).toBe(403);
    const badAmount = await t.app.inject({ method: 'PATCH', url, headers: who.auth, payload: { amount: 0 } });
    expect(badAmount.statusCode).toBe(400);
    expect(Object.keys(badAmount.json())).toEqual(['amount']);

    const changed = await t.app.inject({ method: 'PATCH', url, headers: who.auth, payload: { amount: 35 } });
    expect(changed.statusCode).toBe(200);
    const newFee = coveredFeeCents(3500, { percent: 2.9, fixedCents: 30 });
    expect(changed.json()).toMatchObject({ amount: 35, fee: newFee / 100, status: 'active', months_paid: 2 });
    expect(fake.subscriptions.get(subscriptionId)!.amount).toBe(3500 + newFee);
    await deliver(fake.payMonth(subscriptionId));
    expect((await totals(who, 4)).donor).toBe(before.donor + 7500);

    const cancelled = await t.app.inject({ method: 'POST', url: `${url}cancel/`, headers: who.auth });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String), months_paid: 3 });
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(fake.requests).toContain(`DELETE /v1/subscriptions/${subscriptionId}`);
    const afterCancel = await t.app.inject({ method: 'PATCH', url, headers: who.auth, payload: { amount: 50 } });
    expect(afterCancel.statusCode).toBe(409);
    // Months already paid stay given.
    expect((await totals(who, 4)).donor).toBe(before.donor + 7500);
  });

  it('refunds one month of a monthly gift through its payment intent', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 9, region: 1, monthly: true })).json();
    for (const event of fake.pay(started.session_id)) await deliver(event);
    const month = await t.db.kysely
      .selectFrom('donations')
      .selectAll()
      .where('subscription_id', '=', started.monthly_gift_id)
      .executeTakeFirstOrThrow();
    // The invoice event does not carry its payment: the server asked Stripe which payment intent paid it.
    expect(month.payment_intent_id).toBe(fake.invoicePayments.get(month.invoice_id!));
    expect(fake.requests).toContain('GET /v1/invoice_payments');
    const response = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${month.donation_id}/refund/`, headers: staff.auth });
    expect(response.statusCode).toBe(200);
    expect(fake.refunds.at(-1)!.payment_intent).toBe(month.payment_intent_id);
    expect((await totals(who, 1)).donor).toBe(0);
  });
});

describe('PAYMENT_PROVIDER=none', () => {
  let none: TestApp;
  beforeAll(async () => {
    none = await createTestApp();
  });
  afterAll(() => none?.close());

  it('confirms a donation at once, refuses checkout (409), and staff refund it without a provider', async () => {
    const config = (await none.app.inject({ method: 'GET', url: '/api/config/' })).json();
    expect(config.payment_provider).toBe('none');
    const admin = await logInAdmin(none.app);
    const donatorId = (await none.db.kysely.selectFrom('donators').select('donator_id').orderBy('donator_id').executeTakeFirstOrThrow())
      .donator_id;
    const created = await none.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: admin.auth,
      payload: { amount: 7, region: 5, donator: donatorId },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().donation_id as number;
    const row = await none.db.kysely.selectFrom('donations').selectAll().where('donation_id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
    expect(row.charged_cents).toBeNull();
    const region = async () =>
      Number(
        (await none.db.kysely.selectFrom('region_totals').select('total_cents').where('region_id', '=', 5).executeTakeFirstOrThrow())
          .total_cents,
      );
    const counted = await region();
    const checkoutRefused = await none.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: admin.auth,
      payload: { amount: 7, donator: donatorId },
    });
    expect(checkoutRefused.statusCode).toBe(409);
    const refunded = await none.app.inject({ method: 'POST', url: `/api/staff/donations/${id}/refund/`, headers: admin.auth });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toEqual({ donation_id: id, status: 'refunded', amount: 7, refunded: 0 });
    expect(await region()).toBe(counted - 700);
    const webhook = await none.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(409);
  });
});

describe('checkouts left unpaid and erased donors', () => {
  it('removes the pending gift when the provider closes the unpaid checkout', async () => {
    const who = await donor();
    const once = (await checkout(who, { amount: 11 })).json();
    const monthly = (await checkout(who, { amount: 12, monthly: true })).json();
    for (const started of [once, monthly]) {
      const session = fake.sessions.get(started.session_id)!;
      const expired = fake.event('checkout.session.expired', {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: 'expired',
      });
      expect((await deliver(expired)).statusCode).toBe(200);
    }
    expect(await t.db.kysely.selectFrom('donations').select('donation_id').where('donation_id', '=', once.donation_id).execute()).toEqual(
      [],
    );
    expect(await t.db.kysely.selectFrom('payment_subscriptions').select('id').where('id', '=', monthly.monthly_gift_id).execute()).toEqual(
      [],
    );
  });

  it('stops a monthly gift at the provider when its donor erases their account', async () => {
    const who = await donor();
    const started = (await checkout(who, { amount: 6, monthly: true })).json();
    for (const event of fake.pay(started.session_id)) await deliver(event);
    const subscriptionId = fake.sessions.get(started.session_id)!.subscription!;
    await eraseOwnAccount(t.app, who);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const gift = await t.db.kysely
      .selectFrom('payment_subscriptions')
      .selectAll()
      .where('id', '=', started.monthly_gift_id)
      .executeTakeFirstOrThrow();
    expect(gift).toMatchObject({ status: 'cancelled', donator_id: null });
  });
});
