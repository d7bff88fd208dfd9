import type { ReactNode } from 'react';

import { FilterField, type FilterDefinition } from './filter-field';

export interface FilterBarProps<N extends string> {
  fields: ReadonlyArray<FilterDefinition<N>>;
  /** The values shown (the page's defaults filled in where the address has none). */
  values: Record<N, string>;
  onChange: (name: N, value: string) => void;
  /** Actions beside the filters (e.g. on the selected rows). */
  children?: ReactNode;
}

/** Filters that apply as soon as they change: a choice of status, an "only these" checkbox. */
export function FilterBar<N extends string>({ fields, values, onChange, children }: FilterBarProps<N>) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {fields.map((field) => (
        <FilterField key={field.name} field={field} value={values[field.name]} onChange={(value) => onChange(field.name, value)} />
      ))}
      {children}
    </div>
  );
}
