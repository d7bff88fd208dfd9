import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('COST_PER_PAIR, GOAL_AMOUNT, GOAL_PERIOD and SAMPLE_DATA', () => {
  it('default to $25 a pair, no goal and the sample data', () => {
    const config = loadConfig({});
    expect(config.impact).toEqual({ costPerPairCents: 2500, goal: undefined });
    expect(config.sampleData).toBe('full');
  });

  it('read amounts in dollars and the period', () => {
    const config = loadConfig({ COST_PER_PAIR: '12.50', GOAL_AMOUNT: '5000', GOAL_PERIOD: 'year', SAMPLE_DATA: 'none' });
    expect(config.impact).toEqual({ costPerPairCents: 1250, goal: { amountCents: 500_000, period: 'year' } });
    expect(config.sampleData).toBe('none');
  });

  it.each([
    [{ COST_PER_PAIR: '0' }, 'COST_PER_PAIR'],
    [{ COST_PER_PAIR: 'ten' }, 'COST_PER_PAIR'],
    [{ COST_PER_PAIR: '1.234' }, 'COST_PER_PAIR'],
    [{ GOAL_AMOUNT: '-5' }, 'GOAL_AMOUNT'],
    [{ GOAL_AMOUNT: '100', GOAL_PERIOD: 'week' }, 'GOAL_PERIOD'],
    [{ SAMPLE_DATA: 'some' }, 'SAMPLE_DATA'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} must`));
  });
});
