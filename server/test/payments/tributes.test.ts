/**
 * A gift in honor or in memory of someone paid by card: the notice waits for the payment, a
 * one-time gift sends it when Stripe confirms it (once, however often the event comes), a monthly
 * gift with its first paid month only, and every month's receipt names the tribute.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers.js';
import type { FakeStripe } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

const stripe = useStripeGifts();
const { deliver, donor } = stripe;
let t: TestApp;
let fake: FakeStripe;
beforeAll(() => void ({ t, fake } = stripe));

const noticesTo = (address: string) =>
  t.db.kysely.selectFrom('outbox').select(['subject', 'body']).where('to', '=', address).orderBy('id').execute();
const receiptTributes = (donationIds: number[]) =>
  t.db.kysely.selectFrom('receipts').select(['donation_id', 'tribute']).where('donation_id', 'in', donationIds).orderBy('number').execute();

describe('a gift in honor or in memory of someone, paid by card', () => {
  it('sends the notice of a one-time gift once Stripe confirms it, and once only', async () => {
    const who = await donor('tribute_once');
    const address = 'honoree@card.example';
    const started = await stripe.startCheckout(who, {
      amount: 30,
      region: 2,
      tribute: { kind: 'honor', name: 'Katherine Johnson', notify_email: address },
    });
    // Nothing is said before the money arrives: the donor may still abandon the payment page.
    expect(await noticesTo(address)).toEqual([]);
    const events = fake.pay(started.session_id);
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
    const notices = await noticesTo(address);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/made a gift in your honor$/);
    expect(notices[0]!.body).not.toContain('$');
    expect(await receiptTributes([started.donation_id!])).toEqual([
      { donation_id: started.donation_id, tribute: 'In honor of Katherine Johnson' },
    ]);
  });

  it('sends the notice of a monthly gift with its first month only; each month’s receipt names the tribute', async () => {
    const who = await donor('tribute_monthly');
    const address = 'family@monthly.example';
    const started = await stripe.startCheckout(who, {
      amount: 10,
      region: 4,
      monthly: true,
      tribute: { kind: 'memory', name: 'Dorothy Vaughan', notify_email: address },
    });
    for (const event of fake.pay(started.session_id)) expect((await deliver(event)).statusCode).toBe(200);
    const subscriptionId = fake.sessions.get(started.session_id)!.subscription!;
    expect((await deliver(fake.payMonth(subscriptionId))).statusCode).toBe(200);

    const months = await t.db.kysely
      .selectFrom('donations')
      .select(['donation_id', 'tribute_name'])
      .where('subscription_id', '=', started.monthly_gift_id!)
      .orderBy('donation_id')
      .execute();
    expect(months).toHaveLength(2);
    expect(months.every((month) => month.tribute_name === 'Dorothy Vaughan')).toBe(true);
    const notices = await noticesTo(address);
    expect(notices.map((notice) => notice.subject)).toEqual(['A gift in memory of Dorothy Vaughan']);
    const gifts = await t.app.inject({ method: 'GET', url: '/api/payments/monthly-gifts/', headers: who.auth });
    expect(gifts.json()).toEqual([expect.objectContaining({ id: started.monthly_gift_id, tribute: 'In memory of Dorothy Vaughan' })]);
    expect((await receiptTributes(months.map((month) => month.donation_id))).map((receipt) => receipt.tribute)).toEqual([
      'In memory of Dorothy Vaughan',
      'In memory of Dorothy Vaughan',
    ]);
  });

  it('refuses a checkout whose tribute has no name, before asking Stripe', async () => {
    const who = await donor('tribute_bad');
    const sessions = fake.sessions.size;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout/',
      headers: who.auth,
      payload: { donator: who.donatorId, amount: 10, tribute: { kind: 'honor', name: ' ' } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['tribute']);
    expect(fake.sessions.size).toBe(sessions);
  });
});
