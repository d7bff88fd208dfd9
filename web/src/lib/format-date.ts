import { pageLocale } from '@/i18n';

/** A moment as people read a day: "Nov 28, 2026" (UTC), or the text as given when it is not a date. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(pageLocale(), { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A moment with its time, in the reader's time zone: "Feb 2, 2026, 3:30 PM", or the text as given when it is not a date. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}
