import type { DonationStatus, StaffDonationTotals } from '@onepair/contract';

import { DONATION_TOTALS_TEXTS } from '../lib/texts';

/** The money received first: it is the figure staff read the ledger for. */
const ORDER: DonationStatus[] = ['confirmed', 'pending', 'refunded', 'voided'];

export interface DonationTotalsProps {
  totals: StaffDonationTotals;
  /** The status the ledger is filtered by, if any: only that status's line is shown (the others are nothing). */
  status?: DonationStatus;
}

/**
 * The totals of the ledger's filter: what was received (confirmed), what is pending, what was
 * refunded and what was voided, each with its count, then every donation whatever its status. One line per
 * status, so it reads in order on a phone and as a list to a screen reader.
 */
export function DonationTotals({ totals, status }: DonationTotalsProps) {
  const shown = status ? [status] : ORDER;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={DONATION_TOTALS_TEXTS.byStatus} className="flex flex-col gap-0.5">
        {shown.map((each) => (
          <li
            key={each}
            data-testid={`donation-totals-${each}`}
            className={each === 'confirmed' ? 'text-lg font-semibold text-emerald-900' : 'text-slate-800'}
          >
            <span className="font-semibold">{DONATION_TOTALS_TEXTS.statuses[each]}:</span>{' '}
            {DONATION_TOTALS_TEXTS.amount(totals.by_status[each].count, totals.by_status[each].total)}
          </li>
        ))}
      </ul>
      <p className="text-slate-700" data-testid="donation-totals">
        {DONATION_TOTALS_TEXTS.inAll(totals.count, totals.total)}
      </p>
    </div>
  );
}
