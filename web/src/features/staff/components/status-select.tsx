import { useId } from 'react';

export interface StatusSelectProps<S extends string> {
  label: string;
  value: S;
  /** The choices in the order shown, each with the words the list uses for it. */
  options: ReadonlyArray<{ value: S; label: string }>;
  onChange: (value: S) => void;
}

/** The labelled status filter above a staff list; the page keeps the choice in the address. */
export function StatusSelect<S extends string>({ label, value, options, onChange }: StatusSelectProps<S>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
