import type { RowData } from '@tanstack/react-table';

import { columnsFor, type DataTableColumn } from './data-table';

/**
 * A first column of checkboxes for choosing rows to act on together (approve, ship). Only rows
 * `selectable` lets through get one; each checkbox is named after its row (`label`), and the
 * column's header is named for screen readers only.
 */
export function selectionColumn<TRow extends RowData>(options: {
  header: string;
  selectable: (row: TRow) => boolean;
  idOf: (row: TRow) => number;
  label: (row: TRow) => string;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}): DataTableColumn<TRow> {
  const { header, selectable, idOf, label, selected, onChange } = options;
  return columnsFor<TRow>().display({
    id: 'select',
    header: () => <span className="sr-only">{header}</span>,
    cell: ({ row }) => {
      if (!selectable(row.original)) return null;
      const id = idOf(row.original);
      return (
        <input
          type="checkbox"
          className="h-5 w-5"
          aria-label={label(row.original)}
          checked={selected.includes(id)}
          onChange={(event) => onChange(event.target.checked ? [...selected, id] : selected.filter((other) => other !== id))}
        />
      );
    },
  });
}
