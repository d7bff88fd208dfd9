import { pageLocale } from '@/i18n';

/** A moment as people read a day: "Nov 28, 2026" (UTC), or the text as given when it is not a date. */
export function formatDay(value: string, locale: string = pageLocale()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A moment with its time, in the reader's time zone: "Feb 2, 2026, 3:30 PM", or the text as given when it is not a date. */
export function formatMoment(value: string, locale: string = pageLocale()): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
