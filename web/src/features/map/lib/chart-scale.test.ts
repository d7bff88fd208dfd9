import { describe, expect, it } from 'vitest';

import { axisTicks, niceMax, shortDollars } from './chart-scale';

describe('the chart scale', () => {
  it.each([
    [0, 10],
    [7, 10],
    [10, 10],
    [11, 20],
    [240, 500],
    [1000, 1000],
    [1001, 2000],
    [4300, 5000],
  ])('rounds %d up to %d', (value, expected) => expect(niceMax(value)).toBe(expected));

  it('spaces the ticks evenly from 0', () => expect(axisTicks(500)).toEqual([0, 125, 250, 375, 500]));

  it('writes short dollar labels', () => {
    expect(shortDollars(0)).toBe('$0');
    expect(shortDollars(125)).toBe('$125');
    expect(shortDollars(1500)).toBe('$1.5k');
    expect(shortDollars(2_000_000)).toBe('$2M');
  });
});
