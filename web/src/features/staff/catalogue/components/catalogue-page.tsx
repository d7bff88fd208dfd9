import { CATALOGUE_STATES, type CatalogueState, type StaffGlasses } from '@onepair/contract';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';

import { FilterBar } from '../../components/list-page/filter-bar';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { useUrlFilters } from '../../lib/use-url-filters';
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

const FILTERS = [
  {
    name: 'state',
    label: CATALOGUE_TEXTS.show,
    kind: 'select',
    options: CATALOGUE_STATES.map((value) => ({ value, label: CATALOGUE_TEXTS.states[value] })),
  },
  { name: 'low', label: CATALOGUE_TEXTS.lowStockOnly, kind: 'checkbox', checkedValue: '1' },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['state', 'low'] as const;

const isState = (value: string): value is CatalogueState => CATALOGUE_STATES.includes(value as CatalogueState);

/**
 * /staff/catalogue: every item with its stock, flagged when low, retired ones marked; filters
 * kept in the address (`?state=listed|retired`, `?low=1`), sortable columns and a column chooser.
 */
export default function CataloguePage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const state: CatalogueState = isState(filters.values.state) ? filters.values.state : 'all';
  const lowStock = filters.values.low === '1';
  const list = useStaffCatalogue({ state, lowStock });
  return (
    <StaffListPage
      texts={CATALOGUE_TEXTS}
      actions={
        <Link to={paths.staffCatalogueNew} className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {CATALOGUE_TEXTS.addItem}
        </Link>
      }
      filters={
        <FilterBar
          fields={FILTERS}
          values={{ state, low: lowStock ? '1' : '' }}
          // 'All items' is the list without a filter: the address leaves it out.
          onChange={(name, value) => filters.set(name, name === 'state' && value === 'all' ? '' : value)}
        />
      }
      list={list}
      table={{
        columns,
        rowKey: 'glasses_id',
        sortable: true,
        columnChooser: true,
      }}
    />
  );
}
