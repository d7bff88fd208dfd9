/**
 * Browser tests (`npm run test:e2e -w web`): Playwright runs `npm start` (the web and server
 * builds, then node server/dist/main.js) on a free port with a fresh SQLite data folder, waits
 * for /healthz, then starts a second copy of the built server with APPLICATION_REVIEW=manual on
 * another port and data folder (for the review journeys), a fake Stripe and a third server that
 * takes card payments through it (PAYMENT_PROVIDER=stripe, for the payment journeys), runs
 * e2e/*.e2e.ts in Debian's Chromium (CHROMIUM_PATH names another) and stops them all.
 * Arguments after `--` pick tests: a file name (`-- visitor`), a project (`-- --project=phone`)
 * or a title (`-- -g "sign-up"`).
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  adminCredentials,
  baseURL,
  fakeStripePort,
  fakeStripeURL,
  fakeStripeWebhookSecret,
  mailCatcherPort,
  mailCatcherSmtpPort,
  mailCatcherURL,
  manualReviewPort,
  manualReviewURL,
  port,
  stripeFee,
  stripePort,
  stripeURL,
} from './e2e/support/server';

/**
 * A fresh data folder for a server, made once by the runner's main process (the workers load
 * this file again and inherit the variable). It goes when the run passes and stays after a
 * failure, for a look at the database.
 */
function freshDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', (code) => {
    if (code === 0) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`An e2e server's data folder is kept at ${dataDir}`);
  });
  return dataDir;
}
const dataDir = (process.env.E2E_DATA_DIR ||= freshDataDir('onepair-e2e-'));
const manualReviewDataDir = (process.env.E2E_MANUAL_REVIEW_DATA_DIR ||= freshDataDir('onepair-e2e-manual-'));
const stripeDataDir = (process.env.E2E_STRIPE_DATA_DIR ||= freshDataDir('onepair-e2e-stripe-'));

/** What both servers share: one host, the same staff user, no rate limit on sign-in, few logs. */
const serverEnv = {
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  ADMIN_USERNAME: adminCredentials.username,
  ADMIN_PASSWORD: adminCredentials.password,
  LOGIN_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // The tests share the server's data (the catalogue, the stock, the map's totals) and some
  // compare before and after, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A test runs at the desktop width unless tagged: `@phone` runs only at the phone width,
  // `@every-width` at both; `@narrow` also at 320 px (a 1280 px screen at 400 % zoom).
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } }, grepInvert: /@phone\b/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 } }, grep: /@phone\b|@every-width/ },
    { name: 'narrow', use: { viewport: { width: 320, height: 640 } }, grep: /@narrow\b/ },
  ],
  // Playwright starts the servers one after the other, each once the one before answers its
  // URL: the first builds the web app and the server, so the second only starts the build.
  webServer: [
    {
      // Keeps the main server's mail (server/test/outbox/mail-catcher-main.ts): the journeys
      // read password links there.
      command: 'node_modules/.bin/tsx server/test/outbox/mail-catcher-main.ts',
      cwd: '..',
      url: `${mailCatcherURL}/healthz`,
      timeout: 30_000,
      stdout: 'pipe',
      env: { MAIL_CATCHER_PORT: String(mailCatcherPort), MAIL_CATCHER_SMTP_PORT: String(mailCatcherSmtpPort) },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/healthz`,
      timeout: 180_000,
      // SIGTERM first, so that the server closes its database before the data folder goes.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // The build's output and the server's warnings and errors (LOG_LEVEL=warn).
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(port),
        // Links in mail and Stripe's return addresses come from PUBLIC_URL, never the request.
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        // Mail is delivered, to the catcher, within a second.
        SMTP_URL: `smtp://127.0.0.1:${mailCatcherSmtpPort}`,
        MAIL_INTERVAL_SECONDS: '1',
        // Tiles from a path this server answers 404: the map must cope without them.
        TILE_URL: `${baseURL}/tiles-unreachable/{s}/{z}/{x}/{y}.png`,
        // What the receipts print as the organisation (e2e/receipts.e2e.ts).
        ORG_NAME: 'OnePair Test Charity',
        ORG_TAX_ID: 'EIN 00-1234567',
        ORG_ADDRESS: '1 Lens Street\\nSpringfield, IL 62701',
        // The footer's one social link (e2e/go-live.e2e.ts); the others stay unset and hidden.
        SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/onepair.example',
      },
    },
    {
      // Every application waits for staff here: the review journeys (e2e/review-journey.e2e.ts).
      command: 'node server/dist/main.js',
      cwd: '..',
      url: `${manualReviewURL}/healthz`,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(manualReviewPort),
        PUBLIC_URL: manualReviewURL,
        DATA_DIR: manualReviewDataDir,
        APPLICATION_REVIEW: 'manual',
        TILE_URL: `${manualReviewURL}/tiles-unreachable/{s}/{z}/{x}/{y}.png`,
      },
    },
    {
      // The fake Stripe API and checkout page (server/test/payments/fake-stripe.ts): its Pay button
      // sends the signed events to the card-payment server's webhook and comes back.
      command: 'node_modules/.bin/tsx server/test/payments/fake-stripe-main.ts',
      cwd: '..',
      url: `${fakeStripeURL}/healthz`,
      timeout: 30_000,
      stdout: 'pipe',
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_SECRET: fakeStripeWebhookSecret,
        FAKE_STRIPE_WEBHOOK_URL: `${stripeURL}/api/payments/stripe/webhook/`,
      },
    },
    {
      // Gifts are paid through Stripe Checkout here, the SDK talking to the fake: the payment journeys (e2e/payments.e2e.ts).
      command: 'node server/dist/main.js',
      cwd: '..',
      url: `${stripeURL}/healthz`,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(stripePort),
        PUBLIC_URL: stripeURL,
        DATA_DIR: stripeDataDir,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: fakeStripeWebhookSecret,
        STRIPE_API_BASE: fakeStripeURL,
        PAYMENT_FEE_PERCENT: stripeFee.percent,
        PAYMENT_FEE_FIXED: stripeFee.fixed,
        TILE_URL: `${stripeURL}/tiles-unreachable/{s}/{z}/{x}/{y}.png`,
      },
    },
  ],
});
