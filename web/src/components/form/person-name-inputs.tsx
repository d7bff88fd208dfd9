import { PERSON_NAME_MAX_LENGTH } from '@onepair/contract';

import { useTexts } from '@/i18n';
import { formatCount } from '@/lib/format-number';

import { FormTextField } from './form';
import { formTexts } from './texts';

export interface PersonNameInputsProps {
  /** Said under the pair: what the names are for (the parcel, the receipts). */
  hint: string;
  /** A recipient must give both; a donor may leave them empty. */
  required?: boolean;
}

/**
 * A person's first and last name inside a Form (`first_name`, `last_name`), side by side on wide
 * screens, as sign-up's details step, the account page and the claim dialog ask for them.
 */
export function PersonNameInputs({ hint, required = false }: PersonNameInputsProps) {
  const t = useTexts(formTexts);
  // The limit is said under the pair, so that a long name is not cut silently.
  const limitHint = t('upToCharactersEach', { limit: formatCount(PERSON_NAME_MAX_LENGTH) });
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          name="first_name"
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          sayLimit={false}
          required={required}
        />
        <FormTextField
          name="last_name"
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          sayLimit={false}
          required={required}
        />
      </div>
      <p className="text-sm text-slate-600">
        {hint} {limitHint}
      </p>
    </div>
  );
}
