import { PRESCRIPTION_CONTENT_TYPES, PRESCRIPTION_MAX_BYTES } from '@onepair/contract';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { DonateeApplication } from '@/features/account/api/update-donatee';
import { fieldError, formError } from '@/lib/api-client';

import { AUTH_TEXTS } from '../lib/texts';

import { FormMessage } from './form-message';

export interface DonateeFormStepProps {
  busy: boolean;
  error: unknown;
  onSubmit: (application: DonateeApplication) => void;
}

export const PRESCRIPTION_TOO_LARGE = `The picture must be at most ${PRESCRIPTION_MAX_BYTES / 1024 / 1024} MB.`;
export const PRESCRIPTION_WRONG_TYPE = 'Please choose a JPEG, PNG or WebP picture, or a PDF.';

/** Step 3, the Donatee Form: incomes and balance (numbers), dependent (Yes/No), prescription upload. */
export function DonateeFormStep({ busy, error, onSubmit }: DonateeFormStepProps) {
  const [values, setValues] = useState({ monthly: '', household: '', balance: '' });
  const [dependent, setDependent] = useState<'yes' | 'no' | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  const fileId = useId();
  const fileMessageId = `${fileId}-message`;
  const radioName = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (fileProblem) return;
    onSubmit({
      monthlyIncome: Number(values.monthly),
      averageHouseholdIncome: Number(values.household),
      currentBankBalance: Number(values.balance),
      isDependent: dependent === 'yes',
      prescription: file,
    });
  }

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (!chosen) setFileProblem(undefined);
    else if (chosen.size > PRESCRIPTION_MAX_BYTES) setFileProblem(PRESCRIPTION_TOO_LARGE);
    else if (chosen.type && !(PRESCRIPTION_CONTENT_TYPES as readonly string[]).includes(chosen.type))
      setFileProblem(PRESCRIPTION_WRONG_TYPE);
    else setFileProblem(undefined);
  }

  const number = (key: keyof typeof values, label: string, ...errorFields: string[]) => (
    <TextField
      label={label}
      name={errorFields[0]}
      type="number"
      inputMode="decimal"
      min="0"
      step="0.01"
      required
      value={values[key]}
      onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
      error={fieldError(error, ...errorFields)}
    />
  );

  const fileError = fileProblem ?? fieldError(error, 'prescription');
  const dependentError = fieldError(error, 'is_dependent');

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="donatee-form-title">
      <h2 id="donatee-form-title" className="text-center text-2xl font-bold text-slate-900">
        {AUTH_TEXTS.donateeForm}
      </h2>
      {number('monthly', 'Monthly Income', 'monthly_income')}
      {number('household', 'Household Income', 'average_household_income')}
      {number('balance', 'Current Bank Balance', 'current_bank_ballance', 'current_bank_balance')}
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
                name={radioName}
                value={option}
                required
                checked={dependent === option}
                onChange={() => setDependent(option)}
                className="h-4 w-4 accent-blue-600"
              />
              {option === 'yes' ? AUTH_TEXTS.yes : AUTH_TEXTS.no}
            </label>
          ))}
        </div>
        {dependentError && <p className="mt-1 text-sm text-red-700">{dependentError}</p>}
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
          name="prescription"
          type="file"
          required
          accept={PRESCRIPTION_CONTENT_TYPES.join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? fileMessageId : undefined}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          className="block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-600 file:px-3 file:py-1.5 file:font-semibold file:text-white"
        />
        {fileError && (
          <p id={fileMessageId} role="alert" className="mt-1 text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      <FormMessage message={formError(error)} />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? AUTH_TEXTS.loading : AUTH_TEXTS.submit}
      </Button>
    </form>
  );
}
