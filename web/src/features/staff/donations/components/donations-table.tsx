import { regionName, type DonationStatus, type StaffDonationRow } from '@onepair/contract';
import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { useId, useMemo, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { dateTime, money } from '../../lib/format';

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
};

export const DONATIONS_TABLE_TEXTS = {
  caption: 'Donations, newest first',
  columns: 'Columns',
  columnsHint: 'Choose the columns to show.',
  sortBy: (name: string) => `Sort by ${name}`,
  sortedNote: 'Sorting orders the donations loaded so far; load more to sort more of them.',
  erasedDonor: 'Erased account',
  loading: 'Loading donations',
  failed: 'The donations could not be loaded.',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading more',
  empty: 'No donations match this filter.',
  actions: 'Actions',
} as const;

const STATUS_STYLES: Record<DonationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
};

/** Sorting and column visibility work on the rows loaded; the server filters, orders and pages. */
const features = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});
type Features = typeof features;
type Column = ColumnDef<Features, StaffDonationRow, any>;

const helper = createColumnHelper<Features, StaffDonationRow>();

/** The columns, each with the name the visibility menu and the sort button use. */
function baseColumns(): Column[] {
  return [
    helper.accessor('date', { id: 'date', header: 'Date', sortFn: 'alphanumeric', sortDescFirst: true }),
    helper.accessor('amount', {
      id: 'amount',
      header: 'Amount',
      sortFn: 'basic',
      sortDescFirst: true,
      cell: ({ getValue }) => money(getValue() as number),
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

/**
 * The ledger as a table: sort the loaded rows by any column (the header buttons), choose the
 * columns shown, load more. Scrolls sideways on a narrow screen inside a focusable region.
 */
export function DonationsTable({
  rows,
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  rowActions,
}: DonationsTableProps) {
  const captionId = useId();
  const columns = useMemo(() => {
    const all = baseColumns();
    if (rowActions) {
      all.push(
        helper.display({
          id: 'actions',
          header: DONATIONS_TABLE_TEXTS.actions,
          enableHiding: false,
          cell: ({ row }) => rowActions(row.original),
        }),
      );
    }
    return all;
  }, [rowActions]);
  const table = useTable({
    features,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (row) => String(row.donation_id),
    initialState: { columnVisibility: { created_at: false } },
  });
  const failed = error !== undefined && error !== null;
  const bodyRows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;
  const sorted = table.state.sorting.length > 0;

  let state: ReactNode = null;
  if (failed && rows === undefined) {
    state = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
        {DONATIONS_TABLE_TEXTS.failed}
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {DONATIONS_TABLE_TEXTS.retry}
          </Button>
        )}
      </div>
    );
  } else if (rows === undefined) {
    state = <Spinner label={DONATIONS_TABLE_TEXTS.loading} />;
  } else if (rows.length === 0) {
    state = <p className="text-slate-700">{DONATIONS_TABLE_TEXTS.empty}</p>;
  }

  return (
    <div className="flex flex-col gap-3">
      <details className="self-start rounded-lg border border-slate-200 bg-white px-3 py-2">
        <summary className="cursor-pointer font-semibold text-blue-800">{DONATIONS_TABLE_TEXTS.columns}</summary>
        <fieldset className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <legend className="sr-only">{DONATIONS_TABLE_TEXTS.columnsHint}</legend>
          {table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => (
              <label key={column.id} className="flex items-center gap-2 text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={column.getIsVisible()}
                  onChange={(event) => column.toggleVisibility(event.target.checked)}
                />
                {String(column.columnDef.header)}
              </label>
            ))}
        </fieldset>
      </details>
      {sorted && <p className="text-sm text-slate-700">{DONATIONS_TABLE_TEXTS.sortedNote}</p>}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {DONATIONS_TABLE_TEXTS.caption}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  const name = String(header.column.columnDef.header);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      className="border-b border-slate-200 px-3 py-2 font-semibold"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded font-semibold hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700"
                          title={DONATIONS_TABLE_TEXTS.sortBy(name)}
                        >
                          {name}
                          <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {state ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-6">
                  {state}
                </td>
              </tr>
            ) : (
              bodyRows.map((row) => (
                <tr key={row.id} className="border-b border-slate-100 align-top last:border-0">
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {failed && rows !== undefined && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
          {DONATIONS_TABLE_TEXTS.failed}
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {DONATIONS_TABLE_TEXTS.retry}
            </Button>
          )}
        </div>
      )}
      {hasMore && onLoadMore && !failed && (
        <div>
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? DONATIONS_TABLE_TEXTS.loadingMore : DONATIONS_TABLE_TEXTS.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

const NO_ROWS: never[] = [];
