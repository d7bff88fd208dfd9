import { useId } from 'react';

/** One filter above a staff list: a text, search or date box, a choice, or a checkbox. */
export type FilterDefinition<N extends string = string> =
  | { name: N; label: string; kind: 'text' | 'search' | 'date'; hint?: string }
  | {
      name: N;
      label: string;
      kind: 'select';
      options: ReadonlyArray<{ value: string; label: string }>;
      /** A first choice with the value '' (no filter), e.g. "All regions". */
      anyLabel?: string;
    }
  /** Checked means `checkedValue` in the address; unchecked leaves the filter out. */
  | { name: N; label: string; kind: 'checkbox'; checkedValue: string };

export interface FilterFieldProps {
  field: FilterDefinition;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A refused value: shown under the field and tied to it for assistive technology. */
  error?: string;
  /** For the form that moves the focus to a refused field. */
  ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

const boxClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600';

/**
 * A labelled filter field. The label names the control, a hint and an error are read with it,
 * and every control is a native one, so the keyboard works as everywhere else.
 */
export function FilterField({ field, value, onChange, onBlur, error, ref }: FilterFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  if (field.kind === 'checkbox') {
    return (
      <span className="flex items-center gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="h-5 w-5"
          checked={value === field.checkedValue}
          onChange={(event) => onChange(event.target.checked ? field.checkedValue : '')}
          onBlur={onBlur}
        />
        <label htmlFor={id} className="text-slate-800">
          {field.label}
        </label>
      </span>
    );
  }

  const hint = field.kind !== 'select' ? field.hint : undefined;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    ref,
    id,
    value,
    onBlur,
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
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {field.anyLabel !== undefined && <option value="">{field.anyLabel}</option>}
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.kind} onChange={(event) => onChange(event.target.value)} />
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
