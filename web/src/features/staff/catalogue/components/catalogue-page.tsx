import { CATALOGUE_STATES, LOW_STOCK_THRESHOLD, type CatalogueState, type StaffGlasses } from '@onepair/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { columnsFor } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { FilterBar } from '../../components/list-page/filter-bar';
import type { FilterDefinition } from '../../components/list-page/filter-field';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useStaffCatalogue } from '../api/catalogue';
import { staffCatalogueTexts, type StaffCatalogueKey } from '../texts';

import { StateBadge, StockCell, rangeText } from './stock-flags';

const helper = columnsFor<StaffGlasses>();
const columns = (t: typeof staffCatalogueTexts.t) => [
  helper.display({
    id: 'image',
    header: t('columnImage'),
    cell: ({ row }) =>
      row.original.image ? (
        <img src={row.original.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded object-contain" />
      ) : null,
  }),
  helper.accessor('name', {
    header: t('columnName'),
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={paths.staffCatalogueItem(row.original.glasses_id)} className="font-semibold text-blue-800 underline">
        {row.original.name}
      </Link>
    ),
  }),
  helper.accessor('color', { header: t('columnColour') }),
  helper.accessor('size', { header: t('columnSize'), cell: ({ getValue }) => (getValue() as number | null) ?? '—' }),
  helper.display({
    id: 'range',
    header: t('columnRange'),
    cell: ({ row }) => rangeText(row.original),
  }),
  helper.accessor('inventory', {
    header: t('columnStock'),
    enableHiding: false,
    cell: ({ row }) => <StockCell item={row.original} />,
  }),
  helper.accessor((item) => (item.retired_at ? 1 : 0), {
    id: 'state',
    header: t('columnState'),
    cell: ({ row }) => <StateBadge retired={row.original.retired_at !== null} />,
  }),
];

const STATE_KEYS: Record<CatalogueState, StaffCatalogueKey> = { all: 'stateAll', listed: 'stateListed', retired: 'stateRetired' };

const filterFields = (t: typeof staffCatalogueTexts.t) =>
  [
    {
      name: 'state',
      label: t('show'),
      kind: 'select',
      options: CATALOGUE_STATES.map((value) => ({ value, label: t(STATE_KEYS[value]) })),
    },
    { name: 'low', label: t('lowStockOnly', { threshold: LOW_STOCK_THRESHOLD }), kind: 'checkbox', checkedValue: '1' },
  ] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = ['state', 'low'] as const;

const isState = (value: string): value is CatalogueState => CATALOGUE_STATES.includes(value as CatalogueState);

/**
 * /staff/catalogue: every item with its stock, flagged when low, retired ones marked; filters
 * kept in the address (`?state=listed|retired`, `?low=1`), sortable columns and a column chooser.
 */
export default function CataloguePage() {
  const t = useTexts(staffCatalogueTexts);
  const tableColumns = useMemo(() => columns(t), [t]);
  const fields = useMemo(() => filterFields(t), [t]);
  const filters = useUrlFilters(FILTER_NAMES);
  const state: CatalogueState = isState(filters.values.state) ? filters.values.state : 'all';
  const lowStock = filters.values.low === '1';
  const list = useStaffCatalogue({ state, lowStock });
  return (
    <StaffListPage
      texts={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      actions={
        <Link to={paths.staffCatalogueNew} className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800">
          {t('addItem')}
        </Link>
      }
      filters={
        <FilterBar
          fields={fields}
          values={{ state, low: lowStock ? '1' : '' }}
          // 'All items' is the list without a filter: the address leaves it out.
          onChange={(name, value) => filters.set(name, name === 'state' && value === 'all' ? '' : value)}
        />
      }
      list={list}
      table={{
        columns: tableColumns,
        rowKey: 'glasses_id',
        sortable: true,
        columnChooser: true,
      }}
    />
  );
}
