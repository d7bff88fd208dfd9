import type { StaffPersonRow } from '@onepair/contract';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import type { FilterDefinition } from '../../components/list-page/filter-field';
import { FilterForm } from '../../components/list-page/filter-form';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { usePeople } from '../api/get-people';
import { PEOPLE_TEXTS } from '../lib/texts';
import { personLabel } from '../../lib/person-label';

const FILTERS = [{ name: 'q', label: PEOPLE_TEXTS.search, kind: 'search' }] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['q'] as const;

const helper = columnsFor<StaffPersonRow>();
const columns = [
  helper.accessor('username', {
    header: PEOPLE_TEXTS.columns.username,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={paths.staffPerson(row.original.id)} className="font-semibold text-blue-700 underline">
        {personLabel(row.original)}
      </Link>
    ),
  }),
  helper.accessor('email', { header: PEOPLE_TEXTS.columns.email, cell: ({ getValue }) => (getValue() as string) || '—' }),
  helper.accessor('is_staff', {
    header: PEOPLE_TEXTS.columns.role,
    cell: ({ getValue }) => (getValue() ? PEOPLE_TEXTS.staff : PEOPLE_TEXTS.member),
  }),
  helper.accessor('is_active', {
    header: PEOPLE_TEXTS.columns.status,
    cell: ({ getValue }) =>
      getValue() ? PEOPLE_TEXTS.active : <span className="font-semibold text-red-800">{PEOPLE_TEXTS.deactivated}</span>,
  }),
  helper.accessor('date_joined', { header: PEOPLE_TEXTS.columns.joined, cell: ({ getValue }) => dateTime(getValue() as string) }),
];

/** /staff/people: the user search (the address keeps the words searched for). */
export default function PeoplePage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const q = filters.values.q;
  const list = usePeople(q);
  return (
    <StaffListPage
      texts={{ ...PEOPLE_TEXTS, caption: PEOPLE_TEXTS.caption(q) }}
      filters={<FilterForm fields={FILTERS} filters={filters} search submitLabel={PEOPLE_TEXTS.submit} />}
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
