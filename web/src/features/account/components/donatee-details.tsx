import type { Donatee } from '@onepair/contract';
import type { ReactNode } from 'react';

import { ACCOUNT_TEXTS, moneyOrNotAvailable, yesNo } from '../lib/texts';

import { PrescriptionLink } from './prescription-link';
import { Panel } from '@/components/ui/panel';

export interface DonateeDetailsProps {
  donatee: Donatee;
}

/** Applied, Claimed, the money fields ('$' or 'N/A'), Dependent and the prescription. */
export function DonateeDetails({ donatee }: DonateeDetailsProps) {
  const rows: [string, ReactNode][] = [
    [ACCOUNT_TEXTS.appliedForAccount, yesNo(donatee.has_applied_for_account)],
    [ACCOUNT_TEXTS.claimed, yesNo(donatee.has_claimed)],
    [ACCOUNT_TEXTS.monthlyIncome, moneyOrNotAvailable(donatee.monthly_income)],
    [ACCOUNT_TEXTS.householdIncome, moneyOrNotAvailable(donatee.average_household_income)],
    [ACCOUNT_TEXTS.bankBalance, moneyOrNotAvailable(donatee.current_bank_balance)],
    [ACCOUNT_TEXTS.dependent, yesNo(donatee.is_dependent)],
    [ACCOUNT_TEXTS.prescription, donatee.prescription ? <PrescriptionLink address={donatee.prescription} /> : ACCOUNT_TEXTS.notAvailable],
  ];
  return (
    <Panel title={ACCOUNT_TEXTS.donateeDetails}>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-right font-semibold text-slate-900" data-testid={`donatee-${term}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
