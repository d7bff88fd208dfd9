/**
 * Donations as money: a donation is `pending` until its payment is confirmed, then `confirmed`,
 * and `refunded` once the money goes back (staff's refund, or one the payment provider reports);
 * a gift staff recorded by mistake becomes `voided`. Only confirmed donations count in totals,
 * the map and the top-donor lists.
 */
import { Type, type Static } from '@sinclair/typebox';

export const DONATION_STATUSES = ['pending', 'confirmed', 'refunded', 'voided'] as const;
export const DonationStatus = Type.Union(DONATION_STATUSES.map((status) => Type.Literal(status)));
export type DonationStatus = Static<typeof DonationStatus>;

/**
 * How the money of a donation came: `card` through the payment provider's checkout, `none` when
 * no payment provider took it (PAYMENT_PROVIDER=none: recorded as the donor gave it, nothing
 * charged), and the ways staff record a gift received outside the site. Only money the charity
 * received gets a receipt, so a `none` gift gets none.
 */
export const DONATION_METHODS = ['card', 'none', 'check', 'cash', 'bank_transfer', 'daf', 'in_kind', 'other'] as const;
export const DonationMethod = Type.Union(DONATION_METHODS.map((method) => Type.Literal(method)));
export type DonationMethod = Static<typeof DonationMethod>;

/** Why a gift recorded with method `none` has no receipt (the 404 of its receipt PDF). */
export const NO_RECEIPT_WITHOUT_PAYMENT = 'No receipt: this gift was recorded without a payment.';
