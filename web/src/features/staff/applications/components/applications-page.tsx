import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@onepair/contract';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import { FilterBar } from '../../components/list-page/filter-bar';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime, money } from '../../lib/format';
import type { StaffApplicationRow } from '../../lib/types';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useStaffApplications } from '../api/get-applications';
import { APPLICATIONS_TEXTS } from '../lib/texts';
import { personLabel } from '../../lib/person-label';

/** The statuses a queue can show: an application never submitted is not staff's to review. */
export const QUEUE_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== 'not_submitted');
const DEFAULT_STATUS: ApplicationStatus = 'submitted';

const FILTERS = [
  {
    name: 'status',
    label: APPLICATIONS_TEXTS.status,
    kind: 'select',
    options: QUEUE_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
  },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['status'] as const;

const helper = columnsFor<StaffApplicationRow>();
const columns = [
  helper.accessor('username', {
    header: APPLICATIONS_TEXTS.columns.applicant,
    cell: ({ row }) => (
      <Link to={paths.staffApplication(row.original.donatee_id)} className="font-semibold text-blue-700 underline">
        {personLabel(row.original)}
      </Link>
    ),
  }),
  helper.accessor('status', {
    header: APPLICATIONS_TEXTS.columns.status,
    cell: ({ getValue }) => APPLICATION_STATUS_LABELS[getValue() as ApplicationStatus],
  }),
  helper.accessor('submitted_at', {
    header: APPLICATIONS_TEXTS.columns.submitted,
    cell: ({ getValue }) => dateTime(getValue() as string | null),
  }),
  helper.accessor('household_size', {
    header: APPLICATIONS_TEXTS.columns.household,
    cell: ({ getValue }) => (getValue() as number | null) ?? APPLICATIONS_TEXTS.notGiven,
  }),
  helper.accessor('monthly_income', {
    header: APPLICATIONS_TEXTS.columns.income,
    cell: ({ getValue }) => money(getValue() as number | null),
  }),
];

function isQueueStatus(value: string): value is ApplicationStatus {
  return QUEUE_STATUSES.includes(value as ApplicationStatus);
}

/** /staff/applications: the review queue, in one status at a time (the address keeps it). */
export default function ApplicationsPage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const status = isQueueStatus(filters.values.status) ? filters.values.status : DEFAULT_STATUS;
  const list = useStaffApplications(status);
  return (
    <StaffListPage
      texts={{ ...APPLICATIONS_TEXTS, caption: APPLICATIONS_TEXTS.caption(status) }}
      filters={<FilterBar fields={FILTERS} values={{ status }} onChange={(name, value) => filters.apply({ [name]: value })} />}
      list={list}
      table={{
        columns,
        rowKey: 'donatee_id',
      }}
    />
  );
}
