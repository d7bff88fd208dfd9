import { pageLocale } from '@/i18n';

/*
 * Numbers as the page's language writes them. Call these while rendering, in a component that
 * uses `useTexts`, so that they are written again when the language changes.
 */

/** An amount of US dollars ($1,763.25): two decimals, or none with `whole` for a round amount ($20). */
export function formatMoney(amount: number, { whole = false }: { whole?: boolean } = {}): string {
  const digits = whole && Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(pageLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** A count (1,234 pairs; "Up to 2,000 characters."): US Spanish groups thousands the same way. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat(pageLocale()).format(count);
}
