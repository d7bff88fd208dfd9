import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('mail settings', () => {
  it('default to no SMTP server, a From address, 6 attempts, a 10 s interval', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'OnePair <no-reply@localhost>',
      mailMaxAttempts: 6,
      mailIntervalSeconds: 10,
    });
  });

  it('are read from the environment', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        MAIL_FROM: 'Glasses <help@example.org>',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_INTERVAL_SECONDS: '30',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'Glasses <help@example.org>',
      mailMaxAttempts: 3,
      mailIntervalSeconds: 30,
    });
    expect(loadConfig({ MAIL_FROM: 'plain@example.org' }).mailFrom).toBe('plain@example.org');
  });

  it('stop the start with a line naming the variable, never echoing the SMTP password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.org' })).toThrow(ConfigError);
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.org' });
    } catch (error) {
      expect((error as Error).message).toMatch(/^SMTP_URL/);
      expect((error as Error).message).not.toContain('hunter2');
    }
    // A "#" in the password ends the address there: the mail server's address does not parse.
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:pa#ss@mail.example.org:587' })).toThrow(/^SMTP_URL[^#]*$/);
    expect(loadConfig({ SMTP_URL: 'smtp://user:pa%23ss@mail.example.org:587' }).smtpUrl).toBe('smtp://user:pa%23ss@mail.example.org:587');
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/^MAIL_FROM/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/^MAIL_MAX_ATTEMPTS/);
    expect(() => loadConfig({ MAIL_INTERVAL_SECONDS: 'soon' })).toThrow(/^MAIL_INTERVAL_SECONDS/);
  });
});
