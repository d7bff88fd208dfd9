/**
 * Refunds Stripe reports before the payment's own event: Stripe does not promise the order of
 * its events, so a charge.refunded can arrive while the gift is still pending here. The
 * confirmation then reads the charge and counts only what is left (a gift given back whole is
 * refunded from the start: it never counts and gets no receipt), and a refund of a one-time gift
 * still pending, or of a month of a monthly gift not recorded yet, is refused with a 409 so Stripe
 * sends it again. Replays change nothing, and invoice.paid asks Stripe only about months it records.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REFUND_BEFORE_CONFIRMATION } from '../../src/payments/webhook/charge-refunded.js';
import { eraseOwnAccount, type SignedInUser, type TestApp } from '../helpers.js';
import type { FakeStripe, SignedEvent } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

// A covered fee, so the charge is more than the gift: a refund comes off the gift first.
const stripe = useStripeGifts({ feePercent: 0, feeFixedCents: 50 });
const { deliver, donor, donationRow, donationAudit, keptFigures, paidGift, startCheckout, wasStored } = stripe;
let t: TestApp;
let fake: FakeStripe;
let staff: SignedInUser;
beforeAll(() => void ({ t, fake, staff } = stripe));

// Lets a test miss the donations of a payment intent, as a refund's look-up does on PostgreSQL
// (READ COMMITTED) when the confirmation commits just after it.
const lookups = vi.hoisted(() => ({ toMiss: 0 }));
vi.mock('../../src/payments/repository.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/payments/repository.js')>();
  return {
    ...actual,
    findDonationsByPaymentIntent: (...args: Parameters<typeof actual.findDonationsByPaymentIntent>) => {
      if (lookups.toMiss === 0) return actual.findDonationsByPaymentIntent(...args);
      lookups.toMiss -= 1;
      return Promise.resolve([]);
    },
  };
});

const thisMonth = () => new Date().toISOString().slice(0, 7);
const receiptsOf = (donationId: number) =>
  t.db.kysely.selectFrom('receipts').selectAll().where('donation_id', '=', donationId).orderBy('number').execute();
const lastNumber = async () =>
  Number((await t.db.kysely.selectFrom('receipt_counter').select('last_number').executeTakeFirstOrThrow()).last_number);
const mailCount = async (who: SignedInUser) => {
  const { email } = await t.db.kysely.selectFrom('users').select('email').where('id', '=', who.id).executeTakeFirstOrThrow();
  return (await t.db.kysely.selectFrom('outbox').select('id').where('to', '=', email).execute()).length;
};

/** A one-time gift of `amount` dollars with the 50-cent fee covered, paid at Stripe; its checkout.session.completed not delivered yet. */
async function paidAtStripe(who: SignedInUser, amount: number, region: number) {
  const { donation_id: donationId, session_id: sessionId } = await startCheckout(who, { amount, region, cover_fee: true });
  const [completed] = fake.pay(sessionId);
  const paymentIntent = fake.sessions.get(sessionId)!.paymentIntent!;
  return {
    donationId: donationId!,
    sessionId,
    paymentIntent,
    charged: fake.charges.get(paymentIntent)!.amount,
    completed: completed!,
  };
}

/** A monthly gift of `amount` dollars with the 50-cent fee covered, its checkout delivered; its first month's invoice.paid not yet. */
async function monthlyAtStripe(who: SignedInUser, amount: number, region: number) {
  const started = await startCheckout(who, { amount, region, cover_fee: true, monthly: true });
  const [completed, firstMonth] = fake.pay(started.session_id);
  expect((await deliver(completed!)).statusCode).toBe(200);
  const subscriptionId = fake.sessions.get(started.session_id)!.subscription!;
  return { giftId: started.monthly_gift_id!, subscriptionId, firstMonth: firstMonth! };
}

/** The invoice an invoice.paid event is about, and the payment intent that paid it. */
function invoiceOf(event: SignedEvent) {
  const invoiceId = (JSON.parse(event.payload) as { data: { object: { id: string } } }).data.object.id;
  return { invoiceId, paymentIntent: fake.invoicePayments.get(invoiceId)! };
}

const donationOfInvoice = (invoiceId: string) =>
  t.db.kysely.selectFrom('donations').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();

describe('a refund Stripe reports before the one-time gift is confirmed', () => {
  it('is sent back (409, nothing stored) and the confirmation counts only what is left, with one receipt for it', async () => {
    const who = await donor('early');
    const before = await keptFigures(who, 2, thisMonth());
    const paid = await paidAtStripe(who, 40, 2);
    const refund = fake.chargeRefunded(paid.paymentIntent, paid.charged, 1500);

    const early = await deliver(refund);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: REFUND_BEFORE_CONFIRMATION });
    expect(await wasStored(refund)).toBe(false);
    expect((await donationRow(paid.donationId)).status).toBe('pending');

    const numbers = await lastNumber();
    const mails = await mailCount(who);
    expect((await deliver(paid.completed)).json()).toEqual({ received: true, replayed: false });
    const row = await donationRow(paid.donationId);
    expect(row).toMatchObject({ status: 'confirmed', payment_intent_id: paid.paymentIntent });
    expect(Number(row.amount_cents)).toBe(4000);
    expect(Number(row.refunded_cents)).toBe(1500);
    const counted = {
      donor: before.donor + 2500,
      region: before.region + 2500,
      regionCount: before.regionCount + 1,
      donorRegion: before.donorRegion + 2500,
      donorRegionCount: before.donorRegionCount + 1,
      monthly: before.monthly + 2500,
      monthlyCount: before.monthlyCount + 1,
    };
    expect(await keptFigures(who, 2, row.date.slice(0, 7))).toEqual(counted);
    // One receipt, for what is left, under the next number: none was ever issued or mailed for $40.
    const receipts = await receiptsOf(paid.donationId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ voided_at: null, replaces_number: null });
    expect(Number(receipts[0]!.amount_cents)).toBe(2500);
    expect(Number(receipts[0]!.number)).toBe(numbers + 1);
    expect(await lastNumber()).toBe(numbers + 1);
    expect(await mailCount(who)).toBe(mails + 1);
    const audit = await donationAudit(paid.donationId);
    expect(audit).toMatchObject([{ action: 'donation.partial_refund', actor_id: null, actor_username: 'Stripe' }]);
    expect(JSON.parse(audit[0]!.before!)).toEqual({ status: 'pending', amount: 40, refunded_amount: 0 });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'confirmed', amount: 40, refunded_amount: 15 });
    const state = await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${paid.sessionId}/`, headers: who.auth });
    expect(state.json()).toMatchObject({ status: 'confirmed', confirmed: true });

    // Stripe sends the refund again: it now finds the donation, and what it reports is already counted.
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: true });
    expect((await deliver(paid.completed)).json()).toEqual({ received: true, replayed: true });
    expect(await keptFigures(who, 2, row.date.slice(0, 7))).toEqual(counted);
    expect(await receiptsOf(paid.donationId)).toHaveLength(1);
    expect(await lastNumber()).toBe(numbers + 1);
    expect(await donationAudit(paid.donationId)).toHaveLength(1);
    expect(Number((await donationRow(paid.donationId)).refunded_cents)).toBe(1500);
  });

  it('refunds a gift given back whole from the start: it never counts, gets no receipt, and staff cannot refund it again', async () => {
    const who = await donor('earlywhole');
    const before = await keptFigures(who, 3, thisMonth());
    const paid = await paidAtStripe(who, 20, 3);
    const refund = fake.chargeRefunded(paid.paymentIntent, paid.charged);
    expect((await deliver(refund)).statusCode).toBe(409);

    const numbers = await lastNumber();
    const mails = await mailCount(who);
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    const row = await donationRow(paid.donationId);
    expect(row).toMatchObject({ status: 'refunded', payment_intent_id: paid.paymentIntent });
    expect(Number(row.refunded_cents)).toBe(2000);
    expect(await keptFigures(who, 3, row.date.slice(0, 7))).toEqual(before);
    expect(await receiptsOf(paid.donationId)).toHaveLength(0);
    expect(await lastNumber()).toBe(numbers);
    expect(await mailCount(who)).toBe(mails);
    const audit = await donationAudit(paid.donationId);
    expect(audit).toMatchObject([{ action: 'donation.refund', actor_id: null, actor_username: 'Stripe' }]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'refunded', amount: 20, refunded_amount: 20 });

    const state = await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${paid.sessionId}/`, headers: who.auth });
    expect(state.json()).toMatchObject({ status: 'refunded', confirmed: false });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/donations/${paid.donationId}/receipt.pdf`, headers: who.auth });
    expect(receipt.statusCode).toBe(404);
    const ledger = await t.app.inject({ method: 'GET', url: `/api/staff/donations/?donor=${who.id}`, headers: staff.auth });
    expect(ledger.json().results).toMatchObject([{ donation_id: paid.donationId, amount: 20, refunded_amount: 20, status: 'refunded' }]);
    const again = await t.app.inject({ method: 'POST', url: `/api/staff/donations/${paid.donationId}/refund/`, headers: staff.auth });
    expect(again.statusCode).toBe(409);

    // Stripe's second delivery of the refund changes nothing.
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
    expect(await keptFigures(who, 3, row.date.slice(0, 7))).toEqual(before);
    expect(await donationAudit(paid.donationId)).toHaveLength(1);
    expect(fake.refunds.filter((each) => each.payment_intent === paid.paymentIntent)).toHaveLength(0);
  });

  it('refunds the donation whole when the refund covers the gift, the covered fee aside', async () => {
    const who = await donor('earlygift');
    const paid = await paidAtStripe(who, 10, 4);
    // $10.00 of the $10.50 charge: the whole gift, the fee kept by Stripe.
    fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000);
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    expect((await donationRow(paid.donationId)).status).toBe('refunded');
    expect(await receiptsOf(paid.donationId)).toHaveLength(0);
  });

  it('reads the charge at confirmation even when the refund event never comes again', async () => {
    const who = await donor('earlylost');
    const paid = await paidAtStripe(who, 30, 1);
    // The refund's own event was answered 200 and is not sent again (an older release did that).
    fake.chargeRefunded(paid.paymentIntent, paid.charged, 1000);
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    const row = await donationRow(paid.donationId);
    expect(row.status).toBe('confirmed');
    expect(Number(row.refunded_cents)).toBe(1000);
    expect((await receiptsOf(paid.donationId)).map((receipt) => Number(receipt.amount_cents))).toEqual([2000]);
  });

  it('refuses the confirmation when Stripe cannot say what the charge gave back (502), so Stripe sends it again', async () => {
    const who = await donor('earlyfail');
    const paid = await paidAtStripe(who, 15, 5);
    const session = JSON.parse(paid.completed.payload).data.object;
    // The same session, naming a payment intent Stripe does not find.
    const broken = fake.event('checkout.session.completed', { ...session, payment_intent: 'pi_not_at_stripe' });
    expect((await deliver(broken)).statusCode).toBe(502);
    expect(await wasStored(broken)).toBe(false);
    expect((await donationRow(paid.donationId)).status).toBe('pending');
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    expect((await donationRow(paid.donationId)).status).toBe('confirmed');
  });

  it('reads the charge once for a gift with no refund (a replay asks nothing), and answers a refund naming no gift of ours 200', async () => {
    const who = await donor('earlynone');
    const paid = await paidAtStripe(who, 12, 2);
    expect((await deliver(paid.completed)).statusCode).toBe(200);
    expect(fake.requests).toContain(`GET /v1/payment_intents/${paid.paymentIntent}`);
    const row = await donationRow(paid.donationId);
    expect(row.status).toBe('confirmed');
    expect(Number(row.refunded_cents)).toBe(0);
    expect((await receiptsOf(paid.donationId)).map((receipt) => Number(receipt.amount_cents))).toEqual([1200]);
    expect(await donationAudit(paid.donationId)).toHaveLength(0);
    const reads = fake.requests.length;
    expect((await deliver(paid.completed)).json()).toEqual({ received: true, replayed: true });
    expect(fake.requests).toHaveLength(reads);

    const foreign = fake.event('charge.refunded', {
      id: 'ch_elsewhere',
      object: 'charge',
      amount: 500,
      amount_refunded: 500,
      refunded: true,
      payment_intent: 'pi_elsewhere',
      metadata: { donation_id: 'not-a-number' },
    });
    expect((await deliver(foreign)).json()).toEqual({ received: true, replayed: false });
  });

  it('is sent back when the gift already names the payment though the look-up by payment found nothing (its confirmation committed meanwhile)', async () => {
    const who = await donor('earlyraced');
    const gift = await paidGift(who, 14, 3, { cover_fee: true });
    const before = await keptFigures(who, 3, gift.month);
    const refund = fake.chargeRefunded(gift.paymentIntent, gift.charged, 400);
    // A refund in part looks once, in its transaction: that look ran before the confirmation committed.
    lookups.toMiss = 1;
    const raced = await deliver(refund);
    expect(lookups.toMiss).toBe(0);
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toEqual({ detail: REFUND_BEFORE_CONFIRMATION });
    expect(await wasStored(refund)).toBe(false);
    expect(Number((await donationRow(gift.donationId)).refunded_cents)).toBe(0);
    expect(await keptFigures(who, 3, gift.month)).toEqual(before);

    // Sent again, it finds the donation and applies.
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
    expect(Number((await donationRow(gift.donationId)).refunded_cents)).toBe(400);
    expect((await keptFigures(who, 3, gift.month)).donor).toBe(before.donor - 400);
  });

  it('answers 200 and changes nothing when the metadata names a gift confirmed by another payment, or one not made through Stripe', async () => {
    const who = await donor('earlyother');
    const gift = await paidGift(who, 11, 2);
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/donation/',
      headers: staff.auth,
      payload: { amount: 7, region: 2, donator: who.donatorId },
    });
    expect(recorded.statusCode).toBe(201);
    const byHand = recorded.json().donation_id as number;
    expect((await donationRow(byHand)).payment_provider).toBeNull();
    const before = await keptFigures(who, 2, gift.month);
    for (const donationId of [gift.donationId, byHand]) {
      const row = await donationRow(donationId);
      const audit = await donationAudit(donationId);
      const refund = fake.event('charge.refunded', {
        id: `ch_other${donationId}`,
        object: 'charge',
        amount: 700,
        amount_refunded: 700,
        refunded: true,
        payment_intent: `pi_other${donationId}`,
        created: Math.floor(Date.now() / 1000),
        metadata: { donation_id: String(donationId) },
      });
      expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
      expect(await donationRow(donationId)).toEqual(row);
      expect(await donationAudit(donationId)).toEqual(audit);
    }
    expect(await keptFigures(who, 2, gift.month)).toEqual(before);
  });
});

describe('a refund Stripe reports before the month of a monthly gift is recorded', () => {
  it('counts only what is left of a month refunded in part, with one receipt for it', async () => {
    const who = await donor('earlymonth');
    const gift = await monthlyAtStripe(who, 9, 4);
    const { invoiceId, paymentIntent } = invoiceOf(gift.firstMonth);
    // The charge is the gift's customer's: the month may be on its way, so Stripe sends it again.
    const refund = fake.chargeRefunded(paymentIntent, 950, 300);
    const early = await deliver(refund);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: REFUND_BEFORE_CONFIRMATION });
    expect(await wasStored(refund)).toBe(false);

    const numbers = await lastNumber();
    expect((await deliver(gift.firstMonth)).statusCode).toBe(200);
    const month = await donationOfInvoice(invoiceId);
    expect(month).toMatchObject({ status: 'confirmed', payment_intent_id: paymentIntent });
    expect(Number(month.amount_cents)).toBe(900);
    expect(Number(month.refunded_cents)).toBe(300);
    expect((await receiptsOf(month.donation_id)).map((receipt) => Number(receipt.amount_cents))).toEqual([600]);
    expect(await lastNumber()).toBe(numbers + 1);
    const audit = await donationAudit(month.donation_id);
    expect(audit).toMatchObject([{ action: 'donation.partial_refund', actor_username: 'Stripe', before: null }]);
    expect((await keptFigures(who, 4, month.date.slice(0, 7))).donor).toBe(600);
    const gifts = (await t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth })).json();
    expect(gifts).toMatchObject([{ id: gift.giftId, status: 'active', months_paid: 1 }]);

    expect((await deliver(gift.firstMonth)).json()).toEqual({ received: true, replayed: true });
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
    expect((await keptFigures(who, 4, month.date.slice(0, 7))).donor).toBe(600);
    expect(await receiptsOf(month.donation_id)).toHaveLength(1);
  });

  it('records a month given back whole as refunded, uncounted and without a receipt', async () => {
    const who = await donor('earlymonthwhole');
    const gift = await monthlyAtStripe(who, 9, 5);
    const { invoiceId, paymentIntent } = invoiceOf(gift.firstMonth);
    expect((await deliver(fake.chargeRefunded(paymentIntent, 950))).statusCode).toBe(409);
    const numbers = await lastNumber();
    expect((await deliver(gift.firstMonth)).statusCode).toBe(200);
    const month = await donationOfInvoice(invoiceId);
    expect(month.status).toBe('refunded');
    expect(Number(month.refunded_cents)).toBe(900);
    expect(await receiptsOf(month.donation_id)).toHaveLength(0);
    expect(await lastNumber()).toBe(numbers);
    expect(await donationAudit(month.donation_id)).toMatchObject([{ action: 'donation.refund', actor_username: 'Stripe' }]);
    expect((await keptFigures(who, 5, month.date.slice(0, 7))).donor).toBe(0);
    // The gift goes on: its checkout was paid, only this month went back.
    const gifts = (await t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth })).json();
    expect(gifts).toMatchObject([{ id: gift.giftId, status: 'active', months_paid: 0 }]);
  });

  it("sends back a refund made between the month's read of its charge and its commit, and applies it once the month is recorded", async () => {
    const who = await donor('racedmonth');
    const gift = await monthlyAtStripe(who, 9, 3);
    const { invoiceId, paymentIntent } = invoiceOf(gift.firstMonth);
    const refund = fake.chargeRefunded(paymentIntent, 950, 300);
    // invoice.paid read the charge just before the refund: Stripe told it nothing was given back.
    fake.charges.get(paymentIntent)!.amountRefunded = 0;
    const raced = await deliver(refund);
    expect(raced.statusCode).toBe(409);
    expect(raced.json()).toEqual({ detail: REFUND_BEFORE_CONFIRMATION });
    expect(await wasStored(refund)).toBe(false);
    expect((await deliver(gift.firstMonth)).statusCode).toBe(200);
    const month = await donationOfInvoice(invoiceId);
    expect(Number(month.refunded_cents)).toBe(0);

    // Stripe sends the refund again: the month counts only what is left, under a replacement receipt.
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
    const refunded = await donationOfInvoice(invoiceId);
    expect(refunded.status).toBe('confirmed');
    expect(Number(refunded.refunded_cents)).toBe(300);
    expect((await keptFigures(who, 3, month.date.slice(0, 7))).donor).toBe(600);
    const receipts = await receiptsOf(month.donation_id);
    expect(receipts.map((receipt) => [Number(receipt.amount_cents), receipt.voided_at === null])).toEqual([
      [900, false],
      [600, true],
    ]);
  });

  it("waits for a cancelled gift's month only when it was charged before the cancellation", async () => {
    const who = await donor('cancelledmonth');
    const gift = await monthlyAtStripe(who, 9, 1);
    expect((await deliver(gift.firstMonth)).statusCode).toBe(200);
    const lastMonth = fake.payMonth(gift.subscriptionId);
    const refund = fake.chargeRefunded(invoiceOf(lastMonth).paymentIntent, 950, 200);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/payments/monthly-gifts/${gift.giftId}/cancel/`, headers: who.auth });
    expect(cancelled.statusCode).toBe(200);
    // Charged, then cancelled: the month's invoice.paid may still come.
    expect((await deliver(refund)).statusCode).toBe(409);
    // Cancelled an hour before the charge: it is no month of this gift.
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await t.db.kysely.updateTable('payment_subscriptions').set({ cancelled_at: anHourAgo }).where('id', '=', gift.giftId).execute();
    expect((await deliver(refund)).json()).toEqual({ received: true, replayed: false });
  });

  it("waits for no refund reported more than Stripe's three days of retries ago, nor for a customer with no gift of ours", async () => {
    const who = await donor('oldmonth');
    const gift = await monthlyAtStripe(who, 9, 2);
    const { paymentIntent } = invoiceOf(gift.firstMonth);
    const refund = JSON.parse(fake.chargeRefunded(paymentIntent, 950, 100).payload).data.object;
    const fourDaysAgo = Math.floor(Date.now() / 1000) - 4 * 24 * 60 * 60;
    expect((await deliver(fake.event('charge.refunded', refund, fourDaysAgo))).json()).toEqual({ received: true, replayed: false });

    const elsewhere = fake.event('charge.refunded', {
      id: 'ch_not_ours',
      object: 'charge',
      amount: 500,
      amount_refunded: 500,
      refunded: true,
      payment_intent: 'pi_not_ours',
      customer: 'cus_not_ours',
      created: Math.floor(Date.now() / 1000),
      metadata: {},
    });
    expect((await deliver(elsewhere)).json()).toEqual({ received: true, replayed: false });
  });
});

describe('a month paid by bank debit', () => {
  it('waits for the month although its charge was made days before the refund, as a debit settles days after it starts', async () => {
    const who = await donor('debitmonth');
    const gift = await monthlyAtStripe(who, 9, 2);
    const { paymentIntent } = invoiceOf(gift.firstMonth);
    // The debit started five days ago and was paid and refunded just now.
    fake.charges.get(paymentIntent)!.created -= 5 * 24 * 60 * 60;
    const refund = fake.chargeRefunded(paymentIntent, 950, 100);
    expect((await deliver(refund)).statusCode).toBe(409);
    expect(await wasStored(refund)).toBe(false);
  });
});

describe('the first month of a monthly gift paid by bank debit', () => {
  it('waits for the month while the gift is still pending after its checkout completed unpaid', async () => {
    const who = await donor('debitfirst');
    const { session_id: sessionId } = await startCheckout(who, { amount: 9, region: 2, cover_fee: true, monthly: true });
    expect((await deliver(fake.payLater(sessionId))).statusCode).toBe(200);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription!;
    // The debit settles: the first month is paid and refunded before its invoice.paid is recorded.
    const firstMonth = fake.payMonth(subscriptionId);
    const { paymentIntent } = invoiceOf(firstMonth);
    const refund = fake.chargeRefunded(paymentIntent, 950, 100);
    expect((await deliver(refund)).statusCode).toBe(409);
    expect(await wasStored(refund)).toBe(false);
    // Then the month, and the refund sent again, apply as usual.
    expect((await deliver(firstMonth)).statusCode).toBe(200);
    expect((await deliver(refund)).statusCode).toBe(200);
    const month = await t.db.kysely
      .selectFrom('donations')
      .select(['status', 'refunded_cents'])
      .where('payment_intent_id', '=', paymentIntent)
      .executeTakeFirstOrThrow();
    expect(month.status).toBe('confirmed');
    expect(Number(month.refunded_cents)).toBe(100);
  });
});

describe('what invoice.paid asks Stripe', () => {
  it('asks nothing about an invoice of another product, which is answered 200 even while Stripe cannot be asked', async () => {
    const reads = fake.requests.length;
    fake.refuseNext = 'GET /v1/invoice_payments';
    const other = fake.event('invoice.paid', {
      id: 'in_other_product',
      object: 'invoice',
      customer: 'cus_other_product',
      amount_paid: 1200,
      currency: 'usd',
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_other_product', metadata: {} } },
    });
    try {
      expect((await deliver(other)).json()).toEqual({ received: true, replayed: false });
      expect(fake.requests).toHaveLength(reads);
      expect(fake.refuseNext).toBe('GET /v1/invoice_payments');
    } finally {
      fake.refuseNext = undefined;
    }
    expect(await t.db.kysely.selectFrom('donations').select('donation_id').where('invoice_id', '=', 'in_other_product').execute()).toEqual(
      [],
    );
  });

  it("asks nothing about a month of an erased donor's gift, and does not wait for its refund", async () => {
    const who = await donor('erasedmonth');
    const gift = await monthlyAtStripe(who, 9, 5);
    expect((await deliver(gift.firstMonth)).statusCode).toBe(200);
    const lastMonth = fake.payMonth(gift.subscriptionId);
    const { invoiceId, paymentIntent } = invoiceOf(lastMonth);
    await eraseOwnAccount(t.app, who);
    // Charged before the erasure cancelled the gift, but no month of a donor erased is recorded.
    expect((await deliver(fake.chargeRefunded(paymentIntent, 950, 100))).json()).toEqual({ received: true, replayed: false });
    const reads = fake.requests.length;
    fake.refuseNext = 'GET /v1/invoice_payments';
    try {
      expect((await deliver(lastMonth)).json()).toEqual({ received: true, replayed: false });
      expect(fake.requests).toHaveLength(reads);
    } finally {
      fake.refuseNext = undefined;
    }
    expect(await t.db.kysely.selectFrom('donations').select('donation_id').where('invoice_id', '=', invoiceId).execute()).toEqual([]);
  });

  it('refuses a month of ours while Stripe cannot be asked (502, stored nowhere) and records it when sent again', async () => {
    const who = await donor('downmonth');
    const gift = await monthlyAtStripe(who, 9, 4);
    const { invoiceId, paymentIntent } = invoiceOf(gift.firstMonth);
    fake.refuseNext = 'GET /v1/invoice_payments';
    expect((await deliver(gift.firstMonth)).statusCode).toBe(502);
    expect(fake.refuseNext).toBeUndefined();
    expect(await wasStored(gift.firstMonth)).toBe(false);
    expect((await deliver(gift.firstMonth)).json()).toEqual({ received: true, replayed: false });
    expect(await donationOfInvoice(invoiceId)).toMatchObject({ status: 'confirmed', payment_intent_id: paymentIntent });
  });
});
