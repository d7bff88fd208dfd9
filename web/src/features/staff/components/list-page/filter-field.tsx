import { useId, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One filter above a staff list: a text, search or date box, a choice, or a checkbox. */
export type FilterDefinition<N extends string = string> =
  | { name: N; label: string; kind: 'text' | 'search' | 'date'; hint?: string }
  | {
      name: N;
      label: string;
      kind: 'select';
      /** `lang` names the language of a label in another language than the page's ("Español"). */
      options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
      /** A first choice with the value '' (no filter), e.g. "All regions". */
      anyLabel?: string;
    }
  /** Checked means `checkedValue` in the address; unchecked leaves the filter out. */
  | { name: N; label: string; kind: 'checkbox'; checkedValue: string };

/** The filters a form applies together: every kind but the checkbox, which applies when changed. */
export type FormFilterDefinition<N extends string = string> = Exclude<FilterDefinition<N>, { kind: 'checkbox' }>;

interface CommonProps {
  /** A refused value: shown under the field and tied to it for assistive technology. */
  error?: string;
}

/** Either the field's value and what to do with a new one, or its registration in a form. */
export type FilterFieldProps =
  | (CommonProps & { field: FilterDefinition; value: string; onChange: (value: string) => void })
  | (CommonProps & { field: FormFilterDefinition; registration: UseFormRegisterReturn });

const boxClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600';

/**
 * A labelled filter field. The label names the control, a hint and an error are read with it,
 * and every control is a native one, so the keyboard works as everywhere else.
 */
export function FilterField(props: FilterFieldProps) {
  const { field, error } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  if (field.kind === 'checkbox') {
    const { value, onChange } = props as Extract<FilterFieldProps, { value: string }>;
    return (
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="h-5 w-5"
          checked={value === field.checkedValue}
          onChange={(event) => onChange(event.target.checked ? field.checkedValue : '')}
        />
        <label htmlFor={id} className="text-slate-800">
          {field.label}
        </label>
      </span>
    );
  }

  const hint = field.kind !== 'select' ? field.hint : undefined;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  // A form's field keeps its own value until the form is applied; a bar's shows the address's.
  const control =
    'registration' in props
      ? props.registration
      : { value: props.value, onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => props.onChange(event.target.value) };
  const common = {
    ...control,
    id,
    className: boxClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {field.label}
      </label>
      {field.kind === 'select' ? (
        <select {...common}>
          {field.anyLabel !== undefined && <option value="">{field.anyLabel}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} />
      )}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
