import { CATALOGUE_STATES, type CatalogueState, type StaffGlasses } from '@onepair/contract';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';

import { DataTable, columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import { StatusSelect } from '../../components/status-select';
import { useStaffCatalogue } from '../api/catalogue';
import { CATALOGUE_TEXTS, ITEM_TEXTS } from '../lib/texts';

import { StateBadge, StockCell, rangeText } from './stock-flags';

const helper = columnsFor<StaffGlasses>();
const columns = [
  helper.display({
    id: 'image',
    header: CATALOGUE_TEXTS.columns.image,
    cell: ({ row }) =>
      row.original.image ? (
        <img src={row.original.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded object-contain" />
      ) : null,
  }),
  helper.accessor('name', {
    header: CATALOGUE_TEXTS.columns.name,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={paths.staffCatalogueItem(row.original.glasses_id)} className="font-semibold text-blue-800 underline">
        {row.original.name}
      </Link>
    ),
  }),
  helper.accessor('color', { header: CATALOGUE_TEXTS.columns.color }),
  helper.accessor('size', { header: CATALOGUE_TEXTS.columns.size, cell: ({ getValue }) => (getValue() as number | null) ?? '—' }),
  helper.display({
    id: 'range',
    header: CATALOGUE_TEXTS.columns.range,
    cell: ({ row }) => rangeText(row.original, ITEM_TEXTS.anyPrescription),
  }),
  helper.accessor('inventory', {
    header: CATALOGUE_TEXTS.columns.stock,
    enableHiding: false,
    cell: ({ row }) => <StockCell item={row.original} />,
  }),
  helper.accessor((item) => (item.retired_at ? 1 : 0), {
    id: 'state',
    header: CATALOGUE_TEXTS.columns.state,
    cell: ({ row }) => <StateBadge retired={row.original.retired_at !== null} />,
  }),
];

const isState = (value: string | null): value is CatalogueState => CATALOGUE_STATES.includes(value as CatalogueState);

/**
 * /staff/catalogue: every item with its stock, flagged when low, retired ones marked; filters
 * kept in the address (`?state=listed|retired`, `?low=1`), sortable columns and a column chooser.
 */
export default function CataloguePage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('state');
  const state: CatalogueState = isState(asked) ? asked : 'all';
  const lowStock = search.get('low') === '1';
  const list = useStaffCatalogue({ state, lowStock });
  const lowId = useId();

  function setFilter(name: string, value: string | null) {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{CATALOGUE_TEXTS.title}</h1>
        <Link to={paths.staffCatalogueNew} className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {CATALOGUE_TEXTS.addItem}
        </Link>
      </div>
      <p className="text-slate-700">{CATALOGUE_TEXTS.intro}</p>
      <div className="flex flex-wrap items-center gap-3">
        <StatusSelect
          label={CATALOGUE_TEXTS.show}
          value={state}
          options={CATALOGUE_STATES.map((value) => ({ value, label: CATALOGUE_TEXTS.states[value] }))}
          onChange={(value) => setFilter('state', value === 'all' ? null : value)}
        />
        <span className="flex items-center gap-2">
          <input id={lowId} type="checkbox" checked={lowStock} onChange={(event) => setFilter('low', event.target.checked ? '1' : null)} />
          <label htmlFor={lowId} className="text-slate-800">
            {CATALOGUE_TEXTS.lowStockOnly}
          </label>
        </span>
      </div>
      <DataTable
        caption={CATALOGUE_TEXTS.caption}
        captionHidden
        columns={columns}
        rows={list.rows}
        getRowId={(item) => String(item.glasses_id)}
        emptyMessage={CATALOGUE_TEXTS.empty}
        sortable
        columnChooser
        {...list.tableProps}
      />
    </div>
  );
}
