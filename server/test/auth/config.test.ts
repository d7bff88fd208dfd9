import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('TOKEN_TTL_DAYS, TOKEN_MAX_AGE_DAYS and PUBLIC_URL', () => {
  it('default to 30 days and no public address', () => {
    const config = loadConfig({});
    expect(config.tokenTtlDays).toBe(30);
    expect(config.tokenMaxAgeDays).toBe(90);
    expect(config.publicUrl).toBeUndefined();
  });
  it('take valid values, dropping a trailing slash from the address', () => {
    const config = loadConfig({ TOKEN_TTL_DAYS: '7', TOKEN_MAX_AGE_DAYS: '14', PUBLIC_URL: 'https://onepair.example.org/app/' });
    expect(config.tokenTtlDays).toBe(7);
    expect(config.tokenMaxAgeDays).toBe(14);
    expect(config.publicUrl).toBe('https://onepair.example.org/app');
  });
  it('refuse bad values, naming the variable', () => {
    expect(() => loadConfig({ TOKEN_TTL_DAYS: '0' })).toThrow(/TOKEN_TTL_DAYS/);
    for (const bad of ['0', '-1', '7.5', 'ninety', '99999']) {
      expect(() => loadConfig({ TOKEN_MAX_AGE_DAYS: bad })).toThrow(/^TOKEN_MAX_AGE_DAYS/);
    }
    expect(() => loadConfig({ PUBLIC_URL: 'onepair.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://onepair.example.org?x=1' })).toThrow(/PUBLIC_URL/);
  });
});
