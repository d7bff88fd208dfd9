import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@onepair/contract';
import { Link, useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import { StatusSelect } from '../../components/status-select';
import { dateTime, money } from '../../lib/format';
import type { StaffApplicationRow } from '../../lib/types';
import { useStaffApplications } from '../api/get-applications';

/** The statuses a queue can show: an application never submitted is not staff's to review. */
export const QUEUE_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== 'not_submitted');
const DEFAULT_STATUS: ApplicationStatus = 'submitted';

export const APPLICATIONS_TEXTS = {
  title: 'Applications',
  status: 'Status',
  caption: (status: ApplicationStatus) => `Applications: ${APPLICATION_STATUS_LABELS[status].toLowerCase()}, oldest first`,
  empty: 'No applications in this status.',
} as const;

const helper = columnsFor<StaffApplicationRow>();
const columns = [
  helper.accessor('username', {
    header: 'Applicant',
    cell: ({ row }) => (
      <Link to={paths.staffApplication(row.original.donatee_id)} className="font-semibold text-blue-700 underline">
        {row.original.username}
      </Link>
    ),
  }),
  helper.accessor('status', { header: 'Status', cell: ({ getValue }) => APPLICATION_STATUS_LABELS[getValue() as ApplicationStatus] }),
  helper.accessor('submitted_at', { header: 'Submitted', cell: ({ getValue }) => dateTime(getValue() as string | null) }),
  helper.accessor('household_size', { header: 'Household', cell: ({ getValue }) => (getValue() as number | null) ?? 'Not given' }),
  helper.accessor('monthly_income', { header: 'Monthly income', cell: ({ getValue }) => money(getValue() as number | null) }),
];

function isQueueStatus(value: string | null): value is ApplicationStatus {
  return QUEUE_STATUSES.includes(value as ApplicationStatus);
}

/** /staff/applications: the review queue, in one status at a time (the address keeps it). */
export default function ApplicationsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status = isQueueStatus(asked) ? asked : DEFAULT_STATUS;
  const list = useStaffApplications(status);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{APPLICATIONS_TEXTS.title}</h1>
      <div className="flex items-center gap-2">
        <StatusSelect
          label={APPLICATIONS_TEXTS.status}
          value={status}
          options={QUEUE_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }))}
          onChange={(value) => setSearch({ status: value }, { replace: true })}
        />
      </div>
      <DataTable
        caption={APPLICATIONS_TEXTS.caption(status)}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(row) => String(row.donatee_id)}
        emptyMessage={APPLICATIONS_TEXTS.empty}
        {...list.tableProps}
      />
    </div>
  );
}
