/** Response shapes of the claim routes that only the server's staff API returns. */
import { Type, type Static } from '@sinclair/typebox';
import { Claim, ClaimStatus, Page, ShippingAddress, StaffListQuery } from '@onepair/contract';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** One claim in the staff list: the claim, its recipient and where the pair goes. */
export const StaffClaimRow = Type.Composite([
  Claim,
  Type.Object({
    donatee: Type.Integer(),
    username: Type.String(),
    shipping_address: ShippingAddress,
    glasses_name: Nullable(Type.String()),
    /** The latest support message is the recipient's: the conversation waits for staff. */
    support_waiting: Type.Boolean(),
    /** How many support messages the claim has. */
    support_messages: Type.Integer(),
  }),
]);
export type StaffClaimRow = Static<typeof StaffClaimRow>;

export const StaffClaimPage = Page(StaffClaimRow);

export const StaffClaimListQuery = Type.Composite([
  StaffListQuery,
  Type.Object({
    status: Type.Optional(ClaimStatus),
    /** `waiting`: only claims whose latest support message is the recipient's. */
    support: Type.Optional(Type.Literal('waiting')),
  }),
]);
