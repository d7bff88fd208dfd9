/**
 * The stock marks of a catalogue card. A module of its own, small on purpose: the catalogue is the
 * web app's first page, and the first download takes every module it imports whole.
 */

export const LOW_STOCK_THRESHOLD = 10;

export type CatalogueRole = 'visitor' | 'donator' | 'donatee';

export type StockBadge =
  | { kind: 'out-of-stock'; text: 'Out Of Stock' }
  | { kind: 'low'; text: 'Needing Donation' | 'Popular – Running Low' }
  | { kind: 'in-stock'; text: 'In Stock' };

/**
 * The stock marks a catalogue card shows.
 * Donators and visitors see the donor's view; donatees see availability.
 */
export function stockBadges(inventory: number, role: CatalogueRole): StockBadge[] {
  // A visitor sees the catalogue as a donor would: what is needed, not what is left.
  const donorView = role !== 'donatee';
  const badges: StockBadge[] = [];
  if (inventory <= 0 && !donorView) badges.push({ kind: 'out-of-stock', text: 'Out Of Stock' });
  if (inventory <= LOW_STOCK_THRESHOLD) {
    if (donorView) badges.push({ kind: 'low', text: 'Needing Donation' });
    else if (inventory > 0) badges.push({ kind: 'low', text: 'Popular – Running Low' });
  }
  if (inventory > 0 && donorView) badges.push({ kind: 'in-stock', text: 'In Stock' });
  return badges;
}
