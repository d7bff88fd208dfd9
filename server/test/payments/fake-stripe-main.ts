/**
 * The fake Stripe as a process of its own, for the browser journeys (web/playwright.config.ts):
 * FAKE_STRIPE_PORT to listen on, FAKE_STRIPE_WEBHOOK_URL to send the signed events to and
 * FAKE_STRIPE_SECRET to sign them with (the server's STRIPE_WEBHOOK_SECRET).
 */
import { startFakeStripe } from './fake-stripe.js';

const fake = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 0),
  secret: process.env.FAKE_STRIPE_SECRET,
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
});
console.log(`Fake Stripe listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
