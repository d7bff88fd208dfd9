/**
 * The staff donations ledger: every donation with its donor, newest first, filtered by date
 * range, region, donor and status, with the count and sum of the filter and a CSV export of
 * the same filter (docs/api.md, The donations ledger).
 */
import { Type, type Static } from '@sinclair/typebox';
import { DonationMethod, DonationStatus } from './money.js';
import { MAX_ID } from './rules.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { DisplayName } from './person-names.js';

/** The donor of a ledger row; null once the donor's account was erased (the money still counts). */
export const LedgerDonor = Type.Object({
  /** The donor's user id. */
  id: Type.Integer(),
  donator_id: Type.Integer(),
  username: Type.String(),
  name: DisplayName,
  email: Type.String(),
});
export type LedgerDonor = Static<typeof LedgerDonor>;

/** A donation as staff read it: on the ledger, on a person's page (`StaffPersonDonation`) and on its own page (`StaffGift`). */
export const staffDonationFields = {
  donation_id: Type.Integer(),
  /** Dollars, as everywhere in the API: the gift as given. */
  amount: Type.Number(),
  /**
   * How much of `amount` went back to the donor, in dollars: part of it after a partial refund
   * (the donation stays confirmed and counts the rest), all of it once refunded, else 0.
   */
  refunded_amount: Type.Number(),
  date: Type.String(),
  region: Type.Integer(),
  status: DonationStatus,
  /** How the money came: `card`, `none` (nothing charged) or a way staff record (`check`, `cash`…). */
  method: DonationMethod,
};

export const StaffDonationRow = Type.Object({
  ...staffDonationFields,
  /** A staff-recorded gift's cheque number or transfer reference; empty otherwise. */
  reference: Type.String(),
  created_at: Type.String(),
  donor: Type.Union([LedgerDonor, Type.Null()]),
});
export type StaffDonationRow = Static<typeof StaffDonationRow>;

/** The longest donor search: a username (150) or an e-mail address (254). */
export const LEDGER_DONOR_MAX_LENGTH = 254;

/** The filter the list, its totals and the CSV export share. Every part is optional. */
export const StaffDonationFilter = Type.Object({
  /** First day included, YYYY-MM-DD. */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** Last day included, YYYY-MM-DD. */
  to: Type.Optional(Type.String({ format: 'date' })),
  region: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  /** The donor's user id, username or e-mail address (exact, any case). */
  donor: Type.Optional(Type.String({ minLength: 1, maxLength: LEDGER_DONOR_MAX_LENGTH, pattern: NO_NULL_CHARACTERS })),
  status: Type.Optional(DonationStatus),
});
export type StaffDonationFilter = Static<typeof StaffDonationFilter>;

export const StaffDonationListQuery = Type.Composite([
  StaffDonationFilter,
  Type.Object({
    after: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  }),
]);
export type StaffDonationListQuery = Static<typeof StaffDonationListQuery>;

/** How many donations of one status the filter matches, and their sum (dollars). */
function statusTotals(description: string) {
  return Type.Object({ count: Type.Integer(), total: Type.Number() }, { description });
}
export type LedgerStatusTotals = Static<ReturnType<typeof statusTotals>>;

/**
 * The count and sum (dollars) of every donation the filter matches, whatever its status, and
 * the same split by status: only `confirmed` is money received (`pending` has not arrived,
 * `refunded` was given back). Every status is present, with zeros when none match.
 */
export const StaffDonationTotals = Type.Object({
  count: Type.Integer({ description: 'How many donations the filter matches, whatever their status.' }),
  total: Type.Number({ description: 'Their sum in dollars, whatever their status; the money received is by_status.confirmed.total.' }),
  by_status: Type.Object(
    {
      confirmed: statusTotals('Confirmed: the money received.'),
      pending: statusTotals('Pending: not received yet.'),
      refunded: statusTotals('Refunded: given back to the donor.'),
      voided: statusTotals('Voided: a gift staff recorded by mistake.'),
    },
    { description: 'count and total split by status, every status present (zeros when none match); they add up to count and total.' },
  ),
});
export type StaffDonationTotals = Static<typeof StaffDonationTotals>;

export const LEDGER_MESSAGES = {
  toBeforeFrom: 'The end date is before the start date.',
  unknownRegion: 'There is no such region.',
} as const;

/** The CSV export's columns, in order; the header row names them. */
export const LEDGER_CSV_COLUMNS = [
  'donation_id',
  'date',
  'amount',
  'status',
  'region',
  'region_name',
  'donor_id',
  'donor_username',
  'donor_email',
  'created_at',
  // Added after the others so that sheets reading columns by position keep working.
  'refunded_amount',
  'method',
  'reference',
] as const;

/**
 * A spreadsheet reads a cell starting with = + - @ (or a tab or carriage return before one) as a
 * formula, so a donor named `=HYPERLINK(...)` could run one on a staff member's computer. Such
 * cells get a leading apostrophe, which spreadsheets show as text and do not display.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
