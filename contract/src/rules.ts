/** Business constants and the small rules both sides apply. */

/** The largest id (and integer) a column holds on both engines: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

export const ACTIVE_DONATOR_WINDOW_MS = 2_592_000_000; // 30 days
/** The donation form's quick amounts: the spec's $10, $20 and $50, and $25 between them. */
export const QUICK_DONATION_AMOUNTS = [10, 20, 25, 50] as const;
export const TOP_DONORS_PER_REGION = 3;
/**
 * A phone number as people write it, the one rule of sign-up, the account page, the cart's
 * checkout and the account's update: 7 to 15 digits, which may be grouped by spaces, dashes,
 * dots or parentheses, with an optional leading "+" ("100-100-1000", "(555) 010 2000",
 * "+44 20 7946 0958"). The spec's ddd-ddd-dddd is one of them, and the checkout's label still
 * shows it. Written so that it reads the same as a JSON-schema pattern (ajv's `u` flag) and as
 * an HTML `pattern` attribute (the `v` flag, where ( ) . - in a class must be escaped).
 */
export const PHONE_PATTERN = '\\+?(?:[\\s\\(\\)\\.\\-]*\\d){7,15}[\\s\\(\\)\\.\\-]*';
/** A phone number, or nothing where one is optional (an account's contact details). */
export const OPTIONAL_PHONE_PATTERN = `^(?:${PHONE_PATTERN})?$`;
export const PHONE_LABEL = 'Phone Number (100-100-1000)';
/** What a form says under a phone number it refuses, and the title of the field. */
export const PHONE_HINT = 'Digits, with spaces, dashes, dots or brackets if you like, such as 100-100-1000.';
export const CONFIRMATION_NUMBER_MAX = 999_999;

/** Prescription uploads: what the server accepts, checked from the bytes. */
export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
export const PRESCRIPTION_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

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
