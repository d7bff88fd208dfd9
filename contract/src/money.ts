/**
 * Donations as money: a donation is `pending` until its payment is confirmed, then `confirmed`,
 * and `refunded` if staff give the money back. Only confirmed donations count in totals, the
 * map and the top-donor lists.
 */
import { Type, type Static } from '@sinclair/typebox';

export const DONATION_STATUSES = ['pending', 'confirmed', 'refunded'] as const;
export const DonationStatus = Type.Union(DONATION_STATUSES.map((status) => Type.Literal(status)));
export type DonationStatus = Static<typeof DonationStatus>;
