import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFns,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';

import { tableTexts } from './texts';

/**
 * The table features every list uses: rows as given (the server filters and pages), and, where
 * a screen asks for them, sorting of the loaded rows by a column and hiding columns.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns,
});
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumn<TRow extends RowData> = ColumnDef<DataTableFeatures, TRow, any>;

/** The column helper for a DataTable's rows: `columnsFor<Row>().accessor(...)`, `.display(...)`. */
export function columnsFor<TRow extends RowData>() {
  return createColumnHelper<DataTableFeatures, TRow>();
}

export interface DataTableProps<TRow extends RowData> {
  /** Names the table for assistive technology (shown above it unless `captionHidden`). */
  caption: string;
  captionHidden?: boolean;
  /** Must be stable between renders (module scope or useMemo). */
  columns: DataTableColumn<TRow>[];
  /** undefined while the first page loads. */
  rows: TRow[] | undefined;
  getRowId: (row: TRow) => string;
  isLoading?: boolean;
  /** A failed load: shown with a retry button that calls onRetry. */
  error?: unknown;
  onRetry?: () => void;
  /** Said in place of the rows when there are none ("Nothing here." when not given). */
  emptyMessage?: ReactNode;
  /** Keyset pages: a "Load more" button while the server says there is a next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Column headers become buttons that sort the loaded rows (ascending, descending, as loaded). */
  sortable?: boolean;
  /** A "Columns" menu of checkboxes that show and hide columns (a column with `enableHiding: false` stays). */
  columnChooser?: boolean;
  /** Columns hidden (false) or shown at first, by column id; the chooser can change them. */
  initialColumnVisibility?: Record<string, boolean>;
  /** Shown above the table while the rows are sorted (e.g. that only the loaded rows are). */
  sortedNote?: ReactNode;
}

/** A header's text for the sort button and the column chooser: the header if it is a string, else the id. */
function headerText(header: unknown, id: string): string {
  return typeof header === 'string' ? header : id;
}

/**
 * A list as a table, for screens that work through rows: loading, empty and error (with retry)
 * states, "Load more" for keyset pages. On a narrow screen the table scrolls sideways inside a
 * region that takes the keyboard focus, so it can be scrolled without a mouse.
 */
export function DataTable<TRow extends RowData>({
  caption,
  captionHidden = false,
  columns,
  rows,
  getRowId,
  isLoading = false,
  error,
  onRetry,
  emptyMessage,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  sortable = false,
  columnChooser = false,
  initialColumnVisibility,
  sortedNote,
}: DataTableProps<TRow>) {
  const t = useTexts(tableTexts);
  const captionId = useId();
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (row) => getRowId(row as TRow),
    enableSorting: sortable,
    initialState: initialColumnVisibility ? { columnVisibility: initialColumnVisibility } : undefined,
  });
  const failed = error !== undefined && error !== null;
  const bodyRows = table.getRowModel().rows;
  const columnCount = Math.max(1, table.getVisibleLeafColumns().length);

  // A failed load: in place of the rows when there are none yet, else under the rows kept.
  const failedAlert = (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
      {t('failed')}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
  let state: ReactNode = null;
  if (failed && rows === undefined) {
    state = failedAlert;
  } else if (isLoading || rows === undefined) {
    state = <Spinner label={t('loading')} />;
  } else if (rows.length === 0) {
    state = <p className="text-slate-700">{emptyMessage ?? t('empty')}</p>;
  }

  return (
    <div className="flex flex-col gap-3">
      {columnChooser && (
        <details className="self-start rounded-md border border-slate-300 bg-white">
          <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-800">{t('columns')}</summary>
          <fieldset className="flex flex-col gap-1 px-3 pb-3">
            <legend className="sr-only">{t('columns')}</legend>
            {table
              .getAllLeafColumns()
              .filter((column) => column.getCanHide())
              .map((column) => (
                <label key={column.id} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    onChange={(event) => column.toggleVisibility(event.target.checked)}
                  />
                  {headerText(column.columnDef.header, column.id)}
                </label>
              ))}
          </fieldset>
        </details>
      )}
      {sortedNote && table.state.sorting.length > 0 && <p className="text-sm text-slate-700">{sortedNote}</p>}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        // Relative, so that what is positioned inside (the screen-reader-only texts of a cell
        // beyond a phone's edge) scrolls with the table instead of widening the page.
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id={captionId} className={captionHidden ? 'sr-only' : 'p-3 text-left text-base font-semibold text-slate-900'}>
            {caption}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = !header.isPlaceholder && header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      className="border-b border-slate-200 px-3 py-2 font-semibold"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('sortBy', { column: headerText(header.column.columnDef.header, header.column.id) })}
                          className="inline-flex items-center gap-1 rounded font-semibold text-slate-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
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
      {failed && rows !== undefined && failedAlert}
      {hasMore && onLoadMore && !failed && (
        <div>
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

const NO_ROWS: never[] = [];
