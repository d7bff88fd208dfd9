/**
 * The servers the browser tests run against: playwright.config.ts starts them, the tests call
 * their API directly. The ports are picked once, in the runner's main process (which loads this
 * module first), and reach the test workers through the environment they inherit.
 *
 * - The main server (`baseURL`) reviews applications automatically (APPLICATION_REVIEW=auto,
 *   the default), as most journeys expect.
 * - The manual-review server (`manualReviewURL`) leaves every application waiting for staff
 *   (APPLICATION_REVIEW=manual), for the review journeys. It has its own database.
 * - The card-payment server (`stripeURL`) takes gifts through Stripe Checkout
 *   (PAYMENT_PROVIDER=stripe), with the SDK pointed at the fake Stripe (`fakeStripeURL`,
 *   server/test/payments/fake-stripe.ts), whose checkout page pays and sends the signed
 *   webhook back. It has its own database.
 */
import { execFileSync } from 'node:child_process';

/**
 * Ports nothing listens on now, all different: the servers are held open together so that the
 * system cannot hand the same port out twice. A fixed port would clash with a second run.
 */
function freePorts(count: number): string[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((done) => s.listen(0, '127.0.0.1', done)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(','));
      servers.forEach((s) => s.close());
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).split(',');
}

const PORT_VARIABLES = ['E2E_PORT', 'E2E_MANUAL_REVIEW_PORT', 'E2E_STRIPE_PORT', 'E2E_FAKE_STRIPE_PORT', 'E2E_MAIL_PORT', 'E2E_SMTP_PORT'];
if (PORT_VARIABLES.some((name) => !process.env[name])) {
  const ports = freePorts(PORT_VARIABLES.length);
  PORT_VARIABLES.forEach((name, index) => (process.env[name] ||= ports[index]));
}

export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export const manualReviewPort = Number(process.env.E2E_MANUAL_REVIEW_PORT);
export const manualReviewURL = `http://127.0.0.1:${manualReviewPort}`;

export const stripePort = Number(process.env.E2E_STRIPE_PORT);
export const stripeURL = `http://127.0.0.1:${stripePort}`;
export const fakeStripePort = Number(process.env.E2E_FAKE_STRIPE_PORT);
export const fakeStripeURL = `http://127.0.0.1:${fakeStripePort}`;
/**
 * The mail catcher (server/test/outbox/mail-catcher-main.ts): the main server delivers its mail
 * to its SMTP port, and `${mailCatcherURL}/messages/` lists what arrived. Password links exist
 * only in sent mail (the outbox holds "[link]"), so journeys read them there.
 */
export const mailCatcherPort = Number(process.env.E2E_MAIL_PORT);
export const mailCatcherURL = `http://127.0.0.1:${mailCatcherPort}`;
export const mailCatcherSmtpPort = Number(process.env.E2E_SMTP_PORT);

/** What the fake signs its events with and the card-payment server checks them against. */
export const fakeStripeWebhookSecret = 'whsec_e2e_fake_stripe';
/** The processing fee the card-payment server offers donors to cover. */
export const stripeFee = { percent: '2.9', fixed: '0.30' };

/** The staff user each server seeds on its first start. */
export const adminCredentials = { username: 'admin', password: 'e2e-admin-password-1' };
