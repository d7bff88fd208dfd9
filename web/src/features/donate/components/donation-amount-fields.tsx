import { QUICK_DONATION_AMOUNTS, REGIONS } from '@onepair/contract';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';

import { DonationAmountField, parseAmount } from '@/components/donor/donation-amount-field';
import { ImpactLine } from '@/components/donor/impact-line';
import { formatMoney } from '@/lib/format-number';
import { useRegionName } from '@/components/donor/region-name';
import { useTexts } from '@/i18n';

import { donateTexts } from '../texts';

/** The values these fields fill in: the amount as typed, and the region's id. */
export interface DonationAmountValues {
  amount: string;
  region: number;
}

/**
 * The amount and region of a gift, inside a Form whose values include DonationAmountValues: a
 * quick amount ($10, $20, $50, pressed when picked) or a typed one (which clears the pick), what
 * the amount buys, and the region. The amount's rule is `isValidAmount` from the contract
 * (through parseAmount), the check the server makes too; it has one message, checked on submit
 * only, and an edit takes it away without bringing it back.
 */
export function DonationAmountFields() {
  const t = useTexts(donateTexts);
  const regionName = useRegionName();
  const form = useFormContext<DonationAmountValues>();
  const [quickAmount, setQuickAmount] = useState<number | null>(null);
  const regionFieldId = useId();

  function pickQuickAmount(value: number) {
    setQuickAmount(value);
    form.setValue('amount', String(value));
    form.clearErrors();
  }

  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-700">{t('quickAmounts')}</legend>
        <div className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
          {QUICK_DONATION_AMOUNTS.map((value) => {
            const picked = quickAmount === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={picked}
                onClick={() => pickQuickAmount(value)}
                className={`min-h-12 rounded-lg border-2 text-lg font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  picked ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-blue-400'
                }`}
              >
                {formatMoney(value, { whole: true })}
              </button>
            );
          })}
        </div>
      </fieldset>
      <DonationAmountField
        label={t('customAmount')}
        onChange={() => {
          setQuickAmount(null);
          form.clearErrors('amount');
        }}
      />
      <ImpactLine kind="amount" amount={parseAmount(form.watch('amount')) ?? 0} />
      <div>
        <label htmlFor={regionFieldId} className="mb-1 block text-sm font-semibold text-slate-700">
          {t('region')}
        </label>
        <select
          id={regionFieldId}
          {...form.register('region', { valueAsNumber: true })}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-blue-600 focus:ring-2 focus:ring-blue-200 focus:outline-none"
        >
          {REGIONS.map((region) => (
            <option key={region.id} value={region.id}>
              {regionName(region.id)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
