/**
 * Gifts staff record: money that reached the charity outside the site (a cheque in the post,
 * cash at an event, a bank transfer, a donor-advised fund). Such a gift is confirmed at once,
 * counts in every total, gets a numbered receipt, and can later be corrected or voided
 * (docs/api.md, Gifts staff record).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LedgerDonor, staffDonationFields } from './donations-ledger.js';
import { MAX_ID } from './rules.js';
import { NO_NULL_CHARACTERS } from './validation-messages.js';
import { Tribute } from './tributes.js';

/** The ways money reaches the charity outside the site; `card` and `none` are the site's own. */
export const STAFF_GIFT_METHODS = ['check', 'cash', 'bank_transfer', 'daf', 'in_kind', 'other'] as const;
export const StaffGiftMethod = Type.Union(STAFF_GIFT_METHODS.map((method) => Type.Literal(method)));
export type StaffGiftMethod = Static<typeof StaffGiftMethod>;

/** Whether a donation's method is one staff record, so staff may correct or void it. */
export function isStaffGiftMethod(method: string): method is StaffGiftMethod {
  return (STAFF_GIFT_METHODS as readonly string[]).includes(method);
}

export const GIFT_DONOR_NAME_MAX_LENGTH = 150;
export const GIFT_DONOR_EMAIL_MAX_LENGTH = 254;
export const GIFT_REFERENCE_MAX_LENGTH = 100;
export const GIFT_NOTE_MAX_LENGTH = 1000;
export const GIFT_VOID_REASON_MAX_LENGTH = 500;

const text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, pattern: NO_NULL_CHARACTERS, ...(description && { description }) });

/** What a gift is made of, whether recorded or corrected. */
const giftFields = {
  /** Dollars, more than 0, at most 2 decimals. */
  amount: Type.Number(),
  /** YYYY-MM-DD, today or earlier (staff may date a gift back to the day it arrived); today when left out. */
  date: Type.String({ maxLength: 10 }),
  region: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  method: StaffGiftMethod,
  reference: text(GIFT_REFERENCE_MAX_LENGTH, 'A cheque number or a transfer reference; printed on nothing, kept for staff.'),
  note: text(GIFT_NOTE_MAX_LENGTH, 'For staff only.'),
};

/**
 * POST /api/staff/donations/: the donor is a user (`donor`, their id) or a name and an e-mail
 * address (`donor_name`, `donor_email`); an address no account has yet gets a donor record of its
 * own, without a password, which its owner can take up through the link in the mail.
 */
export const StaffGiftCreate = Type.Object(
  {
    donor: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
    donor_name: Type.Optional(text(GIFT_DONOR_NAME_MAX_LENGTH)),
    donor_email: Type.Optional(text(GIFT_DONOR_EMAIL_MAX_LENGTH)),
    amount: giftFields.amount,
    date: Type.Optional(giftFields.date),
    region: Type.Optional(giftFields.region),
    method: giftFields.method,
    reference: Type.Optional(giftFields.reference),
    note: Type.Optional(giftFields.note),
    tribute: Type.Optional(Tribute),
  },
  { additionalProperties: false },
);
export type StaffGiftCreate = Static<typeof StaffGiftCreate>;

/** PATCH /api/staff/donations/{id}/: any of the gift's own fields; the donor stays. */
export const StaffGiftCorrection = Type.Object(
  {
    amount: Type.Optional(giftFields.amount),
    date: Type.Optional(giftFields.date),
    region: Type.Optional(giftFields.region),
    method: Type.Optional(giftFields.method),
    reference: Type.Optional(giftFields.reference),
    note: Type.Optional(giftFields.note),
  },
  { additionalProperties: false },
);
export type StaffGiftCorrection = Static<typeof StaffGiftCorrection>;

/** POST /api/staff/donations/{id}/void/: why; the receipt in force is marked void with it. */
export const StaffGiftVoid = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: GIFT_VOID_REASON_MAX_LENGTH, pattern: NO_NULL_CHARACTERS }) },
  { additionalProperties: false },
);
export type StaffGiftVoid = Static<typeof StaffGiftVoid>;

/**
 * A donation as staff read it on its own page (GET /api/staff/donations/{id}/), with its newest
 * receipt (the one in force, or the last one once void). Only a confirmed gift whose method is
 * one of STAFF_GIFT_METHODS can be corrected or voided.
 */
export const StaffGift = Type.Object({
  ...staffDonationFields,
  reference: Type.String(),
  note: Type.String(),
  created_at: Type.String(),
  donor: Type.Union([LedgerDonor, Type.Null()]),
  /** The donor has no password yet: a record staff made for an address no account had. */
  donor_without_login: Type.Boolean(),
  /** The gift's tribute as its receipt names it ("In memory of …"), or null. */
  tribute: Type.Union([Type.String(), Type.Null()]),
  receipt: Type.Union([Type.Object({ number: Type.Integer(), voided_at: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
});
export type StaffGift = Static<typeof StaffGift>;

export const GIFT_MESSAGES = {
  donorNeeded: 'Name the donor: a user, or a name and an e-mail address.',
  donorTwice: 'Name the donor one way: a user, or a name and an e-mail address.',
  notStaffRecorded: 'Only a gift staff recorded can be corrected or voided; a card gift is refunded instead.',
  notConfirmed: 'Only a confirmed gift can be corrected or voided: this one is void or refunded.',
  addressTaken: 'Another account holds this address: choose that person as the donor.',
  blankReason: 'Say why the gift is void.',
  nothingToCorrect: 'Send at least one field to correct.',
} as const;

/** What a receipt replaced by a correction says it was voided for, before the new number. */
export const CORRECTED = 'Corrected';
