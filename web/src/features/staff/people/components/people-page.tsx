import type { StaffPersonRow } from '@onepair/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import type { FilterDefinition } from '../../components/list-page/filter-field';
import { FilterForm } from '../../components/list-page/filter-form';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { useUrlFilters } from '../../lib/use-url-filters';
import { usePeople } from '../api/get-people';
import { staffPeopleTexts } from '../texts';

const FILTER_NAMES = ['q'] as const;

const helper = columnsFor<StaffPersonRow>();
const columns = (t: typeof staffPeopleTexts.t) => [
  helper.accessor('username', {
    header: t('columnPerson'),
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={paths.staffPerson(row.original.id)} className="font-semibold text-blue-700 underline">
        {personLabel(row.original)}
      </Link>
    ),
  }),
  helper.accessor('email', { header: t('columnEmail'), cell: ({ getValue }) => (getValue() as string) || '—' }),
  helper.accessor('is_staff', {
    header: t('columnRole'),
    cell: ({ getValue }) => (getValue() ? t('staff') : t('member')),
  }),
  helper.accessor('is_active', {
    header: t('columnStatus'),
    cell: ({ getValue }) => (getValue() ? t('active') : <span className="font-semibold text-red-800">{t('deactivated')}</span>),
  }),
  helper.accessor('date_joined', { header: t('columnJoined'), cell: ({ getValue }) => dateTime(getValue() as string) }),
];

/** /staff/people: the user search (the address keeps the words searched for). */
export default function PeoplePage() {
  const t = useTexts(staffPeopleTexts);
  const tableColumns = useMemo(() => columns(t), [t]);
  const fields = useMemo(() => [{ name: 'q', label: t('search'), kind: 'search' }] as const satisfies ReadonlyArray<FilterDefinition>, [t]);
  const filters = useUrlFilters(FILTER_NAMES);
  const q = filters.values.q;
  const list = usePeople(q);
  return (
    <StaffListPage
      texts={{ title: t('title'), intro: t('intro'), caption: q ? t('captionMatching', { q }) : t('captionAll'), empty: t('empty') }}
      filters={<FilterForm fields={fields} filters={filters} search submitLabel={t('submit')} />}
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
