import { pageLocale } from '@/i18n';

/**
 * An amount of US dollars as the page's language writes it ($1,763.25): two decimals, or none
 * with `whole` for a round amount ($20). Call it while rendering, in a component that uses
 * `useTexts`, so it is written again when the language changes.
 */
export function formatMoney(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  const digits = whole && Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(pageLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A count (1,234 pairs) as the page's language writes it. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(pageLocale()).format(count);
}
