import { DonateeApplicationFields, PRESCRIPTION_CONTENT_TYPES, PRESCRIPTION_MAX_BYTES } from '@onepair/contract';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';

import { Form, FormRootMessage, FormTextField } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { useSchemaForm, useServerErrors } from '@/lib/forms';

import type { DonateeApplication } from '../api/update-donatee';
import { AUTH_TEXTS } from '../lib/texts';

export interface DonateeFormStepProps {
  busy: boolean;
  error: unknown;
  onSubmit: (application: DonateeApplication) => void;
}

export const PRESCRIPTION_TOO_LARGE = `The picture must be at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`;
export const PRESCRIPTION_WRONG_TYPE = 'Please choose a JPEG, PNG or WebP picture, or a PDF.';

/** Why a chosen prescription file cannot be sent, or undefined: checked as soon as it is chosen, and again on submit. */
function prescriptionProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (file.size > PRESCRIPTION_MAX_BYTES) return PRESCRIPTION_TOO_LARGE;
  if (file.type && !(PRESCRIPTION_CONTENT_TYPES as readonly string[]).includes(file.type)) return PRESCRIPTION_WRONG_TYPE;
  return undefined;
}

type DonateeFormValues = DonateeApplicationFields & { prescription?: FileList };

const NUMBER_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  min: '0',
  step: '0.01',
  required: true,
  options: { valueAsNumber: true },
} as const;

/** Step 3, the Donatee Form: incomes and balance (numbers), dependent (Yes/No), prescription upload. */
export function DonateeFormStep({ busy, error, onSubmit }: DonateeFormStepProps) {
  const form = useSchemaForm(DonateeApplicationFields, {
    check: (values) => ({ prescription: prescriptionProblem((values as DonateeFormValues).prescription?.[0]) }),
  });
  useServerErrors(form, error);
  const formState = useFormState({ control: form.control });
  const fileId = useId();
  const fileMessageId = `${fileId}-message`;
  const dependentMessageId = useId();

  function submit(values: DonateeFormValues) {
    const prescription = values.prescription?.[0];
    // The API would also take null ("not given"); this form always asks for the numbers.
    onSubmit({
      monthlyIncome: Number(values.monthly_income),
      averageHouseholdIncome: Number(values.average_household_income),
      currentBankBalance: Number(values.current_bank_balance),
      isDependent: values.is_dependent === 'yes',
      prescription: prescription ?? null,
    });
  }

  const fileError = form.getFieldState('prescription', formState).error?.message;
  const dependentError = form.getFieldState('is_dependent', formState).error?.message;

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="donatee-form-title">
      <h2 id="donatee-form-title" className="text-center text-2xl font-bold text-slate-900">
        {AUTH_TEXTS.donateeForm}
      </h2>
      <FormTextField name="monthly_income" label="Monthly Income" {...NUMBER_INPUT} />
      <FormTextField name="average_household_income" label="Household Income" {...NUMBER_INPUT} />
      <FormTextField name="current_bank_balance" label="Current Bank Balance" {...NUMBER_INPUT} />
      <fieldset className="rounded-lg border border-slate-300 px-3 pt-1 pb-3">
        <legend className="px-1 font-medium text-slate-800">
          {AUTH_TEXTS.dependentQuestion}{' '}
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </legend>
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((option) => (
            <label key={option} className="flex min-h-10 items-center gap-2">
              <input
                type="radio"
                value={option}
                required
                aria-invalid={dependentError ? true : undefined}
                aria-describedby={dependentError ? dependentMessageId : undefined}
                {...form.register('is_dependent')}
                className="h-4 w-4 accent-blue-600"
              />
              {option === 'yes' ? AUTH_TEXTS.yes : AUTH_TEXTS.no}
            </label>
          ))}
        </div>
        {dependentError && (
          <p id={dependentMessageId} role="alert" className="mt-1 text-sm text-red-700">
            {dependentError}
          </p>
        )}
      </fieldset>
      <div>
        <div className="mb-1 flex gap-1">
          <label htmlFor={fileId} className="font-medium text-slate-800">
            {AUTH_TEXTS.prescriptionUpload}
          </label>
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        </div>
        <input
          id={fileId}
          type="file"
          required
          accept={PRESCRIPTION_CONTENT_TYPES.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? fileMessageId : undefined}
          {...form.register('prescription', { onChange: () => form.trigger('prescription') })}
          className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
        />
        {fileError && (
          <p id={fileMessageId} role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <FormRootMessage />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? AUTH_TEXTS.loading : AUTH_TEXTS.submit}
      </Button>
    </Form>
  );
}
