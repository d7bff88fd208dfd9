import type { StaffDonationRow } from '@onepair/contract';

import { money } from '../lib/format';

export const DONATION_AMOUNT_TEXTS = {
  /** Under the amount of a confirmed donation part of which went back: it counts the rest. */
  partlyRefunded: (refunded: string, kept: string) => `${refunded} refunded, ${kept} kept`,
} as const;

/** The part of a donation the API gives for it wherever staff read donations. */
export type DonationAmounts = Pick<StaffDonationRow, 'amount' | 'refunded_amount' | 'status'>;

/** What the donation still keeps, in dollars: a partial refund gave the rest back. */
export function keptAmount(donation: Pick<DonationAmounts, 'amount' | 'refunded_amount'>): number {
  return Math.round((donation.amount - donation.refunded_amount) * 100) / 100;
}

/**
 * The amount given; for a confirmed donation refunded in part, also what went back and what
 * still counts. A donation refunded whole says so in its status. The ledger and a person's page
 * both show it, so staff read a partial refund the same way on either.
 */
export function DonationAmount({ donation }: { donation: DonationAmounts }) {
  const partlyRefunded = donation.status === 'confirmed' && donation.refunded_amount > 0;
  return (
    <>
      {money(donation.amount)}
      {partlyRefunded && (
        <span className="block text-sm font-normal text-slate-600">
          {DONATION_AMOUNT_TEXTS.partlyRefunded(money(donation.refunded_amount), money(keptAmount(donation)))}
        </span>
      )}
    </>
  );
}
