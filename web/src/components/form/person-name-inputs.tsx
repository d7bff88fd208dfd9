import { PERSON_NAME_MAX_LENGTH } from '@onepair/contract';

import { FormTextField } from './form';

export interface PersonNameInputsProps {
  /** Said under the pair: what the names are for (the parcel, the receipts). */
  hint: string;
  /** A recipient must give both; a donor may leave them empty. */
  required?: boolean;
}

/** Limits said in the field, not cut silently. */
const LIMIT_HINT = `Up to ${PERSON_NAME_MAX_LENGTH} characters each.`;

/**
 * A person's first and last name inside a Form (`first_name`, `last_name`), side by side on wide
 * screens, as sign-up's details step, the account page and the claim dialog ask for them.
 */
export function PersonNameInputs({ hint, required = false }: PersonNameInputsProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          name="first_name"
          label="First name"
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          sayLimit={false}
          required={required}
        />
        <FormTextField
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          sayLimit={false}
          required={required}
        />
      </div>
      <p className="text-sm text-slate-600">
        {hint} {LIMIT_HINT}
      </p>
    </div>
  );
}
