import { AUDIT_TARGET_TYPES, type AuditEntry } from '@onepair/contract';
import { useMemo } from 'react';

import { columnsFor } from '@/components/table/data-table';
import { useTexts, type TextKey } from '@/i18n';

import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { staffAuditTexts } from '../texts';

import { AuditChange } from './audit-change';

type AuditKey = TextKey<typeof staffAuditTexts>;

const TARGET_TYPE_KEYS: Record<(typeof AUDIT_TARGET_TYPES)[number], AuditKey> = {
  glasses: 'typeGlasses',
  application: 'typeApplication',
  claim: 'typeClaim',
  user: 'typeUser',
  donation: 'typeDonation',
  outbox: 'typeOutbox',
  claim_message: 'typeClaimMessage',
  account: 'typeAccount',
  mail_template: 'typeMailTemplate',
  partner: 'typePartner',
};

/** A record type in words; a type this console does not know yet as the server names it. */
const targetTypeLabel = (t: typeof staffAuditTexts.t, type: string) =>
  Object.hasOwn(TARGET_TYPE_KEYS, type) ? t(TARGET_TYPE_KEYS[type as keyof typeof TARGET_TYPE_KEYS]) : type;

const filterFields = (t: typeof staffAuditTexts.t) =>
  [
    { name: 'actor_username', label: t('actor'), kind: 'text' },
    { name: 'action', label: t('action'), kind: 'text' },
    {
      name: 'target_type',
      label: t('targetType'),
      kind: 'select',
      anyLabel: t('anyType'),
      options: AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetTypeLabel(t, type) })),
    },
    { name: 'target_id', label: t('targetId'), kind: 'text' },
    { name: 'from', label: t('from'), kind: 'date' },
    { name: 'to', label: t('to'), kind: 'date' },
  ] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['actor_username', 'action', 'target_type', 'target_id', 'from', 'to'] as const;

const helper = columnsFor<AuditEntry>();
const columns = (t: typeof staffAuditTexts.t) => [
  helper.accessor('at', { header: t('columnAt'), cell: ({ getValue }) => dateTime(getValue() as string) }),
  helper.accessor('actor_username', { header: t('columnActor') }),
  helper.accessor('action', { header: t('columnAction'), cell: ({ getValue }) => <code>{getValue() as string}</code> }),
  helper.accessor((entry) => `${targetTypeLabel(t, entry.target_type)} ${entry.target_id}`, {
    id: 'target',
    header: t('columnTarget'),
  }),
  helper.display({
    id: 'change',
    header: t('columnChange'),
    enableSorting: false,
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  }),
];

/** /staff/audit: the audit log, filtered by who, what, which record and which days (the address keeps the filters). */
export default function AuditPage() {
  const t = useTexts(staffAuditTexts);
  const fields = useMemo(() => filterFields(t), [t]);
  const tableColumns = useMemo(() => columns(t), [t]);
  const filters = useUrlFilters(FILTER_NAMES);
  const list = useAudit(filters.query as AuditFilters);
  return (
    <StaffListPage
      texts={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      filters={
        <FilterForm
          fields={fields}
          filters={filters}
          label={t('filters')}
          submitLabel={t('apply')}
          clearLabel={t('clear')}
          validate={lastDayNotBeforeFirst(t('fromAfterTo'))}
        />
      }
      list={list}
      table={{
        columns: tableColumns,
        rowKey: 'id',
        sortable: true,
        columnChooser: true,
      }}
    />
  );
}
