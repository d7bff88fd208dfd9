/**
 * The payment provider the server was started with (docs/operations.md, Payments): `none`, where
 * a donation is confirmed at once and nothing is charged, or Stripe through its official SDK.
 * STRIPE_API_BASE points the SDK at another address, such as the local fake the tests run.
 */
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { PaymentFee, PaymentProviderName } from '@onepair/contract';
import type { PaymentsConfig } from '../config.js';

export interface PaymentGateway {
  provider: PaymentProviderName;
  fee: PaymentFee;
  /** Set when the provider is Stripe. */
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentGateway;
  }
}

export function createPaymentGateway(config: PaymentsConfig): PaymentGateway {
  const fee = { percent: config.feePercent, fixedCents: config.feeFixedCents };
  if (config.provider !== 'stripe') return { provider: 'none', fee, stripe: undefined, webhookSecret: undefined };
  return { provider: 'stripe', fee, stripe: createStripe(config), webhookSecret: config.stripeWebhookSecret };
}

/**
 * The SDK (about 13 MB loaded) is required only by a server configured for Stripe. It is read
 * with `require`, as the gateway is made when the app is built, before anything is awaited.
 */
const require = createRequire(import.meta.url);

function createStripe(config: PaymentsConfig): Stripe {
  const StripeClient = require('stripe') as typeof Stripe;
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(config.stripeSecretKey!, {
    // One retry of a request that failed on the network; Stripe's idempotency keys (sent with
    // every write below) make a retried write safe.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base && { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol }),
  });
}
