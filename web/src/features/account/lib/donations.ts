import type { Donation } from '@onepair/contract';

/** The API lists donations oldest first; the account page shows them newest first. */
export function newestFirst(donations: readonly Donation[]): Donation[] {
  return [...donations].sort((a, b) => (a.date === b.date ? b.donation_id - a.donation_id : a.date < b.date ? 1 : -1));
}
