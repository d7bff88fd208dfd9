import { AUDIT_TARGET_TYPES, type AuditEntry } from '@onepair/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { Button } from '@/components/ui/button';

import { dateTime } from '../../lib/format';
import { useAudit, type AuditFilters } from '../api/get-audit';

import { AuditChange } from './audit-change';

export const AUDIT_TEXTS = {
  title: 'Audit log',
  intro: 'Every change staff make, with who made it, when, and the record before and after. Entries are never changed or removed.',
  filters: 'Filter the log',
  actor: 'Staff username',
  action: 'Action (e.g. claim.ship)',
  targetType: 'Record type',
  anyType: 'Any',
  targetId: 'Record id',
  from: 'From (day)',
  to: 'To (day)',
  apply: 'Apply filters',
  clear: 'Clear',
  caption: 'Audit entries, newest first',
  empty: 'No entries match these filters.',
  fromAfterTo: 'The first day must not be after the last day.',
} as const;

export const TARGET_TYPE_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  glasses: 'Catalogue item',
  application: 'Application',
  claim: 'Claim',
  user: 'User',
  donation: 'Donation',
  outbox: 'Mail',
  claim_message: 'Support message',
  account: 'Account',
};

const FILTER_NAMES = ['actor_username', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterValues = Record<(typeof FILTER_NAMES)[number], string>;

const helper = columnsFor<AuditEntry>();
const columns = [
  helper.accessor('at', { header: 'When', cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('actor_username', { header: 'Who' }),
  helper.accessor('action', { header: 'Action', cell: ({ getValue }) => <code>{getValue() as string}</code> }),
  helper.accessor((entry) => `${TARGET_TYPE_LABELS[entry.target_type] ?? entry.target_type} ${entry.target_id}`, {
    id: 'target',
    header: 'Record',
  }),
  helper.display({
    id: 'change',
    header: 'Change',
    enableSorting: false,
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  }),
];

function filtersFrom(search: URLSearchParams): FilterValues {
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name) ?? ''])) as FilterValues;
}

/** /staff/audit: the audit log, filtered by who, what, which record and which days (the address keeps the filters). */
export default function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const applied = filtersFrom(search);
  const list = useAudit(Object.fromEntries(Object.entries(applied).filter(([, value]) => value !== '')) as AuditFilters);
  const form = useForm<FilterValues>({ values: applied });
  const id = useId();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    if (values.from && values.to && values.from > values.to) {
      form.setError('to', { message: AUDIT_TEXTS.fromAfterTo }, { shouldFocus: true });
      return;
    }
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) if (values[name].trim() !== '') next.set(name, values[name].trim());
    setSearch(next, { replace: true });
  });

  const field = (name: Exclude<keyof FilterValues, 'target_type'>, label: string, type = 'text') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2"
        {...form.register(name)}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-red-800">
          {errors[name].message}
        </p>
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{AUDIT_TEXTS.title}</h1>
      <p className="text-slate-700">{AUDIT_TEXTS.intro}</p>
      <form onSubmit={submit} aria-label={AUDIT_TEXTS.filters} className="rounded-2xl bg-white p-4 shadow-sm" noValidate>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {field('actor_username', AUDIT_TEXTS.actor)}
          {field('action', AUDIT_TEXTS.action)}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-target_type`} className="text-sm font-semibold text-slate-800">
              {AUDIT_TEXTS.targetType}
            </label>
            <select
              id={`${id}-target_type`}
              className="rounded-md border border-slate-300 bg-white px-3 py-2"
              {...form.register('target_type')}
            >
              <option value="">{AUDIT_TEXTS.anyType}</option>
              {AUDIT_TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TARGET_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          {field('target_id', AUDIT_TEXTS.targetId)}
          {field('from', AUDIT_TEXTS.from, 'date')}
          {field('to', AUDIT_TEXTS.to, 'date')}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit">{AUDIT_TEXTS.apply}</Button>
          <Button type="button" variant="secondary" onClick={() => setSearch(new URLSearchParams(), { replace: true })}>
            {AUDIT_TEXTS.clear}
          </Button>
        </div>
      </form>
      <DataTable
        caption={AUDIT_TEXTS.caption}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(entry) => String(entry.id)}
        emptyMessage={AUDIT_TEXTS.empty}
        sortable
        columnChooser
        {...list.tableProps}
      />
    </div>
  );
}
