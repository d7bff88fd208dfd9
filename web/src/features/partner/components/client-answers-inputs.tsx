import { useId, type ReactNode } from 'react';

import { optionalNumber } from '@/components/application/prescription';
import { HouseholdSizeField } from '@/components/application/household-size-field';
import { PrescriptionInputs } from '@/components/application/prescription-inputs';
import { FormYesNoField, FormTextField } from '@/components/form/form';
import { useTexts } from '@/i18n';

import { partnerTexts } from '../texts';

/** A group of the client form's fields under its legend, with a hint read with the group. */
export function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset
      className="flex flex-col gap-4 rounded-lg border border-slate-300 px-3 pt-1 pb-3"
      aria-describedby={hint ? hintId : undefined}
    >
      <legend className="px-1 font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </fieldset>
  );
}

/**
 * Inside a Form: the client's answers that decide whether they qualify (household, income,
 * dependency) and their prescription, as adding a client and answering staff's questions ask them.
 */
export function ClientAnswersInputs() {
  const t = useTexts(partnerTexts);
  return (
    <>
      <Fieldset legend={t('householdLegend')}>
        <HouseholdSizeField label={t('householdSize')} required />
        <FormTextField
          name="monthly_income"
          label={t('monthlyIncome')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          required
          options={{ setValueAs: optionalNumber }}
        />
        <FormYesNoField name="is_dependent" legend={t('dependentQuestion')} required />
      </Fieldset>
      <PrescriptionInputs
        uploadLabel={t('upload')}
        fileRequired={false}
        texts={{ legend: t('prescriptionLegend'), figuresHint: t('prescriptionHint'), examDate: t('examDate'), keepFile: '' }}
      />
    </>
  );
}
