/** A moment as people read a day: "Nov 28, 2026" (UTC), or the text as given when it is not a date. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
