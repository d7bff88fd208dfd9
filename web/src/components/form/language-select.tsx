import { LANGUAGE_NAMES, LANGUAGES } from '@onepair/contract';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';

import { LabelledField } from './labelled-field';

export interface FormLanguageSelectProps {
  label: string;
  hint?: string;
  /** The form value it is bound to; `language` by default, as in the contract's schemas. */
  name?: string;
  /** `language` by default; `off` where the form is about someone other than the person typing. */
  autoComplete?: string;
}

/**
 * The languages OnePair speaks, as a select bound to a value of the surrounding Form. Each
 * language is named in itself and marked with its `lang`, so a screen reader says it rightly.
 */
export function FormLanguageSelect({ label, hint, name = 'language', autoComplete = 'language' }: FormLanguageSelectProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error: FieldError | undefined = get(errors, name);
  return (
    <LabelledField label={label} hint={hint} error={error?.message}>
      {(control) => (
        <select
          {...control}
          {...register(name)}
          autoComplete={autoComplete}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:w-72"
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
