import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      corsOrigins: [],
      adminUsername: 'admin',
      logLevel: 'info',
      trustProxy: false,
      applicationReview: 'auto',
      incomeGuideline: { year: 2025, basePerYear: 15_650, perExtraPersonPerYear: 5_500, percent: 200 },
      prescriptionMaxAgeMonths: 24,
      supportEmail: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      CORS_ORIGINS: 'https://a.org, http://b.org:8080',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough',
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      LOG_LEVEL: 'warn',
      APPLICATION_REVIEW: 'manual',
      INCOME_GUIDELINE_YEAR: '2026',
      INCOME_GUIDELINE_BASE: '16000',
      INCOME_GUIDELINE_PER_PERSON: '5600',
      INCOME_GUIDELINE_PERCENT: '150',
      PRESCRIPTION_MAX_AGE_MONTHS: '12',
      SUPPORT_EMAIL: ' help@charity.example ',
      CONTACT_EMAIL: 'hello@charity.example',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      corsOrigins: ['https://a.org', 'http://b.org:8080'],
      adminUsername: 'boss',
      adminPassword: 'long enough',
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      logLevel: 'warn',
      applicationReview: 'manual',
      incomeGuideline: { year: 2026, basePerYear: 16_000, perExtraPersonPerYear: 5_600, percent: 150 },
      prescriptionMaxAgeMonths: 12,
      supportEmail: 'help@charity.example',
      contactEmail: 'hello@charity.example',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT/],
    [{ PORT: '70000' }, /^PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL/],
    [{ CORS_ORIGINS: 'not a url' }, /^CORS_ORIGINS/],
    [{ ADMIN_PASSWORD: 'short' }, /^ADMIN_PASSWORD/],
    [{ TILE_URL: 'ftp://tiles' }, /^TILE_URL/],
    [{ LOGIN_RATE_LIMIT: '0' }, /^LOGIN_RATE_LIMIT/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY/],
    [{ TRUST_PROXY: '0' }, /^TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example.org' }, /^TRUST_PROXY/],
    [{ APPLICATION_REVIEW: 'sometimes' }, /^APPLICATION_REVIEW/],
    [{ INCOME_GUIDELINE_YEAR: '25' }, /^INCOME_GUIDELINE_YEAR/],
    [{ INCOME_GUIDELINE_BASE: '15,650' }, /^INCOME_GUIDELINE_BASE/],
    [{ INCOME_GUIDELINE_PER_PERSON: '-1' }, /^INCOME_GUIDELINE_PER_PERSON/],
    [{ INCOME_GUIDELINE_PERCENT: '0' }, /^INCOME_GUIDELINE_PERCENT/],
    [{ PRESCRIPTION_MAX_AGE_MONTHS: '0' }, /^PRESCRIPTION_MAX_AGE_MONTHS/],
    [{ SUPPORT_EMAIL: 'help' }, /^SUPPORT_EMAIL/],
    [{ SUPPORT_EMAIL: 'a@x.org, b@x.org' }, /^SUPPORT_EMAIL/],
    [{ CONTACT_EMAIL: 'hello' }, /^CONTACT_EMAIL/],
    [{ SUPPORT_EMAIL: 'Help <help@x.org>' }, /^SUPPORT_EMAIL/],
    [{ SOCIAL_FACEBOOK_URL: 'http://www.facebook.com/onepair' }, /^SOCIAL_FACEBOOK_URL must be an https address/],
    [{ SOCIAL_INSTAGRAM_URL: 'www.instagram.com/onepair' }, /^SOCIAL_INSTAGRAM_URL must be an https address/],
    [{ SOCIAL_X_URL: 'https://x com/onepair' }, /^SOCIAL_X_URL must be an https address/],
    [{ SOCIAL_X_URL: 'https://localhost' }, /^SOCIAL_X_URL must be an https address/],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the social links, each unset unless given, and names the bad one with what it got', () => {
    expect(loadConfig({}).socialLinks).toEqual({ facebook: undefined, instagram: undefined, x: undefined });
    expect(
      loadConfig({
        SOCIAL_FACEBOOK_URL: ' https://www.facebook.com/onepair ',
        SOCIAL_INSTAGRAM_URL: '',
        SOCIAL_X_URL: 'https://x.com/onepair?lang=en',
      }).socialLinks,
    ).toEqual({ facebook: 'https://www.facebook.com/onepair', instagram: undefined, x: 'https://x.com/onepair?lang=en' });
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(
      'SOCIAL_X_URL must be an https address of the organisation\'s page, like https://www.example.org/onepair (got "javascript:alert(1)")',
    );
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
  });
});
