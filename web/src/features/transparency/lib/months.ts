import { pageLocale } from '@/i18n';

function formatMonth(month: string, style: 'long' | 'short'): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString(pageLocale(), { month: style, year: 'numeric', timeZone: 'UTC' });
}

/** "2026-03" as "March 2026" ("marzo de 2026" in Spanish). */
export function monthName(month: string): string {
  return formatMonth(month, 'long');
}

/** "2026-03" as "Mar 2026", for a phone's narrow column. */
export function shortMonthName(month: string): string {
  return formatMonth(month, 'short');
}
