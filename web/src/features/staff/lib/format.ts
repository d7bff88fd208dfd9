/** How the console writes money, dates and dioptres. */
import { staffTexts } from '../texts';

export function money(value: number | null | undefined): string {
  if (value === null || value === undefined) return staffTexts.t('notGiven');
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

/** A sphere or cylinder in dioptres with its sign: +1.25, −0.50, 0.00. */
export function dioptres(value: number | null | undefined): string {
  if (value === null || value === undefined) return staffTexts.t('notGiven');
  const text = Math.abs(value).toFixed(2);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}
