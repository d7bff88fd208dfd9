import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  BULK_APPROVE_MAX,
  type ApplicationStatus,
  type BulkApproveResult,
} from '@onepair/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { selectionColumn } from '@/components/table/selection-column';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { FilterBar } from '../../components/list-page/filter-bar';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { dateTime, money } from '../../lib/format';
import type { StaffApplicationRow } from '../../lib/types';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useStaffApplications } from '../api/get-applications';
import { staffApplicationsTexts } from '../texts';
import { personLabel } from '../../lib/person-label';

import { BulkApproveDialog, BulkApproveOutcome } from './bulk-approve';

/** The statuses a queue can show: an application never submitted is not staff's to review. */
export const QUEUE_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== 'not_submitted');
const DEFAULT_STATUS: ApplicationStatus = 'submitted';

const FILTERS = [
  {
    name: 'status',
    label: staffApplicationsTexts.t('status'),
    kind: 'select',
    options: QUEUE_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
  },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['status'] as const;

const helper = columnsFor<StaffApplicationRow>();
const columns = [
  helper.accessor('username', {
    header: staffApplicationsTexts.t('columnApplicant'),
    cell: ({ row }) => (
      <Link to={paths.staffApplication(row.original.donatee_id)} className="font-semibold text-blue-700 underline">
        {personLabel(row.original)}
      </Link>
    ),
  }),
  helper.accessor('partner_name', {
    header: staffApplicationsTexts.t('columnPartner'),
    cell: ({ getValue }) => (getValue() as string | null) ?? staffApplicationsTexts.t('alone'),
  }),
  helper.accessor('status', {
    header: staffApplicationsTexts.t('columnStatus'),
    cell: ({ getValue }) => APPLICATION_STATUS_LABELS[getValue() as ApplicationStatus],
  }),
  helper.accessor('submitted_at', {
    header: staffApplicationsTexts.t('columnSubmitted'),
    cell: ({ getValue }) => dateTime(getValue() as string | null),
  }),
  helper.accessor('household_size', {
    header: staffApplicationsTexts.t('columnHousehold'),
    cell: ({ getValue }) => (getValue() as number | null) ?? staffApplicationsTexts.t('notGiven'),
  }),
  helper.accessor('monthly_income', {
    header: staffApplicationsTexts.t('columnIncome'),
    cell: ({ getValue }) => money(getValue() as number | null),
  }),
  helper.accessor('within_limit', {
    header: staffApplicationsTexts.t('eligibilityHint'),
    cell: ({ getValue }) => verdict(getValue() as boolean | null | undefined),
  }),
];

/** The eligibility hint's verdict, as the application's page words it. */
function verdict(withinLimit: boolean | null | undefined): string {
  if (withinLimit === true) return staffApplicationsTexts.t('withinLimit');
  return staffApplicationsTexts.t(withinLimit === false ? 'aboveLimit' : 'cannotTell');
}

/** Only a submitted application the hint marks within the limit may be approved with others. */
const approvable = (row: StaffApplicationRow) => row.status === 'submitted' && row.within_limit === true;

function isQueueStatus(value: string): value is ApplicationStatus {
  return QUEUE_STATUSES.includes(value as ApplicationStatus);
}

/**
 * /staff/applications: the review queue, in one status at a time (the address keeps it).
 * Submitted applications the eligibility hint marks within the limit can be selected and
 * approved together, after a confirmation that names each person.
 */
export default function ApplicationsPage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const status = isQueueStatus(filters.values.status) ? filters.values.status : DEFAULT_STATUS;
  const list = useStaffApplications(status);
  const t = useTexts(staffApplicationsTexts);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ results: BulkApproveResult[]; names: Map<number, string> }>();
  const rows = list.rows ?? [];
  const chosen = rows.filter((row) => selected.includes(row.donatee_id) && approvable(row));

  const tableColumns = useMemo(() => {
    if (status !== 'submitted') return columns;
    return [
      selectionColumn<StaffApplicationRow>({
        header: t('selectColumn'),
        selectable: approvable,
        idOf: (row) => row.donatee_id,
        label: (row) => t('selectApplication', { person: personLabel(row) }),
        selected,
        onChange: setSelected,
      }),
      ...columns,
    ];
  }, [status, selected, t]);

  return (
    <StaffListPage
      texts={{
        title: t('title'),
        caption: t('caption', { status: APPLICATION_STATUS_LABELS[status].toLowerCase() }),
        empty: t('empty'),
      }}
      filters={
        <FilterBar
          fields={FILTERS}
          values={{ status }}
          onChange={(name, value) => {
            setSelected([]);
            setOutcome(undefined);
            filters.apply({ [name]: value });
          }}
        >
          {status === 'submitted' && (
            <Button disabled={chosen.length === 0 || chosen.length > BULK_APPROVE_MAX} onClick={() => setConfirming(true)}>
              {t('approveSelected', { count: chosen.length })}
            </Button>
          )}
        </FilterBar>
      }
      list={list}
      table={{
        columns: tableColumns,
        rowKey: 'donatee_id',
      }}
      footer={
        <BulkApproveDialog
          applications={confirming ? chosen : []}
          onClose={() => setConfirming(false)}
          onDone={(results) => {
            setOutcome({ results, names: new Map(chosen.map((row) => [row.donatee_id, personLabel(row)])) });
            setSelected([]);
            setConfirming(false);
          }}
        />
      }
    >
      {outcome && <BulkApproveOutcome results={outcome.results} names={outcome.names} />}
    </StaffListPage>
  );
}
