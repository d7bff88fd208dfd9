/**
 * Paying for a donation through a provider's checkout (docs/api.md, Payments): a one-time or a
 * monthly gift, and the processing fee a donor may choose to cover.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DonationStatus } from './money.js';
import { Tribute } from './tributes.js';
import { MAX_ID } from './rules.js';

export const PAYMENT_PROVIDERS = ['none', 'stripe'] as const;
export const PaymentProviderName = Type.Union(PAYMENT_PROVIDERS.map((provider) => Type.Literal(provider)));
export type PaymentProviderName = Static<typeof PaymentProviderName>;

/** The fee a payment provider takes: a percentage of the charge plus a fixed amount. */
export interface PaymentFee {
  /** 2.9 for 2.9 %. */
  percent: number;
  fixedCents: number;
}

/**
 * What a donor adds to a gift of `giftCents` so that the charity still receives the whole gift
 * after the provider takes its fee from the charge: the charge is (gift + fixed) / (1 − percent),
 * rounded up to the cent, and the fee is the charge less the gift. 0 when no fee is configured.
 */
export function coveredFeeCents(giftCents: number, fee: PaymentFee): number {
  if (fee.percent <= 0 && fee.fixedCents <= 0) return 0;
  // Whole hundredths of a percent, so the division stays exact for percentages like 2.9.
  const basisPoints = Math.round(fee.percent * 100);
  const chargeCents = Math.ceil(((giftCents + fee.fixedCents) * 10_000) / (10_000 - basisPoints));
  return chargeCents - giftCents;
}

/** POST /api/payments/checkout/: the donation form's request with a payment provider. */
export const CheckoutCreate = Type.Object({
  /** The gift in dollars: what the charity receives. */
  amount: Type.Number(),
  region: Type.Optional(Type.Integer()),
  /** The donator_id of the caller's own donator record. */
  donator: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  /** A gift every month until the donor cancels it, instead of once. */
  monthly: Type.Optional(Type.Boolean()),
  /** Add the processing fee to the charge so the charity receives the whole gift. */
  cover_fee: Type.Optional(Type.Boolean()),
  /** In honor or in memory of someone: every month's receipt names it; the notice goes once, with the first month. */
  tribute: Type.Optional(Tribute),
});
export type CheckoutCreate = Static<typeof CheckoutCreate>;

export const CheckoutStarted = Type.Object({
  /** The provider's payment page: the browser goes there. */
  checkout_url: Type.String(),
  session_id: Type.String(),
  /** The pending donation of a one-time gift; null for a monthly one (each paid month makes its own). */
  donation_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The pending monthly gift; null for a one-time one. */
  monthly_gift_id: Type.Union([Type.Integer(), Type.Null()]),
  amount: Type.Number(),
  fee: Type.Number(),
});
export type CheckoutStarted = Static<typeof CheckoutStarted>;

/** `past_due`: the provider could not charge the card; it tries again until the donor updates it or it gives up. */
export const MONTHLY_GIFT_STATUSES = ['pending', 'active', 'past_due', 'cancelled'] as const;
export const MonthlyGiftStatus = Type.Union(MONTHLY_GIFT_STATUSES.map((status) => Type.Literal(status)));
export type MonthlyGiftStatus = Static<typeof MonthlyGiftStatus>;

/** A gift that charges the card each month: active, or past due while the provider tries the card again. */
export const isMonthlyGiftRunning = (status: MonthlyGiftStatus): boolean => status === 'active' || status === 'past_due';

/** GET /api/payments/checkout/{session_id}/: what the "confirming…" page waits for. */
export const CheckoutState = Type.Object({
  session_id: Type.String(),
  monthly: Type.Boolean(),
  /** `confirmed` once the provider's signed notice arrived (for a monthly gift: its first month was paid). */
  status: Type.Union([DonationStatus, Type.Literal('active'), Type.Literal('past_due'), Type.Literal('cancelled')]),
  confirmed: Type.Boolean(),
  /**
   * The donor finished the checkout with a payment that settles later (a bank debit) and the
   * money has not arrived yet: it takes days, and the gift is confirmed (or removed, if the debit
   * fails) when the provider says so. False once confirmed, and while the provider has not yet
   * said that the checkout finished.
   */
  payment_processing: Type.Boolean(),
  amount: Type.Number(),
  fee: Type.Number(),
});
export type CheckoutState = Static<typeof CheckoutState>;

/** A donor's monthly gift, as the account page lists it. */
export const MonthlyGift = Type.Object({
  id: Type.Integer(),
  /** Dollars a month that the charity receives. */
  amount: Type.Number(),
  /** The processing fee added to each month's charge (0 when the donor does not cover it). */
  fee: Type.Number(),
  region: Type.Integer(),
  status: MonthlyGiftStatus,
  /** Months paid so far (each a confirmed donation). */
  months_paid: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  cancelled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** When the provider last failed to charge the card (status `past_due`); null otherwise. */
  payment_failed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** "In honor of …" or "In memory of …", as each month's receipt names it; null for none. */
  tribute: Type.Union([Type.String(), Type.Null()]),
});
export type MonthlyGift = Static<typeof MonthlyGift>;

/** POST /api/payments/monthly-gifts/{id}/card/: the provider's page where the donor updates the card, valid for a few minutes. */
export const CardUpdatePage = Type.Object({ url: Type.String() });
export type CardUpdatePage = Static<typeof CardUpdatePage>;

/** PATCH /api/payments/monthly-gifts/{id}/: a new amount from the next month on. */
export const MonthlyGiftChange = Type.Object({ amount: Type.Number() });
export type MonthlyGiftChange = Static<typeof MonthlyGiftChange>;

/** POST /api/staff/donations/{id}/refund/: the donation after the refund. */
export const RefundReply = Type.Object({
  donation_id: Type.Integer(),
  status: DonationStatus,
  amount: Type.Number(),
  /** What this refund gave back (what was left of the gift plus any covered fee, after earlier partial refunds); 0 when nothing was charged. */
  refunded: Type.Number(),
});
export type RefundReply = Static<typeof RefundReply>;

export const PAYMENT_MESSAGES = {
  notCharged: 'No card is charged: this site records your gift without taking a payment.',
  refundNotConfirmed: 'Only a confirmed donation can be refunded.',
  giftCancelled: 'This monthly gift was cancelled.',
  giftNotActive: 'This monthly gift is not active yet: wait until its first month is confirmed.',
  providerFailed: 'The payment provider did not answer. Nothing was changed; try again in a moment.',
  noProvider: 'Card payments are not set up on this site.',
  noCardOnFile: 'This monthly gift has no card on file with the payment provider.',
} as const;
