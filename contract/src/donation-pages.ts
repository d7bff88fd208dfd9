/**
 * Pages of donations (docs/api.md, Pages of donations): `GET /api/donation/` answers an array,
 * as older clients read it, with the next page's address in a `Link: <…>; rel="next"` header.
 * A page's position is the last donation it showed, written `<date>.<donation_id>`, so the web
 * app can ask for the donations older than the ones an account view nested.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MAX_ID } from './rules.js';

export const DONATION_PAGE_SIZE = 100;
export const DONATION_PAGE_MAX = 1000;
/** How many of a donor's donations, the newest, an account view (users/me included) nests. */
export const NESTED_DONATIONS = 100;

export const DONATION_ORDERS = ['oldest', 'newest'] as const;
export type DonationOrder = (typeof DONATION_ORDERS)[number];

export const DonationListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DONATION_PAGE_MAX })),
  /** The donations after this position in the list's order (the `Link` header gives it). */
  after: Type.Optional(Type.String({ maxLength: 40 })),
  /** `oldest` first (the default, as older clients expect) or `newest` first. */
  order: Type.Optional(Type.Union(DONATION_ORDERS.map((order) => Type.Literal(order)))),
});
export type DonationListQuery = Static<typeof DonationListQuery>;

export interface DonationPosition {
  date: string;
  donation_id: number;
}

export const BAD_DONATION_CURSOR = 'This position is not one the list returned (it reads <date>.<donation_id>).';

/** The `after` value that continues a list past this donation. */
export function donationCursor(donation: DonationPosition): string {
  return `${donation.date}.${donation.donation_id}`;
}

/** The position an `after` value names, or undefined when it is not one the list could give. */
export function parseDonationCursor(cursor: string): DonationPosition | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})\.([1-9]\d{0,9})$/.exec(cursor);
  if (!match) return undefined;
  const id = Number(match[2]);
  return id <= MAX_ID ? { date: match[1]!, donation_id: id } : undefined;
}
