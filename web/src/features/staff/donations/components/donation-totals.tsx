import type { DonationStatus, StaffDonationTotals } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { money } from '../../lib/format';
import { staffDonationsTexts, type StaffDonationsKey } from '../texts';

/** The money received first: it is the figure staff read the ledger for. */
const ORDER: DonationStatus[] = ['confirmed', 'pending', 'refunded', 'voided'];

/** Each status in words that say whether the money arrived. */
const STATUS_KEYS: Record<DonationStatus, StaffDonationsKey> = {
  confirmed: 'totalsConfirmed',
  pending: 'totalsPending',
  refunded: 'totalsRefunded',
  voided: 'totalsVoided',
};

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
  const t = useTexts(staffDonationsTexts);
  const shown = status ? [status] : ORDER;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={t('totalsByStatus')} className="flex flex-col gap-0.5">
        {shown.map((each) => (
          <li
            key={each}
            data-testid={`donation-totals-${each}`}
            className={each === 'confirmed' ? 'text-lg font-semibold text-emerald-900' : 'text-slate-800'}
          >
            <span className="font-semibold">{t(STATUS_KEYS[each])}:</span>{' '}
            {t('totalsAmount', { count: totals.by_status[each].count, total: money(totals.by_status[each].total) })}
          </li>
        ))}
      </ul>
      <p className="text-slate-700" data-testid="donation-totals">
        {t('totalsInAll', { count: totals.count, total: money(totals.total) })}
      </p>
    </div>
  );
}
