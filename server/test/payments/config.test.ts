/** The payment settings are checked at start: a bad one stops the start with a line naming it. */
import { describe, expect, it } from 'vitest';
import { coveredFeeCents } from '@onepair/contract';
import { ConfigError, loadConfig } from '../../src/config.js';

const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('payment settings', () => {
  it('default to no provider and no fee', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'none',
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripeApiBase: undefined,
      feePercent: 0,
      feeFixedCents: 0,
    });
  });

  it('read Stripe, its API base and the fee', () => {
    const payments = loadConfig({
      ...STRIPE,
      STRIPE_API_BASE: 'http://127.0.0.1:12111/',
      PAYMENT_FEE_PERCENT: '2.9',
      PAYMENT_FEE_FIXED: '0.30',
    }).payments;
    expect(payments).toEqual({
      provider: 'stripe',
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
      stripeApiBase: 'http://127.0.0.1:12111',
      feePercent: 2.9,
      feeFixedCents: 30,
    });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER must be none or stripe/],
    [{ PAYMENT_PROVIDER: 'stripe' }, /STRIPE_SECRET_KEY must be set/],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk' }, /STRIPE_WEBHOOK_SECRET must be set/],
    [{ ...STRIPE, STRIPE_API_BASE: 'localhost:12111' }, /STRIPE_API_BASE must be an origin/],
    [{ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' }, /STRIPE_API_BASE must be an origin/],
    [{ PAYMENT_FEE_PERCENT: '60' }, /PAYMENT_FEE_PERCENT must be a percentage from 0 to 50/],
    [{ PAYMENT_FEE_PERCENT: '-1' }, /PAYMENT_FEE_PERCENT/],
    [{ PAYMENT_FEE_FIXED: '0.305' }, /PAYMENT_FEE_FIXED must be an amount in dollars/],
    [{ PAYMENT_FEE_FIXED: 'abc' }, /PAYMENT_FEE_FIXED/],
  ])('refuse %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the covered fee', () => {
  it('is what makes the charge leave the whole gift after the provider takes its share', () => {
    const fee = { percent: 2.9, fixedCents: 30 };
    for (const gift of [1, 99, 1000, 2500, 123_456, 100_000_000]) {
      const charge = gift + coveredFeeCents(gift, fee);
      const providerTakes = Math.round((charge * 2.9) / 100) + 30;
      // Rounded up to the cent: the charity never receives less than the gift, and at most a cent more.
      expect(charge - providerTakes).toBeGreaterThanOrEqual(gift);
      expect(charge - providerTakes).toBeLessThanOrEqual(gift + 1);
    }
  });

  it('is 0 when no fee is configured', () => {
    expect(coveredFeeCents(5000, { percent: 0, fixedCents: 0 })).toBe(0);
  });
});
