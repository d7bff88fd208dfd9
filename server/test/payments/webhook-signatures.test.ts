/**
 * The webhook's signing secret is checked for Stripe's shape at start, and a signature must be
 * dated within Stripe's tolerance of now, in the past (the SDK's rule) and in the future alike.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { SIGNED_IN_THE_FUTURE, WEBHOOK_TOLERANCE_SECONDS } from '../../src/payments/webhook.js';
import type { SignedEvent } from './fake-stripe.js';
import { useStripeGifts } from './stripe-gifts.js';

describe('STRIPE_WEBHOOK_SECRET', () => {
  const stripeWith = (secret: string) => ({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: secret });

  it.each(['y', 'whsec_', 'whsec', 'sk_test_abc', 'whsec_abc def', 'WHSEC_abc', 'whsec_abc\n'.repeat(2)])(
    'stops the start naming the variable, without echoing the value: %j',
    (secret) => {
      for (const env of [stripeWith(secret), { STRIPE_WEBHOOK_SECRET: secret }]) {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(/^STRIPE_WEBHOOK_SECRET must be .*whsec_/);
        try {
          loadConfig(env);
        } catch (error) {
          expect((error as Error).message).not.toContain(`"${secret}"`);
          expect((error as Error).message.split('\n')).toHaveLength(1);
        }
      }
    },
  );

  it('takes a secret shaped like Stripe’s', () => {
    for (const secret of ['whsec_5f3b2c1a9e8d7f6a5b4c3d2e1f0a9b8c', 'whsec_fake_for_tests', ' whsec_AbC+/9= ']) {
      expect(loadConfig(stripeWith(secret)).payments.stripeWebhookSecret).toBe(secret.trim());
    }
  });
});

describe('the webhook signature’s date', () => {
  const stripe = useStripeGifts();
  const sdk = new Stripe('sk_test_fake');
  const signedAt = (event: SignedEvent, secondsFromNow: number) =>
    sdk.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: stripe.fake.secret,
      timestamp: Math.floor(Date.now() / 1000) + secondsFromNow,
    });

  async function paidButUnconfirmed() {
    const who = await stripe.donor();
    const started = await stripe.startCheckout(who, { amount: 30, region: 2 });
    const [completed] = stripe.fake.pay(started.session_id);
    return { completed: completed!, donationId: started.donation_id! };
  }

  it('is refused (400) more than the tolerance ahead of now, and nothing changes', async () => {
    const { completed, donationId } = await paidButUnconfirmed();
    for (const ahead of [WEBHOOK_TOLERANCE_SECONDS + 5, 3600, 10 * 365 * 24 * 3600]) {
      const response = await stripe.deliver(completed, signedAt(completed, ahead));
      expect(response.statusCode, `${ahead} s ahead`).toBe(400);
      expect(response.json()).toEqual({ detail: SIGNED_IN_THE_FUTURE });
    }
    expect(await stripe.wasStored(completed)).toBe(false);
    expect((await stripe.donationRow(donationId)).status).toBe('pending');
  });

  it('is refused more than the tolerance in the past, as the SDK refuses it', async () => {
    const { completed, donationId } = await paidButUnconfirmed();
    const response = await stripe.deliver(completed, signedAt(completed, -(WEBHOOK_TOLERANCE_SECONDS + 5)));
    expect(response.statusCode).toBe(400);
    expect((await stripe.donationRow(donationId)).status).toBe('pending');
  });

  it('is taken within the tolerance either way: clocks differ a little', async () => {
    for (const skew of [WEBHOOK_TOLERANCE_SECONDS - 30, -(WEBHOOK_TOLERANCE_SECONDS - 30)]) {
      const { completed, donationId } = await paidButUnconfirmed();
      const response = await stripe.deliver(completed, signedAt(completed, skew));
      expect(response.statusCode, `${skew} s`).toBe(200);
      expect((await stripe.donationRow(donationId)).status).toBe('confirmed');
    }
  });
});
