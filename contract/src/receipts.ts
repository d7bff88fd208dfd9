/**
 * Donation receipts: every confirmed gift the charity received money for gets one (a gift
 * recorded without a payment gets none), numbered in order without gaps. What a receipt says is fixed when it is issued; a refund only marks it void, and a partial refund
 * voids it and issues a replacement for the amount left.
 */
import { Type, type Static } from '@sinclair/typebox';

export const Receipt = Type.Object({
  number: Type.Integer({ description: 'Sequential from 1, never reused.' }),
  donation_id: Type.Integer(),
  amount: Type.Number({ description: 'In dollars, as this receipt states it: the gift, less any part refunded before it was issued.' }),
  date: Type.String({ format: 'date', description: 'The donation date.' }),
  issued_at: Type.String({ format: 'date-time' }),
  voided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Set when the donation was refunded or voided, or refunded in part or corrected and this receipt replaced.',
  }),
  void_reason: Type.Union([Type.String(), Type.Null()]),
  tribute: Type.Optional(
    Type.Union([Type.String(), Type.Null()], { description: 'The gift\'s tribute as the receipt prints it ("In memory of …"), or null.' }),
  ),
  replaces_number: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description:
        'The receipt this one replaces, void since part of the gift was refunded or the gift was corrected; null for a first receipt.',
    }),
  ),
});
export type Receipt = Static<typeof Receipt>;

export const ReceiptList = Type.Object({
  receipts: Type.Array(Receipt, { description: 'Newest first, at most `limit` of them.' }),
  statement_years: Type.Array(Type.Integer(), {
    description: 'Years with at least one confirmed gift that has a receipt, newest first: each has a yearly statement.',
  }),
  next: Type.Union([Type.String(), Type.Null()], {
    description: 'The cursor of the next page (send it as `?after=`), or null on the last page.',
  }),
});
export type ReceiptList = Static<typeof ReceiptList>;

/** Receipts per page of GET /api/donations/receipts/ unless `?limit=` says otherwise. */
export const RECEIPT_PAGE_SIZE = 100;

export const ReceiptListQuery = Type.Object({
  after: Type.Optional(Type.String({ maxLength: 200, description: 'The `next` of the previous page.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Receipts per page (default 100).' })),
});
export type ReceiptListQuery = Static<typeof ReceiptListQuery>;

/** The words every receipt and statement carries. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were provided in exchange for this contribution.';
