import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../src/receipts/pdf.js';

describe('formatDollars', () => {
  it('writes cents as dollars with a separator every three digits', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(12_345)).toBe('$123.45');
    expect(formatDollars(123_456)).toBe('$1,234.56');
    expect(formatDollars(100_000_000)).toBe('$1,000,000.00');
    expect(formatDollars(-123_450)).toBe('-$1,234.50');
  });
});
