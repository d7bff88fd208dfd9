/** The "Ready to go live" checklist, GET /api/staff/setup/: each item from its setting or the data, staff only, nothing secret. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SAMPLE_DONORS, SETUP_ITEM_KEYS, type SetupItemKey, type StaffSetup, setupStepsLeft } from '@onepair/contract';
import { createTestApp, logInAdmin, signUpAndLogIn, type SignedInUser, type TestApp } from '../helpers.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/app.js';
import { settingsChecklist } from '../../src/setup/service.js';

/** One secret per variable that holds one: none may appear in the reply. */
const SECRETS = { smtpPassword: 's3cret-mail-pass', stripeKey: 'sk_live_setupSecret123', webhookSecret: 'whsec_setupSecret456' };

/** Every variable the checklist asks for, set as for a real installation. */
const LIVE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: SECRETS.stripeKey,
  STRIPE_WEBHOOK_SECRET: SECRETS.webhookSecret,
  APPLICATION_REVIEW: 'manual',
  PUBLIC_URL: 'https://onepair.example.org',
  // A port nothing listens on: the outbox's sender fails at once rather than waiting on a network.
  SMTP_URL: `smtp://mailer:${SECRETS.smtpPassword}@127.0.0.1:2`,
  ORG_NAME: 'Clear Sight Charity',
  ORG_TAX_ID: 'EIN 12-3456789',
  ORG_ADDRESS: '1 Lens Street\\nSpringfield, IL 62701',
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/clearsight',
};

/** The settings of `env` the checklist reads, for createTestApp. */
function settingsOf(env: Record<string, string>) {
  const { payments, applicationReview, publicUrl, smtpUrl, organisation, socialLinks } = loadConfig({ WEB_DIST: '', ...env });
  return { payments, applicationReview, publicUrl, smtpUrl, organisation, socialLinks };
}

const doneKeys = (setup: StaffSetup) => setup.items.filter((item) => item.done).map((item) => item.key);

describe('GET /api/staff/setup/ on a trial installation', () => {
  let t: TestApp;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ sampleDonations: true });
    staff = await logInAdmin(t.app);
  });
  afterAll(() => t.close());

  it('lists every item in order, none done while the sample donors are there and nothing is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/setup/', headers: staff.auth });
    expect(response.statusCode).toBe(200);
    const setup = response.json<StaffSetup>();
    expect(setup.items.map((item) => item.key)).toEqual([...SETUP_ITEM_KEYS]);
    expect(doneKeys(setup)).toEqual([]);
    expect(setupStepsLeft(setup)).toBe(SETUP_ITEM_KEYS.length);
  });

  it('refuses a visitor, a bad token and a donor as every staff route does', async () => {
    const donor = await signUpAndLogIn(t.app, 'donor');
    const cases = [
      [{}, MESSAGES.notAuthenticated],
      [{ authorization: `Token ${'0'.repeat(40)}` }, MESSAGES.invalidToken],
      [donor.auth, MESSAGES.permissionDenied],
    ] as const;
    for (const [headers, detail] of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/api/staff/setup/', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail });
    }
  });

  it('counts the sample data done once the sample donors are gone', async () => {
    await t.db.kysely
      .deleteFrom('users')
      .where('username', 'in', [...SAMPLE_DONORS])
      .execute();
    const setup = (await t.app.inject({ method: 'GET', url: '/api/staff/setup/', headers: staff.auth })).json<StaffSetup>();
    expect(doneKeys(setup)).toEqual(['sample_data']);
  });
});

describe('GET /api/staff/setup/ on an installation ready to go live', () => {
  let t: TestApp;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ config: settingsOf(LIVE_ENV) });
    staff = await logInAdmin(t.app);
  });
  afterAll(() => t.close());

  it('has every item done, so nothing is left', async () => {
    const setup = (await t.app.inject({ method: 'GET', url: '/api/staff/setup/', headers: staff.auth })).json<StaffSetup>();
    expect(doneKeys(setup)).toEqual([...SETUP_ITEM_KEYS]);
    expect(setupStepsLeft(setup)).toBe(0);
  });

  it('says only whether a setting is set, never its value', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/staff/setup/', headers: staff.auth })).body;
    for (const value of [...Object.values(SECRETS), 'mailer', '127.0.0.1', 'onepair.example.org', 'EIN', 'Lens Street', 'facebook']) {
      expect(body).not.toContain(value);
    }
    for (const item of JSON.parse(body).items) expect(Object.keys(item).sort()).toEqual(['done', 'key']);
  });
});

describe('each setting flips its own item', () => {
  const before = settingsChecklist(loadConfig({}));

  it.each<[Exclude<SetupItemKey, 'sample_data'>, Record<string, string>]>([
    ['payments', { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }],
    ['application_review', { APPLICATION_REVIEW: 'manual' }],
    ['public_url', { PUBLIC_URL: 'https://onepair.example.org' }],
    ['smtp_url', { SMTP_URL: 'smtp://mail.example.org:587' }],
    ['org_name', { ORG_NAME: 'Clear Sight Charity' }],
    // Set on purpose to the default: a charity may be called OnePair.
    ['org_name', { ORG_NAME: 'OnePair' }],
    ['org_tax_id', { ORG_TAX_ID: '12-3456789' }],
    ['org_address', { ORG_ADDRESS: '1 Lens Street' }],
    ['social_links', { SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/onepair' }],
    ['social_links', { SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/onepair' }],
    ['social_links', { SOCIAL_X_URL: 'https://x.com/onepair' }],
  ])('%s is done with %o, and no other item changes', (key, env) => {
    const after = settingsChecklist(loadConfig(env));
    expect(before[key]).toBe(false);
    expect(after).toEqual({ ...before, [key]: true });
  });

  it('keeps the items undone with the defaults written out', () => {
    const defaults = settingsChecklist(
      loadConfig({ PAYMENT_PROVIDER: 'none', APPLICATION_REVIEW: 'auto', PUBLIC_URL: ' ', ORG_TAX_ID: ' ', SOCIAL_X_URL: '' }),
    );
    expect(Object.values(defaults).every((done) => !done)).toBe(true);
  });
});

describe('the start-up notice about ORG_TAX_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function startLines(env: Record<string, string>): Promise<string[]> {
    const written: string[] = [];
    const started = await buildApp({
      config: loadConfig({ WEB_DIST: '', LOG_LEVEL: 'info', ...env }),
      db: t.db,
      logStream: { write: (line) => written.push(line) },
    });
    await started.ready();
    await started.close();
    return written
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.includes('ORG_TAX_ID'))
      .map((line) => `${line.level} ${line.msg}`);
  }

  it('warns staff once when it is unset, and says nothing when it is set', async () => {
    expect(await startLines({})).toEqual([
      '40 ORG_TAX_ID is not set: receipts leave the tax id out (the staff console lists what is left at /staff/setup)',
    ]);
    expect(await startLines({ ORG_TAX_ID: '12-3456789' })).toEqual([]);
  });
});
