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
import { useId, useMemo, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { useFileDownload } from '@/lib/use-file-download';

import { partnerKindLabel } from '../../lib/partner-labels';
import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import { useUrlFilters } from '../../lib/use-url-filters';
import { donationMethodLabel } from '../../lib/donation-method';
import { downloadReportCsv, useFunderReport, type ReportRange } from '../api/get-report';
import { staffReportsTexts, type StaffReportsKey } from '../texts';

const FIELD_NAMES = ['from', 'to'] as const;

/** What each way of counting pairs is called: its table's caption and its first column. */
const DIMENSION_KEYS: Record<PairDimension, { caption: StaffReportsKey; column: StaffReportsKey }> = {
  month: { caption: 'byMonth', column: 'columnMonth' },
  state: { caption: 'byState', column: 'columnState' },
  household_size: { caption: 'byHouseholdSize', column: 'columnHousehold' },
  income: { caption: 'byIncome', column: 'columnIncome' },
  applied_through: { caption: 'byAppliedThrough', column: 'columnApplied' },
};

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
  const t = useTexts(staffReportsTexts);
  const headingId = useId();
  const csv = useFileDownload({ failed: t('downloadFailed') });
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
          {csv.busy ? t('downloadingCsv') : t('downloadCsv')}
        </Button>
      </div>
      <FormMessage message={csv.error} />
      {children}
    </section>
  );
}

function MoneyTable({ money }: { money: FunderReport['money'] }) {
  const t = useTexts(staffReportsTexts);
  const captionId = useId();
  if (money.rows.length === 0) return <p className="text-slate-700">{t('moneyEmpty')}</p>;
  return (
    <>
      <p className="font-semibold text-slate-900">{t('moneyTotal', { gifts: money.gifts, amount: formatDollars(money.amount) })}</p>
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption id={captionId} className="sr-only">
            {t('moneyCaption')}
          </caption>
          <thead>
            <tr>
              <th className={headClass}>{t('columnMonth')}</th>
              <th className={headClass}>{t('columnMethod')}</th>
              <th className={headClass}>{t('columnRegion')}</th>
              <th className={`${headClass} text-right`}>{t('columnGifts')}</th>
              <th className={`${headClass} text-right`}>{t('columnAmount')}</th>
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
  if (value === 'none') return staffReportsTexts.t('onTheirOwn');
  const kind = PARTNER_KINDS.find((known) => known === value);
  return kind ? staffReportsTexts.t('throughPartner', { kind: partnerKindLabel(kind).toLowerCase() }) : value;
}

function PairsTable({ pairs, dimension }: { pairs: FunderReport['pairs']; dimension: PairDimension }) {
  const t = useTexts(staffReportsTexts);
  const captionId = useId();
  const rows = pairs.rows.filter((row) => row.dimension === dimension);
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="w-full min-w-[18rem] text-sm">
        <caption id={captionId} className="pb-1 text-left font-semibold text-slate-800">
          {t(DIMENSION_KEYS[dimension].caption)}
        </caption>
        <thead>
          <tr>
            <th className={headClass}>{t(DIMENSION_KEYS[dimension].column)}</th>
            <th className={`${headClass} text-right`}>{t('columnShipped')}</th>
            <th className={`${headClass} text-right`}>{t('columnDelivered')}</th>
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
  const t = useTexts(staffReportsTexts);
  if (pairs.rows.length === 0) return <p className="text-slate-700">{t('pairsEmpty')}</p>;
  return (
    <>
      <p className="font-semibold text-slate-900">
        {t('pairsTotal', { shipped: count(pairs.shipped), delivered: count(pairs.delivered) })}
      </p>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        {PAIR_DIMENSIONS.map((dimension) => (
          <PairsTable key={dimension} pairs={pairs} dimension={dimension} />
        ))}
      </div>
      <p className="text-sm text-slate-700">{t('guideline', { year: guidelineYear })}</p>
    </>
  );
}

function Waits({ waits }: { waits: FunderReport['waits'] }) {
  const t = useTexts(staffReportsTexts);
  const rows = [
    [t('applicationToApproval'), waits.application_to_approval],
    [t('approvalToDelivery'), waits.approval_to_delivery],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {rows.map(([label, wait]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {wait.median_days === null ? t('medianHidden') : t('medianDays', { days: wait.median_days })}
            {wait.median_days !== null && (
              // `people` may be a text ("fewer than 3"), which the plural reads as "other".
              <span className="block text-sm font-normal text-slate-700">{t('waitPeople', { people: wait.people })}</span>
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
  const t = useTexts(staffReportsTexts);
  const fields = useMemo(
    () => [{ name: 'from', label: t('from'), kind: 'date' } as const, { name: 'to', label: t('to'), kind: 'date' } as const],
    [t],
  );
  const filters = useUrlFilters(FIELD_NAMES);
  const range: ReportRange = filters.query;
  const report = useFunderReport(range);
  const data = report.data;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <FilterForm
        fields={fields}
        filters={filters}
        label={t('rangeLabel')}
        submitLabel={t('showReport')}
        clearLabel={t('thisYear')}
        validate={lastDayNotBeforeFirst(REPORT_MESSAGES.toBeforeFrom)}
      />
      <div aria-live="polite">
        {report.isPending && <Spinner label={t('loading')} />}
        {report.isError && <LoadError message={t('loadFailed')} onRetry={() => void report.refetch()} retrying={report.isFetching} />}
        {data && <p className="text-slate-800">{t('covers', { from: data.from, to: data.to })}</p>}
      </div>
      {data && (
        <>
          <ReportSection title={t('moneyTitle')} part="money" report={data}>
            <MoneyTable money={data.money} />
          </ReportSection>
          <ReportSection title={t('pairsTitle')} part="pairs" report={data}>
            <PairsTables pairs={data.pairs} guidelineYear={data.guideline_year} />
          </ReportSection>
          <ReportSection title={t('waitsTitle')} part="waits" report={data}>
            <Waits waits={data.waits} />
          </ReportSection>
        </>
      )}
    </div>
  );
}
