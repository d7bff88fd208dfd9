import { AUDIT_TARGET_TYPES, type AuditEntry } from '@onepair/contract';

import { columnsFor } from '@/components/table/data-table';

import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { AUDIT_TEXTS, TARGET_TYPE_LABELS } from '../lib/texts';

import { AuditChange } from './audit-change';

const FILTERS = [
  { name: 'actor_username', label: AUDIT_TEXTS.actor, kind: 'text' },
  { name: 'action', label: AUDIT_TEXTS.action, kind: 'text' },
  {
    name: 'target_type',
    label: AUDIT_TEXTS.targetType,
    kind: 'select',
    anyLabel: AUDIT_TEXTS.anyType,
    options: AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_TYPE_LABELS[type] })),
  },
  { name: 'target_id', label: AUDIT_TEXTS.targetId, kind: 'text' },
  { name: 'from', label: AUDIT_TEXTS.from, kind: 'date' },
  { name: 'to', label: AUDIT_TEXTS.to, kind: 'date' },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = FILTERS.map((filter) => filter.name);

const helper = columnsFor<AuditEntry>();
const columns = [
  helper.accessor('at', { header: AUDIT_TEXTS.columns.at, cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('actor_username', { header: AUDIT_TEXTS.columns.actor }),
  helper.accessor('action', { header: AUDIT_TEXTS.columns.action, cell: ({ getValue }) => <code>{getValue() as string}</code> }),
  helper.accessor((entry) => `${TARGET_TYPE_LABELS[entry.target_type] ?? entry.target_type} ${entry.target_id}`, {
    id: 'target',
    header: AUDIT_TEXTS.columns.target,
  }),
  helper.display({
    id: 'change',
    header: AUDIT_TEXTS.columns.change,
    enableSorting: false,
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  }),
];

/** /staff/audit: the audit log, filtered by who, what, which record and which days (the address keeps the filters). */
export default function AuditPage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const list = useAudit(filters.query as AuditFilters);
  return (
    <StaffListPage
      texts={AUDIT_TEXTS}
      filters={
        <FilterForm
          fields={FILTERS}
          filters={filters}
          label={AUDIT_TEXTS.filters}
          submitLabel={AUDIT_TEXTS.apply}
          clearLabel={AUDIT_TEXTS.clear}
          validate={lastDayNotBeforeFirst(AUDIT_TEXTS.fromAfterTo)}
        />
      }
      list={list}
      table={{
        columns,
        rowKey: 'id',
        sortable: true,
        columnChooser: true,
      }}
    />
  );
}
