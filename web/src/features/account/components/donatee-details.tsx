import type { Donatee } from '@onepair/contract';
import type { ReactNode } from 'react';

import { Facts } from '@/components/ui/facts';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';
import { formatMoney } from '@/lib/format-number';

import { accountTexts, englishText, type AccountKey } from '../texts';

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
      <Facts className="mt-4" rows={rows.map(([term, value]) => [t(term), value, `donatee-${englishText(term)}`])} />
    </Panel>
  );
}
