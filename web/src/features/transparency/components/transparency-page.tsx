import { formatDollars, type PairCount, type TransparencyRow } from '@onepair/contract';

import { LoadError } from '@/components/ui/load-error';

import { TRANSPARENCY_CSV_URL, useTransparency } from '../api/get-transparency';
import { TRANSPARENCY_TEXTS, monthName } from '../lib/texts';

import { MoneyChart, type MonthBar } from './money-chart';

/** /transparency: money confirmed and pairs shipped and delivered, by month and region, from GET /api/stats/transparency/. */
export default function TransparencyPage() {
  const query = useTransparency();
  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{TRANSPARENCY_TEXTS.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{TRANSPARENCY_TEXTS.intro}</p>
      {query.isPending ? (
        <p role="status" className="py-10 text-center text-slate-700">
          {TRANSPARENCY_TEXTS.loading}
        </p>
      ) : query.isError ? (
        <LoadError className="mt-6" message={TRANSPARENCY_TEXTS.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure
              label={TRANSPARENCY_TEXTS.moneyConfirmed}
              value={formatDollars(query.data.totals.money_confirmed)}
              testId="total-money"
            />
            <Figure label={TRANSPARENCY_TEXTS.pairsShipped} value={pairText(query.data.totals.pairs_shipped)} testId="total-shipped" />
            <Figure
              label={TRANSPARENCY_TEXTS.pairsDelivered}
              value={pairText(query.data.totals.pairs_delivered)}
              testId="total-delivered"
            />
            <Figure label={TRANSPARENCY_TEXTS.costPerPair} value={formatDollars(query.data.cost_per_pair)} testId="cost-per-pair" />
          </dl>
          <p className="mt-4">
            <a
              href={TRANSPARENCY_CSV_URL}
              download
              className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900"
            >
              {TRANSPARENCY_TEXTS.download}
            </a>
          </p>
          {query.data.rows.length === 0 ? (
            <p className="mt-6 text-slate-700">{TRANSPARENCY_TEXTS.empty}</p>
          ) : (
            <div className="mt-6 flex flex-col gap-6">
              <MoneyChart bars={monthBars(query.data.rows)} />
              <FiguresTable rows={query.data.rows} />
            </div>
          )}
          {query.data.unplaced_pairs_delivered !== 0 && (
            <p className="mt-4 text-slate-700">{TRANSPARENCY_TEXTS.unplaced(pairText(query.data.unplaced_pairs_delivered))}</p>
          )}
        </>
      )}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const pairText = (count: PairCount) => String(count);

/** The money of each month over all regions, oldest first. */
function monthBars(rows: readonly TransparencyRow[]): MonthBar[] {
  const byMonth = new Map<string, number>();
  for (const row of rows) byMonth.set(row.month, Math.round(((byMonth.get(row.month) ?? 0) + row.money_confirmed) * 100) / 100);
  return [...byMonth].map(([month, money]) => ({ month, money }));
}

interface FigureColumn {
  heading: string;
  /** A figure: right-aligned, so its digits can be compared down the column. */
  numeric: boolean;
  /** The money stands out a little darker than the counts. */
  cellClass: string;
  cell: (row: TransparencyRow) => string | number;
}

/** The table's columns after the month, which heads each row. */
const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { heading: TRANSPARENCY_TEXTS.region, numeric: false, cellClass: 'text-slate-800', cell: (row) => row.region_name },
  {
    heading: TRANSPARENCY_TEXTS.moneyConfirmed,
    numeric: true,
    cellClass: 'text-slate-900',
    cell: (row) => formatDollars(row.money_confirmed),
  },
  { heading: TRANSPARENCY_TEXTS.donations, numeric: true, cellClass: 'text-slate-800', cell: (row) => row.donation_count },
  { heading: TRANSPARENCY_TEXTS.pairsShipped, numeric: true, cellClass: 'text-slate-800', cell: (row) => pairText(row.pairs_shipped) },
  { heading: TRANSPARENCY_TEXTS.pairsDelivered, numeric: true, cellClass: 'text-slate-800', cell: (row) => pairText(row.pairs_delivered) },
];

const alignOf = (numeric: boolean) => (numeric ? 'text-right' : '');

function FiguresTable({ rows }: { rows: readonly TransparencyRow[] }) {
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm" tabIndex={0} role="region" aria-label={TRANSPARENCY_TEXTS.tableCaption}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="p-3 text-left font-semibold text-slate-900">{TRANSPARENCY_TEXTS.tableCaption}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              {TRANSPARENCY_TEXTS.month}
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column.heading} scope="col" className={`p-3 ${alignOf(column.numeric)}`}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={`${row.month}-${row.region}`} data-testid="transparency-row">
              <th scope="row" className="p-3 font-medium text-slate-900">
                {monthName(row.month)}
              </th>
              {FIGURE_COLUMNS.map((column) => (
                <td key={column.heading} className={`p-3 ${alignOf(column.numeric)} ${column.cellClass}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
