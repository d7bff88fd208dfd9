import { regionName, type DonationStatus, type StaffDonationRow } from '@onepair/contract';
import { useMemo, type ReactNode } from 'react';

import { DataTable, columnsFor, type DataTableColumn } from '@/components/table/data-table';

import { DonationAmount } from '../../components/donation-amount';
import { dateTime } from '../../lib/format';

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
};

export const DONATIONS_TABLE_TEXTS = {
  caption: 'Donations, newest first',
  sortedNote: 'Sorting orders the donations loaded so far; load more to sort more of them.',
  erasedDonor: 'Erased account',
  empty: 'No donations match this filter.',
  actions: 'Actions',
} as const;

const STATUS_STYLES: Record<DonationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
};

const helper = columnsFor<StaffDonationRow>();

/** The columns, each with the name the visibility menu and the sort button use. */
function baseColumns(): DataTableColumn<StaffDonationRow>[] {
  return [
    helper.accessor('date', { id: 'date', header: 'Date', sortFn: 'alphanumeric', sortDescFirst: true }),
    helper.accessor('amount', {
      id: 'amount',
      header: 'Amount',
      sortFn: 'basic',
      sortDescFirst: true,
      cell: ({ row }) => <DonationAmount donation={row.original} />,
    }),
    helper.accessor((row) => row.donor?.username ?? '', {
      id: 'donor',
      header: 'Donor',
      sortFn: 'alphanumeric',
      cell: ({ row }) =>
        row.original.donor ? (
          <>
            {row.original.donor.username}
            <span className="block text-slate-600">{row.original.donor.email}</span>
          </>
        ) : (
          <span className="text-slate-600 italic">{DONATIONS_TABLE_TEXTS.erasedDonor}</span>
        ),
    }),
    helper.accessor((row) => regionName(row.region), { id: 'region', header: 'Region', sortFn: 'alphanumeric' }),
    helper.accessor('status', {
      id: 'status',
      header: 'Status',
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => {
        const status = getValue() as DonationStatus;
        return (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
            {DONATION_STATUS_LABELS[status]}
          </span>
        );
      },
    }),
    helper.accessor('donation_id', { id: 'donation_id', header: 'Number', sortFn: 'basic', sortDescFirst: true }),
    helper.accessor('created_at', {
      id: 'created_at',
      header: 'Recorded',
      sortFn: 'alphanumeric',
      sortDescFirst: true,
      cell: ({ getValue }) => dateTime(getValue() as string),
    }),
  ];
}

export interface DonationsTableProps {
  /** undefined while the first page loads. */
  rows: StaffDonationRow[] | undefined;
  error?: unknown;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /**
   * What staff can do with one donation (a refund, a receipt), shown in a last column. The
   * ledger itself only reads; screens that act on a donation pass their buttons here.
   */
  rowActions?: (donation: StaffDonationRow) => ReactNode;
}

/** Hidden at first: staff turn it on from the column chooser. */
const INITIAL_VISIBILITY = { created_at: false };

/**
 * The ledger as the shared DataTable: sort the loaded rows by any column (the header buttons),
 * choose the columns shown, load more; a last column for what staff can do with a donation.
 */
export function DonationsTable({ rows, rowActions, ...listProps }: DonationsTableProps) {
  const columns = useMemo(() => {
    const all = baseColumns();
    if (rowActions) {
      all.push(
        helper.display({
          id: 'actions',
          header: DONATIONS_TABLE_TEXTS.actions,
          enableHiding: false,
          enableSorting: false,
          cell: ({ row }) => rowActions(row.original),
        }),
      );
    }
    return all;
  }, [rowActions]);
  return (
    <DataTable
      caption={DONATIONS_TABLE_TEXTS.caption}
      captionHidden
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.donation_id)}
      emptyMessage={DONATIONS_TABLE_TEXTS.empty}
      sortable
      columnChooser
      initialColumnVisibility={INITIAL_VISIBILITY}
      sortedNote={DONATIONS_TABLE_TEXTS.sortedNote}
      {...listProps}
    />
  );
}
