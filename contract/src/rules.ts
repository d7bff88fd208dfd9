/** Business constants and the small rules both sides apply. */

/** The largest id (and integer) a column holds on both engines: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

export const LOW_STOCK_THRESHOLD = 10;
export const ACTIVE_DONATOR_WINDOW_MS = 2_592_000_000; // 30 days
export const QUICK_DONATION_AMOUNTS = [10, 20, 50] as const;
export const TOP_DONORS_PER_REGION = 3;
export const PHONE_PATTERN = '\\d{3}-\\d{3}-\\d{4}';
export const PHONE_LABEL = 'Phone Number (100-100-1000)';
export const CONFIRMATION_NUMBER_MAX = 999_999;
export const TOKEN_STORAGE_KEY = 'token';

/** Prescription uploads: what the server accepts, checked from the bytes. */
export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

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

/** Active if the newest donation is dated within the last 30 days. */
export function isActiveDonator(newestDonationDate: string | undefined, now: Date = new Date()): boolean {
  if (!newestDonationDate) return false;
  const dated = Date.parse(newestDonationDate);
  return Number.isFinite(dated) && now.getTime() - dated <= ACTIVE_DONATOR_WINDOW_MS;
}

const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money is exact in cents on the server and shown with 2 decimals: $1,763.25. */
export function formatDollars(amount: number): string {
  return `$${DOLLARS.format(amount)}`;
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** At most two decimals, greater than zero. */
export function isValidAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** Today's date as YYYY-MM-DD in the local time zone of whoever calls it. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
