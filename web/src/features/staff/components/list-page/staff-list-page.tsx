import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

import { DataTable, type DataTableProps } from '@/components/table/data-table';

import type { KeysetList } from '../../lib/use-keyset-list';

/** A field of the row that tells rows apart (an id). */
type RowKey<TRow> = { [K in keyof TRow]: TRow[K] extends string | number ? K : never }[keyof TRow];

/** What the page's list gives the table itself. */
type FromTheList = 'rows' | 'getRowId' | keyof KeysetList<unknown>['tableProps'];

/** A list page's words, named as its texts file names them. */
export interface StaffListTexts {
  title: string;
  /** What the list is, under the heading. */
  intro?: string;
  /** Names the table for assistive technology; not shown. */
  caption: string;
  /** Said in place of the rows when there are none. */
  empty: string;
}

export interface StaffListPageProps<TRow extends RowData> {
  texts: StaffListTexts;
  /** Beside the title (e.g. "Add an item"). */
  actions?: ReactNode;
  /** A `FilterForm` or a `FilterBar`. */
  filters?: ReactNode;
  /** Between the filters and the table (totals, a panel on the selected rows). */
  children?: ReactNode;
  /** The page's keyset list: its rows, and the table's loading, error and "Load more" states. */
  list: KeysetList<TRow>;
  /** The shared table's columns and tools; `rowKey` names the field that tells rows apart. */
  table: Omit<DataTableProps<TRow>, FromTheList | 'caption' | 'emptyMessage'> & { rowKey: RowKey<TRow> };
  /** After the table (dialogs). */
  footer?: ReactNode;
}

/**
 * A console list: the heading, what the list is, its filters and the shared table with its
 * loading, empty, error and "Load more" states. A list page gives its columns and its filters.
 */
export function StaffListPage<TRow extends RowData>({
  texts: { title, intro, caption, empty },
  actions,
  filters,
  children,
  list,
  table: { rowKey, ...table },
  footer,
}: StaffListPageProps<TRow>) {
  return (
    <div className="flex flex-col gap-4">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {actions}
        </div>
      ) : (
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      )}
      {intro && <p className="text-slate-700">{intro}</p>}
      {filters}
      {children}
      <DataTable
        caption={caption}
        captionHidden
        emptyMessage={empty}
        {...table}
        rows={list.rows}
        getRowId={(row) => String(row[rowKey])}
        {...list.tableProps}
      />
      {footer}
    </div>
  );
}
