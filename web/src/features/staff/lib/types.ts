/**
 * The rows the staff API answers with. The shapes both sides name in `@onepair/contract` are
 * taken from there; the claim row follows the claims endpoints until the contract names it.
 */
import type { ClaimStatus, ShippingAddress } from '@onepair/contract';

export type { StaffApplication, StaffApplicationRow } from '@onepair/contract';

/** One claim in the staff list: the recipient's claim, who they are and where the pair goes. */
export interface StaffClaimRow {
  id: number;
  donatee: number;
  username: string;
  /** null until staff pick a frame for a claim that named none. */
  glasses: number | null;
  glasses_name: string | null;
  status: ClaimStatus;
  carrier: string | null;
  tracking_number: string | null;
  claimed_at: string;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  reason: string | null;
  shipping_address: ShippingAddress;
  /** The latest support message is the recipient's: the conversation waits for staff. */
  support_waiting: boolean;
  /** How many support messages the claim has. */
  support_messages: number;
}
