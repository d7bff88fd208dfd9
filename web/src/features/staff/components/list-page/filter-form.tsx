import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import type { FilterValues, useUrlFilters } from '../../lib/use-url-filters';

import { FilterField, type FormFilterDefinition } from './filter-field';

export interface FilterFormProps<N extends string> {
  fields: ReadonlyArray<FormFilterDefinition<N>>;
  /** The page's `useUrlFilters`: the form shows its values and applies to it. */
  filters: ReturnType<typeof useUrlFilters<N>>;
  /** Names the form for assistive technology; a search form is a `search` landmark instead. */
  label?: string;
  search?: boolean;
  submitLabel: string;
  /** A button that removes every filter; none when not given. */
  clearLabel?: string;
  /** A rule across fields (e.g. the first day not after the last): the field to mark and why. */
  validate?: (values: FilterValues<N>) => { name: N; message: string } | undefined;
  /** Called when the filters are applied or cleared (e.g. to drop an earlier download's error). */
  onChange?: () => void;
}

/** The rule of a first and a last day (`from`, `to`): the last not before the first. */
export function lastDayNotBeforeFirst(message: string) {
  return ({ from, to }: FilterValues<'from' | 'to'>) => (from && to && to < from ? { name: 'to' as const, message } : undefined);
}

/**
 * Filters applied together with a button: what is typed stays in the form until "Apply", then
 * the address holds it. A value the rule refuses is named under its field, which takes the focus.
 */
export function FilterForm<N extends string>({
  fields,
  filters,
  label,
  search = false,
  submitLabel,
  clearLabel,
  validate,
  onChange,
}: FilterFormProps<N>) {
  const form = useForm<FilterValues<N>>({ values: filters.values });
  const submit = form.handleSubmit((values) => {
    const problem = validate?.(values);
    if (problem) {
      form.setError(problem.name as never, { message: problem.message }, { shouldFocus: true });
      return;
    }
    onChange?.();
    filters.apply(values as Partial<FilterValues<N>>);
  });
  const clear = () => {
    onChange?.();
    filters.clear();
  };
  const single = fields.length === 1;
  return (
    <form
      role={search ? 'search' : undefined}
      aria-label={label}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={
        single
          ? 'flex flex-wrap items-end gap-2'
          : 'grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3'
      }
    >
      {fields.map((field) => (
        <div key={field.name} className={single ? 'min-w-0 flex-1' : undefined}>
          <FilterField
            field={field}
            registration={form.register(field.name as never)}
            error={(form.formState.errors as Partial<Record<string, { message?: string }>>)[field.name]?.message}
          />
        </div>
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">{submitLabel}</Button>
        {clearLabel && (
          <Button type="button" variant="secondary" onClick={clear}>
            {clearLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
