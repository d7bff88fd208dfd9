/**
 * Settings from the environment (docs/operations.md, Configuration), checked once at start. A bad value stops the
 * start with one line naming the variable.
 */
import path from 'node:path';
import {
  DEFAULT_COST_PER_PAIR,
  DEFAULT_INCOME_GUIDELINE,
  DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS,
  DEFAULT_TILE_URL,
  GOAL_PERIODS,
  SOCIAL_NETWORKS,
  type GoalPeriod,
  type IncomeGuideline,
  type SocialNetwork,
} from '@onepair/contract';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface Config {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; absent means SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  adminUsername: string;
  adminPassword: string | undefined;
  tileUrl: string;
  logLevel: LogLevel;
  /** Folder of the built web app; absent in tests that do not serve it. */
  webDist: string | undefined;
  /** Sign-in attempts allowed per client address per minute. */
  loginRateLimit: number;
  /** Donations (and checkouts) a signed-in user may start per minute; 0 switches the limit off. */
  donationRateLimit: number;
  /**
   * Which proxies may name the client in X-Forwarded-For: none (the default), a number of hops,
   * or their addresses. Trusting anyone else would let a client pick its own address and slip
   * past the sign-in rate limit.
   */
  trustProxy: false | number | string[];
  /** smtp:// or smtps:// server the outbox is delivered through; unset keeps mail in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  mailFrom: string;
  /**
   * Where a recipient's "Contact Support" message is mailed; unset sends it to every active
   * staff user with an e-mail address.
   */
  supportEmail: string | undefined;
  /** The address the public may write to (the accessibility statement names it); unset names none. */
  contactEmail: string | undefined;
  /** Delivery attempts of one message before it is marked failed. */
  mailMaxAttempts: number;
  /** How often the sender looks for mail that is due. */
  mailIntervalSeconds: number;
  /** `auto` approves an application when it is submitted; `manual` waits for staff. */
  applicationReview: ApplicationReview;
  /** The income line staff see an application's eligibility hint against. */
  incomeGuideline: IncomeGuideline;
  /** The oldest eye exam, in months, whose prescription an application accepts. */
  prescriptionMaxAgeMonths: number;
  /** How long a stopping server waits for requests in flight before it closes their connections. */
  shutdownTimeoutSeconds: number;
  /**
   * How long a client may take to send a whole request, headers and body: one that stalls is
   * answered 408 and its connection closed, so it cannot hold an upload's memory for ever.
   */
  requestTimeoutSeconds: number;
  /** Days a sign-in token may go unused before it stops working. */
  tokenTtlDays: number;
  /** Days after its sign-in that a token stops working, however often it is used. */
  tokenMaxAgeDays: number;
  /**
   * Where people reach the web app, for links in mail (password reset) and the payment
   * provider's return addresses; unset means the server's own `http://localhost:PORT`, which
   * only suits a server tried on the same machine, so production sets it.
   */
  publicUrl: string | undefined;
  /** Who issues donation receipts: printed on every receipt and yearly statement (docs/operations.md, Receipts). */
  organisation: Organisation;
  /** How donations are paid (docs/operations.md, Payments). */
  payments: PaymentsConfig;
  /** What money provides and the fundraising goal (docs/operations.md, Impact and goal). */
  impact: ImpactConfig;
  /** `full` seeds a new database with sample donors and donations; `none` with the catalogue and regions only. */
  sampleData: SampleData;
  /** The organisation's social media pages the footer links to; an unset one is left out. */
  socialLinks: SocialLinksConfig;
}

export type SocialLinksConfig = Record<SocialNetwork, string | undefined>;

/** The variable of each social network's address. */
export const SOCIAL_LINK_VARIABLES: Record<SocialNetwork, string> = {
  facebook: 'SOCIAL_FACEBOOK_URL',
  instagram: 'SOCIAL_INSTAGRAM_URL',
  x: 'SOCIAL_X_URL',
};

/** ORG_NAME when it is not set: the software's name, which receipts should not carry for a real charity. */
export const DEFAULT_ORG_NAME = 'OnePair';

export type SampleData = 'full' | 'none';
const SAMPLE_DATA_CHOICES: readonly SampleData[] = ['full', 'none'];

export interface ImpactConfig {
  /** What one pair of glasses costs, in cents, to turn money into pairs. */
  costPerPairCents: number;
  /** Shown as a progress bar when set. */
  goal: { amountCents: number; period: GoalPeriod } | undefined;
}

export type PaymentProvider = 'none' | 'stripe';
const PAYMENT_PROVIDERS: readonly PaymentProvider[] = ['none', 'stripe'];

export interface PaymentsConfig {
  /** `none` confirms a donation at once and charges nothing; `stripe` sends the donor to Stripe Checkout. */
  provider: PaymentProvider;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe SDK sends its requests instead of api.stripe.com (a local fake in tests). */
  stripeApiBase: string | undefined;
  /** The processing fee a donor may choose to cover: a percentage of the gift plus a fixed amount. */
  feePercent: number;
  feeFixedCents: number;
}

export interface Organisation {
  /** ORG_NAME, or DEFAULT_ORG_NAME when unset. */
  name: string;
  /** Whether ORG_NAME was set (to any name, DEFAULT_ORG_NAME included): the setup checklist asks for it. */
  nameSet?: boolean;
  /** The charity or tax registration number donors quote; empty until configured. */
  taxId: string;
  /** Postal address, one line or several separated by newlines (written as \n in the variable). */
  address: string;
}

export type ApplicationReview = 'auto' | 'manual';
const APPLICATION_REVIEWS: readonly ApplicationReview[] = ['auto', 'manual'];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger(env.PORT ?? '8000', 'PORT', 0, 65535);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`CORS_ORIGINS must be a comma list of origins like https://example.org (got "${origin}")`);
    }
  }
  const adminUsername = env.ADMIN_USERNAME?.trim() || 'admin';
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long');
  }
  const tileUrl = env.TILE_URL?.trim() || DEFAULT_TILE_URL;
  if (!/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(tileUrl)) {
    throw new ConfigError(`TILE_URL must be an http(s) address with {z}, {x} and {y} (got "${tileUrl}")`);
  }
  const applicationReview = (env.APPLICATION_REVIEW?.trim() || 'auto') as ApplicationReview;
  if (!APPLICATION_REVIEWS.includes(applicationReview)) {
    throw new ConfigError(`APPLICATION_REVIEW must be auto or manual (got "${env.APPLICATION_REVIEW}")`);
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && (!/^smtps?:\/\/[^/\s]+/.test(smtpUrl) || !URL.canParse(smtpUrl))) {
    // The value is not echoed: it holds the SMTP password. A password with characters such as
    // "#" or "/" must be percent-encoded, or the address does not parse.
    throw new ConfigError(
      'SMTP_URL must be an address like smtp://user:password@mail.example.org:587 or smtps://…, with special characters ' +
        'in the user or password percent-encoded (got something else)',
    );
  }
  const mailFrom = env.MAIL_FROM?.trim() || 'OnePair <no-reply@localhost>';
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(mailFrom)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally with a name: Name <address@example.org> (got "${mailFrom}")`);
  }
  const supportEmail = oneAddress(env.SUPPORT_EMAIL, 'SUPPORT_EMAIL');
  const contactEmail = oneAddress(env.CONTACT_EMAIL, 'CONTACT_EMAIL');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address like https://onepair.example.org (got "${env.PUBLIC_URL}")`);
  }
  const payments = parsePayments(env);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    corsOrigins,
    adminUsername,
    adminPassword,
    tileUrl,
    logLevel,
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST ?? defaultWebDist()),
    loginRateLimit: parseInteger(env.LOGIN_RATE_LIMIT ?? '30', 'LOGIN_RATE_LIMIT', 1, 1_000_000),
    donationRateLimit: parseInteger(env.DONATION_RATE_LIMIT ?? '20', 'DONATION_RATE_LIMIT', 0, 1_000_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY?.trim() ?? ''),
    smtpUrl,
    mailFrom,
    supportEmail,
    contactEmail,
    mailMaxAttempts: parseInteger(env.MAIL_MAX_ATTEMPTS ?? '6', 'MAIL_MAX_ATTEMPTS', 1, 100),
    mailIntervalSeconds: parseInteger(env.MAIL_INTERVAL_SECONDS ?? '10', 'MAIL_INTERVAL_SECONDS', 1, 3600),
    applicationReview,
    incomeGuideline: {
      year: parseInteger(env.INCOME_GUIDELINE_YEAR ?? String(DEFAULT_INCOME_GUIDELINE.year), 'INCOME_GUIDELINE_YEAR', 1900, 2200),
      basePerYear: parseInteger(
        env.INCOME_GUIDELINE_BASE ?? String(DEFAULT_INCOME_GUIDELINE.basePerYear),
        'INCOME_GUIDELINE_BASE',
        1,
        10_000_000,
      ),
      perExtraPersonPerYear: parseInteger(
        env.INCOME_GUIDELINE_PER_PERSON ?? String(DEFAULT_INCOME_GUIDELINE.perExtraPersonPerYear),
        'INCOME_GUIDELINE_PER_PERSON',
        0,
        10_000_000,
      ),
      percent: parseInteger(env.INCOME_GUIDELINE_PERCENT ?? String(DEFAULT_INCOME_GUIDELINE.percent), 'INCOME_GUIDELINE_PERCENT', 1, 1000),
    },
    prescriptionMaxAgeMonths: parseInteger(
      env.PRESCRIPTION_MAX_AGE_MONTHS ?? String(DEFAULT_PRESCRIPTION_MAX_AGE_MONTHS),
      'PRESCRIPTION_MAX_AGE_MONTHS',
      1,
      600,
    ),
    shutdownTimeoutSeconds: parseInteger(env.SHUTDOWN_TIMEOUT_SECONDS ?? '10', 'SHUTDOWN_TIMEOUT_SECONDS', 1, 3600),
    requestTimeoutSeconds: parseInteger(env.REQUEST_TIMEOUT_SECONDS ?? '180', 'REQUEST_TIMEOUT_SECONDS', 1, 3600),
    tokenTtlDays: parseInteger(env.TOKEN_TTL_DAYS ?? '30', 'TOKEN_TTL_DAYS', 1, 3650),
    tokenMaxAgeDays: parseInteger(env.TOKEN_MAX_AGE_DAYS ?? '90', 'TOKEN_MAX_AGE_DAYS', 1, 3650),
    publicUrl,
    organisation: {
      name: env.ORG_NAME?.trim() || DEFAULT_ORG_NAME,
      nameSet: Boolean(env.ORG_NAME?.trim()),
      taxId: env.ORG_TAX_ID?.trim() ?? '',
      address: (env.ORG_ADDRESS ?? '').replace(/\\n/g, '\n').trim(),
    },
    payments,
    impact: parseImpact(env),
    sampleData: parseSampleData(env.SAMPLE_DATA),
    socialLinks: parseSocialLinks(env),
  };
}

function parseSocialLinks(env: NodeJS.ProcessEnv): SocialLinksConfig {
  const links = {} as SocialLinksConfig;
  for (const network of SOCIAL_NETWORKS) {
    const name = SOCIAL_LINK_VARIABLES[network];
    const value = env[name]?.trim() || undefined;
    if (value !== undefined && (!/^https:\/\/[^/\s?#]+\.[^/\s?#]+(\/\S*)?$/.test(value) || !URL.canParse(value))) {
      throw new ConfigError(
        `${name} must be an https address of the organisation's page, like https://www.example.org/onepair (got "${env[name]}")`,
      );
    }
    links[network] = value;
  }
  return links;
}

function parseSampleData(raw: string | undefined): SampleData {
  const value = (raw?.trim() || 'full') as SampleData;
  if (!SAMPLE_DATA_CHOICES.includes(value)) throw new ConfigError(`SAMPLE_DATA must be full or none (got "${raw}")`);
  return value;
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

function parseImpact(env: NodeJS.ProcessEnv): ImpactConfig {
  const costRaw = env.COST_PER_PAIR?.trim() || String(DEFAULT_COST_PER_PAIR);
  if (!MONEY.test(costRaw) || Number(costRaw) <= 0) {
    throw new ConfigError(`COST_PER_PAIR must be an amount in dollars above 0 with at most 2 decimals, like 25 (got "${costRaw}")`);
  }
  const goalRaw = env.GOAL_AMOUNT?.trim() || undefined;
  const periodRaw = env.GOAL_PERIOD?.trim() || 'month';
  if (!GOAL_PERIODS.includes(periodRaw as GoalPeriod)) {
    throw new ConfigError(`GOAL_PERIOD must be one of ${GOAL_PERIODS.join(', ')} (got "${env.GOAL_PERIOD}")`);
  }
  if (goalRaw !== undefined && (!MONEY.test(goalRaw) || Number(goalRaw) <= 0)) {
    throw new ConfigError(`GOAL_AMOUNT must be an amount in dollars above 0 with at most 2 decimals, like 5000 (got "${goalRaw}")`);
  }
  return {
    costPerPairCents: Math.round(Number(costRaw) * 100),
    goal: goalRaw === undefined ? undefined : { amountCents: Math.round(Number(goalRaw) * 100), period: periodRaw as GoalPeriod },
  };
}

/** Stripe's signing secrets: `whsec_` and a run of letters and digits (base64 in practice). */
const STRIPE_WEBHOOK_SECRET = /^whsec_[A-Za-z0-9_+/=-]+$/;

function parsePayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = (env.PAYMENT_PROVIDER?.trim() || 'none') as PaymentProvider;
  if (!PAYMENT_PROVIDERS.includes(provider)) {
    throw new ConfigError(`PAYMENT_PROVIDER must be none or stripe (got "${env.PAYMENT_PROVIDER}")`);
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (stripeWebhookSecret !== undefined && !STRIPE_WEBHOOK_SECRET.test(stripeWebhookSecret)) {
    // The value is not echoed: it is a secret, and one pasted wrongly may be another one.
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret from Stripe, whsec_ followed by letters and digits (got something else)",
    );
  }
  const stripeApiBase = env.STRIPE_API_BASE?.trim().replace(/\/+$/, '') || undefined;
  if (provider === 'stripe') {
    if (!stripeSecretKey) throw new ConfigError('STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe');
    if (!stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe');
  }
  if (stripeApiBase !== undefined && !/^https?:\/\/[^/\s?#]+$/.test(stripeApiBase)) {
    throw new ConfigError(`STRIPE_API_BASE must be an origin like http://127.0.0.1:12111 (got "${env.STRIPE_API_BASE}")`);
  }
  const feePercentRaw = env.PAYMENT_FEE_PERCENT?.trim() || '0';
  const feePercent = Number(feePercentRaw);
  if (!/^\d+(\.\d{1,2})?$/.test(feePercentRaw) || feePercent > 50) {
    throw new ConfigError(
      `PAYMENT_FEE_PERCENT must be a percentage from 0 to 50 with at most 2 decimals, like 2.9 (got "${feePercentRaw}")`,
    );
  }
  const feeFixedRaw = env.PAYMENT_FEE_FIXED?.trim() || '0';
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(feeFixedRaw)) {
    throw new ConfigError(`PAYMENT_FEE_FIXED must be an amount in dollars with at most 2 decimals, like 0.30 (got "${feeFixedRaw}")`);
  }
  return {
    provider,
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApiBase,
    feePercent,
    feeFixedCents: Math.round(Number(feeFixedRaw) * 100),
  };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const PROXY_ADDRESS = /^[\d.]+(\/\d{1,2})?$|^[\da-f:.]*:[\da-f:.]*(\/\d{1,3})?$/i;

function parseTrustProxy(raw: string): Config['trustProxy'] {
  if (raw === '') return false;
  if (/^\d+$/.test(raw)) return parseInteger(raw, 'TRUST_PROXY', 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_NAMES.includes(entry) && !PROXY_ADDRESS.test(entry)) {
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxy hops, or a comma list of proxy addresses (IP or CIDR) or of loopback, linklocal, uniquelocal (got "${entry}")`,
      );
    }
  }
  return entries;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

function parseInteger(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** An optional setting that holds one e-mail address; undefined when unset or blank. */
function oneAddress(value: string | undefined, name: string): string | undefined {
  const address = value?.trim() || undefined;
  if (address !== undefined && !/^[^\s@<>,]+@[^\s@<>,]+$/.test(address)) {
    throw new ConfigError(`${name} must be one e-mail address like support@example.org (got "${address}")`);
  }
  return address;
}
