import { MAX_HOUSEHOLD_SIZE } from '@onepair/contract';

import { FormTextField } from '@/components/form/form';

import { optionalNumber } from './prescription';

/**
 * How many people live in the applicant's household, bound to `household_size` of the surrounding
 * Form: a whole number from 1 to the contract's limit, or nothing (null) while the field is empty.
 */
export function HouseholdSizeField({ label, hint, required }: { label: string; hint?: string; required?: boolean }) {
  return (
    <FormTextField
      name="household_size"
      label={label}
      hint={hint}
      required={required}
      type="number"
      inputMode="numeric"
      min="1"
      max={String(MAX_HOUSEHOLD_SIZE)}
      step="1"
      options={{ setValueAs: optionalNumber }}
    />
  );
}
