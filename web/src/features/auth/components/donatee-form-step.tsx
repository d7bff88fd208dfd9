import { DonateeApplicationFields, type Donatee } from '@onepair/contract';

import { prescriptionChecks, prescriptionDefaults, type PrescriptionValues } from '@/components/application/prescription';
import { HouseholdSizeField } from '@/components/application/household-size-field';
import { PrescriptionInputs } from '@/components/application/prescription-inputs';
import { Form, FormRootMessage, FormSubmitButton, FormTextField, FormYesNoField } from '@/components/form/form';
import { useTexts } from '@/i18n';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { useSchemaForm, useServerErrors } from '@/lib/forms';

import type { DonateeApplication } from '../api/update-donatee';
import { authTexts } from '../texts';
import { StepHeading } from './step-heading';

export interface DonateeFormStepProps {
  busy: boolean;
  error: unknown;
  onSubmit: (application: DonateeApplication) => void;
  /** The application sent before, when it is being edited to be sent again: the form starts with its answers. */
  initial?: Donatee;
}

type DonateeFormValues = DonateeApplicationFields & PrescriptionValues;

const MONEY_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: '0',
  step: '0.01',
  required: true,
  options: { valueAsNumber: true },
} as const;

/** What the form starts with: blank for a first application, the answers given for one being edited. */
function defaultsOf(initial: Donatee | undefined): Partial<DonateeFormValues> {
  if (!initial) return prescriptionDefaults(null);
  const amount = (value: number | null) => value ?? undefined;
  return {
    monthly_income: amount(initial.monthly_income),
    average_household_income: amount(initial.average_household_income),
    current_bank_balance: amount(initial.current_bank_balance),
    household_size: amount(initial.household_size),
    is_dependent: initial.is_dependent ? 'yes' : 'no',
    ...prescriptionDefaults(initial),
  };
}

/**
 * Step 3, the Donatee Form: incomes and balance (numbers), dependent (Yes/No) and the
 * prescription's picture, as asked for from the start; and the size of the household and the
 * prescription's figures and exam date, which an applicant may leave blank.
 */
export function DonateeFormStep({ busy, error, onSubmit, initial }: DonateeFormStepProps) {
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const t = useTexts(authTexts);
  const form = useSchemaForm(DonateeApplicationFields, {
    defaultValues: defaultsOf(initial),
    check: (values) => prescriptionChecks(values as DonateeFormValues, maxAgeMonths),
  });
  useServerErrors(form, error);
  const fileRequired = !initial?.prescription;

  function submit(values: DonateeFormValues) {
    const { prescription, is_dependent, monthly_income, average_household_income, current_bank_balance, household_size, ...figures } =
      values;
    // The API would also take null ("not given"); this form always asks for the numbers.
    onSubmit({
      monthlyIncome: Number(monthly_income),
      averageHouseholdIncome: Number(average_household_income),
      currentBankBalance: Number(current_bank_balance),
      householdSize: household_size ?? null,
      isDependent: is_dependent === 'yes',
      figures,
      prescription: prescription?.[0] ?? null,
    });
  }

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="donatee-form-title">
      <StepHeading id="donatee-form-title" className="text-center text-2xl font-bold text-slate-900">
        {t('donateeForm')}
      </StepHeading>
      <FormTextField name="monthly_income" label={t('monthlyIncome')} {...MONEY_INPUT} />
      <FormTextField name="average_household_income" label={t('householdIncome')} {...MONEY_INPUT} />
      <FormTextField name="current_bank_balance" label={t('bankBalance')} {...MONEY_INPUT} />
      <HouseholdSizeField label={t('householdSize')} hint={t('householdSizeHint')} />
      <FormYesNoField name="is_dependent" legend={t('dependentQuestion')} required framed />
      <PrescriptionInputs uploadLabel={t('prescriptionUpload')} fileRequired={fileRequired} />
      <FormRootMessage />
      <FormSubmitButton busy={busy} fullWidth busyLabel={t('loading')}>
        {t('submit')}
      </FormSubmitButton>
    </Form>
  );
}
