import type { StaffDonationRow } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { money } from '../lib/format';
import { staffTexts } from '../texts';

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
  const t = useTexts(staffTexts);
  const partlyRefunded = donation.status === 'confirmed' && donation.refunded_amount > 0;
  return (
    <>
      {money(donation.amount)}
      {partlyRefunded && (
        <span className="block text-sm font-normal text-slate-600">
          {/* Under the amount of a confirmed donation part of which went back: it counts the rest. */}
          {t('partlyRefunded', { refunded: money(donation.refunded_amount), kept: money(keptAmount(donation)) })}
        </span>
      )}
    </>
  );
}
