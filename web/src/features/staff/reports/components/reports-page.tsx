import {
  PAIR_DIMENSIONS,
  PARTNER_KINDS,
  REPORT_MESSAGES,
  formatDollars,
  type FunderCsvPart,
  type FunderReport,
  type PairCount,
  type PairDimension,
} from '@onepair/contract';
import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { PARTNER_KIND_LABELS } from '@/lib/partner-labels';
import { useFileDownload } from '@/lib/use-file-download';

import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import { useUrlFilters } from '../../lib/use-url-filters';
import { donationMethodLabel } from '../../lib/donation-method';
import { downloadReportCsv, useFunderReport, type ReportRange } from '../api/get-report';
import { REPORT_TEXTS } from '../lib/texts';

const FIELDS = [
  { name: 'from', label: REPORT_TEXTS.from, kind: 'date' },
  { name: 'to', label: REPORT_TEXTS.to, kind: 'date' },
] as const;
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** A table's box that scrolls sideways on a narrow screen, reachable by keyboard and named by the table's caption. */
function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      {children}
    </div>
  );
}

const cellClass = 'border-b border-slate-100 px-3 py-2';
const headClass = 'border-b border-slate-300 px-3 py-2 text-left font-semibold text-slate-700';

/** One part of the report: its heading, its download and what it shows. */
function ReportSection({
  title,
  part,
  report,
  children,
}: {
  title: string;
  part: FunderCsvPart;
  report: FunderReport;
  children: ReactNode;
}) {
  const headingId = useId();
  const csv = useFileDownload({ failed: REPORT_TEXTS.downloadFailed });
  // The dates the report covers, which the server filled in where the address gives none.
  const range: ReportRange = { from: report.from, to: report.to };
  const name = `onepair-${part}-${report.from}-to-${report.to}.csv`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <Button
          variant="secondary"
          aria-describedby={headingId}
          onClick={() => void csv.download(() => downloadReportCsv(part, range), name)}
          disabled={csv.busy}
        >
          {csv.busy ? REPORT_TEXTS.downloading : REPORT_TEXTS.download}
        </Button>
      </div>
      <FormMessage message={csv.error} />
      {children}
    </section>
  );
}

function MoneyTable({ money }: { money: FunderReport['money'] }) {
  const captionId = useId();
  if (money.rows.length === 0) return <p className="text-slate-700">{REPORT_TEXTS.moneyEmpty}</p>;
  const columns = REPORT_TEXTS.moneyColumns;
  return (
    <>
      <p className="font-semibold text-slate-900">{REPORT_TEXTS.moneyTotal(money.gifts, formatDollars(money.amount))}</p>
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption id={captionId} className="sr-only">
            {REPORT_TEXTS.moneyCaption}
          </caption>
          <thead>
            <tr>
              <th className={headClass}>{columns.month}</th>
              <th className={headClass}>{columns.method}</th>
              <th className={headClass}>{columns.region}</th>
              <th className={`${headClass} text-right`}>{columns.gifts}</th>
              <th className={`${headClass} text-right`}>{columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {money.rows.map((row) => (
              <tr key={`${row.month}-${row.method}-${row.region}`}>
                <td className={cellClass}>{row.month}</td>
                <td className={cellClass}>{donationMethodLabel(row.method)}</td>
                <td className={cellClass}>{row.region_name}</td>
                <td className={`${cellClass} text-right`}>{row.gifts.toLocaleString('en-US')}</td>
                <td className={`${cellClass} text-right`}>{formatDollars(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

const count = (value: PairCount) => (typeof value === 'number' ? value.toLocaleString('en-US') : value);

/** A kind of partner organisation, or `none`, as people read it. */
function appliedThroughLabel(value: string): string {
  if (value === 'none') return REPORT_TEXTS.onTheirOwn;
  const kind = PARTNER_KINDS.find((known) => known === value);
  return kind ? REPORT_TEXTS.throughPartner(PARTNER_KIND_LABELS[kind]) : value;
}

function PairsTable({ pairs, dimension }: { pairs: FunderReport['pairs']; dimension: PairDimension }) {
  const captionId = useId();
  const rows = pairs.rows.filter((row) => row.dimension === dimension);
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="w-full min-w-[18rem] text-sm">
        <caption id={captionId} className="pb-1 text-left font-semibold text-slate-800">
          {REPORT_TEXTS.dimensions[dimension]}
        </caption>
        <thead>
          <tr>
            <th className={headClass}>{REPORT_TEXTS.dimensionColumn[dimension]}</th>
            <th className={`${headClass} text-right`}>{REPORT_TEXTS.pairsColumns.shipped}</th>
            <th className={`${headClass} text-right`}>{REPORT_TEXTS.pairsColumns.delivered}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              <th scope="row" className={`${cellClass} text-left font-normal`}>
                {dimension === 'applied_through' ? appliedThroughLabel(row.value) : row.value}
              </th>
              <td className={`${cellClass} text-right`}>{count(row.shipped)}</td>
              <td className={`${cellClass} text-right`}>{count(row.delivered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function PairsTables({ pairs, guidelineYear }: { pairs: FunderReport['pairs']; guidelineYear: number }) {
  if (pairs.rows.length === 0) return <p className="text-slate-700">{REPORT_TEXTS.pairsEmpty}</p>;
  return (
    <>
      <p className="font-semibold text-slate-900">{REPORT_TEXTS.pairsTotal(count(pairs.shipped), count(pairs.delivered))}</p>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {PAIR_DIMENSIONS.map((dimension) => (
          <PairsTable key={dimension} pairs={pairs} dimension={dimension} />
        ))}
      </div>
      <p className="text-sm text-slate-700">{REPORT_TEXTS.guideline(guidelineYear)}</p>
    </>
  );
}

function Waits({ waits }: { waits: FunderReport['waits'] }) {
  const rows = [
    [REPORT_TEXTS.applicationToApproval, waits.application_to_approval],
    [REPORT_TEXTS.approvalToDelivery, waits.approval_to_delivery],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {rows.map(([label, wait]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {REPORT_TEXTS.days(wait.median_days)}
            {wait.median_days !== null && (
              <span className="block text-sm font-normal text-slate-700">{REPORT_TEXTS.people(wait.people)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /staff/reports: the report for funders. The dates live in the address, so a report can be
 * bookmarked or sent to a colleague; each part downloads as CSV for the same dates.
 */
export default function ReportsPage() {
  const filters = useUrlFilters(FIELD_NAMES);
  const range: ReportRange = filters.query;
  const report = useFunderReport(range);
  const data = report.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{REPORT_TEXTS.title}</h1>
      <p className="text-slate-700">{REPORT_TEXTS.intro}</p>
      <FilterForm
        fields={FIELDS}
        filters={filters}
        label={REPORT_TEXTS.range}
        submitLabel={REPORT_TEXTS.apply}
        clearLabel={REPORT_TEXTS.clear}
        validate={lastDayNotBeforeFirst(REPORT_MESSAGES.toBeforeFrom)}
      />
      <div aria-live="polite">
        {report.isPending && <Spinner label={REPORT_TEXTS.loading} />}
        {report.isError && <LoadError message={REPORT_TEXTS.failed} onRetry={() => void report.refetch()} retrying={report.isFetching} />}
        {data && <p className="text-slate-800">{REPORT_TEXTS.covers(data.from, data.to)}</p>}
      </div>
      {data && (
        <>
          <ReportSection title={REPORT_TEXTS.money} part="money" report={data}>
            <MoneyTable money={data.money} />
          </ReportSection>
          <ReportSection title={REPORT_TEXTS.pairs} part="pairs" report={data}>
            <PairsTables pairs={data.pairs} guidelineYear={data.guideline_year} />
          </ReportSection>
          <ReportSection title={REPORT_TEXTS.waits} part="waits" report={data}>
            <Waits waits={data.waits} />
          </ReportSection>
        </>
      )}
    </div>
  );
}
