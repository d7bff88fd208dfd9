import type { Donatee } from '@onepair/contract';
import type { ReactNode } from 'react';

import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';

import { accountTexts, englishText, formatMoney, type AccountKey } from '../texts';

import { PrescriptionLink } from './prescription-link';

export interface DonateeDetailsProps {
  donatee: Donatee;
}

/** Applied, Claimed, the money fields ('$' or 'N/A'), Dependent and the prescription. */
export function DonateeDetails({ donatee }: DonateeDetailsProps) {
  const t = useTexts(accountTexts);
  const yesNo = (value: boolean | null | undefined) => (value ? t('yes') : t('no'));
  // '$' amounts, or 'N/A' when empty.
  const money = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? formatMoney(value) : t('notAvailable');
  const rows: [AccountKey, ReactNode][] = [
    ['appliedForAccount', yesNo(donatee.has_applied_for_account)],
    ['claimed', yesNo(donatee.has_claimed)],
    ['monthlyIncome', money(donatee.monthly_income)],
    ['householdIncome', money(donatee.average_household_income)],
    ['bankBalance', money(donatee.current_bank_balance)],
    ['dependent', yesNo(donatee.is_dependent)],
    ['prescription', donatee.prescription ? <PrescriptionLink address={donatee.prescription} /> : t('notAvailable')],
  ];
  return (
    <Panel title={t('donateeDetails')}>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
            <dt className="font-medium text-slate-600">{t(term)}</dt>
            <dd className="text-right font-semibold text-slate-900" data-testid={`donatee-${englishText(term)}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
