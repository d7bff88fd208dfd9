import { formatDollars, type PairCount, type TransparencyRow } from '@onepair/contract';

import { regionName } from '@/components/donor/region-name';
import { donorTexts } from '@/components/donor/texts';
import { LoadError } from '@/components/ui/load-error';
import { useTexts } from '@/i18n';

import { TRANSPARENCY_CSV_URL, useTransparency } from '../api/get-transparency';
import { monthName } from '../lib/months';
import { transparencyTexts } from '../texts';

import { MoneyChart, type MonthBar } from './money-chart';

/** /transparency: money confirmed and pairs shipped and delivered, by month and region, from GET /api/stats/transparency/. */
export default function TransparencyPage() {
  const query = useTransparency();
  // The regions' names (regionName) are the donor pieces' words.
  useTexts(donorTexts);
  const t = useTexts(transparencyTexts);
  return (
    <div className="mx-auto max-w-6xl px-3 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
      {query.isPending ? (
        <p role="status" className="py-10 text-center text-slate-700">
          {t('loading')}
        </p>
      ) : query.isError ? (
        <LoadError className="mt-6" message={t('failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label={t('moneyConfirmed')} value={formatDollars(query.data.totals.money_confirmed)} testId="total-money" />
            <Figure label={t('pairsShipped')} value={pairText(query.data.totals.pairs_shipped, t)} testId="total-shipped" />
            <Figure label={t('pairsDelivered')} value={pairText(query.data.totals.pairs_delivered, t)} testId="total-delivered" />
            <Figure label={t('costPerPair')} value={formatDollars(query.data.cost_per_pair)} testId="cost-per-pair" />
          </dl>
          <p className="mt-4">
            <a
              href={TRANSPARENCY_CSV_URL}
              download
              className="font-semibold text-blue-700 underline underline-offset-2 hover:text-blue-900"
            >
              {t('download')}
            </a>
          </p>
          {query.data.rows.length === 0 ? (
            <p className="mt-6 text-slate-700">{t('empty')}</p>
          ) : (
            <div className="mt-6 flex flex-col gap-6">
              <MoneyChart bars={monthBars(query.data.rows)} />
              <FiguresTable rows={query.data.rows} />
            </div>
          )}
          {query.data.unplaced_pairs_delivered !== 0 && (
            <p className="mt-4 text-slate-700">{t('unplaced', { count: pairText(query.data.unplaced_pairs_delivered, t) })}</p>
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

type TransparencyT = typeof transparencyTexts.t;

/** A published count: a number, or the words that stand for a count too small to show or held back. */
function pairText(count: PairCount, t: TransparencyT): string {
  if (count === 'fewer than 3') return t('fewerThan3');
  if (count === 'withheld') return t('withheld');
  return String(count);
}

/** The money of each month over all regions, oldest first. */
function monthBars(rows: readonly TransparencyRow[]): MonthBar[] {
  const byMonth = new Map<string, number>();
  for (const row of rows) byMonth.set(row.month, Math.round(((byMonth.get(row.month) ?? 0) + row.money_confirmed) * 100) / 100);
  return [...byMonth].map(([month, money]) => ({ month, money }));
}

interface FigureColumn {
  heading: 'region' | 'moneyConfirmed' | 'donations' | 'pairsShipped' | 'pairsDelivered';
  /** A figure: right-aligned, so its digits can be compared down the column. */
  numeric: boolean;
  /** The money stands out a little darker than the counts. */
  cellClass: string;
  cell: (row: TransparencyRow, t: TransparencyT) => string | number;
}

/** The table's columns after the month, which heads each row. */
const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { heading: 'region', numeric: false, cellClass: 'text-slate-800', cell: (row) => regionName(row.region, row.region_name) },
  {
    heading: 'moneyConfirmed',
    numeric: true,
    cellClass: 'text-slate-900',
    cell: (row) => formatDollars(row.money_confirmed),
  },
  { heading: 'donations', numeric: true, cellClass: 'text-slate-800', cell: (row) => row.donation_count },
  { heading: 'pairsShipped', numeric: true, cellClass: 'text-slate-800', cell: (row, t) => pairText(row.pairs_shipped, t) },
  { heading: 'pairsDelivered', numeric: true, cellClass: 'text-slate-800', cell: (row, t) => pairText(row.pairs_delivered, t) },
];

const alignOf = (numeric: boolean) => (numeric ? 'text-right' : '');

function FiguresTable({ rows }: { rows: readonly TransparencyRow[] }) {
  const t = useTexts(transparencyTexts);
  return (
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm" tabIndex={0} role="region" aria-label={t('tableCaption')}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="p-3 text-left font-semibold text-slate-900">{t('tableCaption')}</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              {t('month')}
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column.heading} scope="col" className={`p-3 ${alignOf(column.numeric)}`}>
                {t(column.heading)}
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
                  {column.cell(row, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
