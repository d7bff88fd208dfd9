import { DONATION_STATUSES, LEDGER_MESSAGES, REGIONS, type DonationStatus, type StaffDonationRow } from '@onepair/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { allErrorMessages } from '@/lib/api-client';
import { useFileDownload } from '@/lib/use-file-download';

import { exportDonationsCsv, useDonationTotals, useStaffDonations, type DonationFilter } from '../api/get-donations';

import { DonationTotals } from './donation-totals';
import { DONATION_STATUS_LABELS, DonationsTable } from './donations-table';
import { RefundButton } from './refund-button';

export const DONATIONS_TEXTS = {
  title: 'Donations',
  intro: 'Every donation with its donor, newest first. Filter the ledger, see its totals, and download it as a spreadsheet (CSV).',
  filters: 'Filter the donations',
  from: 'From',
  to: 'To',
  region: 'Region',
  anyRegion: 'All regions',
  donor: 'Donor',
  donorHint: 'User id, username or e-mail address',
  status: 'Status',
  anyStatus: 'All statuses',
  apply: 'Apply filters',
  clear: 'Clear filters',
  totalsLoading: 'Adding up the donations…',
  totalsFailed: 'The totals could not be loaded.',
  totalsLabel: 'Totals for this filter',
  download: 'Download CSV',
  downloading: 'Preparing the CSV…',
  downloadFailed: 'The CSV could not be downloaded.',
  badFilter: 'The filter could not be used:',
} as const;

const FIELDS = ['from', 'to', 'region', 'donor', 'status'] as const;

/** Only a confirmed donation can be refunded; one function for every render, so the table keeps its columns. */
const refundAction = (donation: StaffDonationRow) => (donation.status === 'confirmed' ? <RefundButton donation={donation} /> : null);
type FilterValues = Record<(typeof FIELDS)[number], string>;

function filterOf(search: URLSearchParams): FilterValues {
  return Object.fromEntries(FIELDS.map((field) => [field, search.get(field) ?? ''])) as FilterValues;
}

/** Only the parts given, so the address and the API's query stay short. */
function nonEmpty(values: FilterValues): DonationFilter {
  return Object.fromEntries(
    FIELDS.map((field) => [field, values[field].trim()] as const).filter(([, value]) => value !== ''),
  ) as DonationFilter;
}

/** The filter's status when it is one (the address may hold anything; the server refuses the rest). */
function statusFilter(value: string | undefined): DonationStatus | undefined {
  return DONATION_STATUSES.find((status) => status === value);
}

function fileName(filter: DonationFilter): string {
  const range = filter.from || filter.to ? `-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}` : '';
  return `onepair-donations${range}-${new Date().toISOString().slice(0, 10)}.csv`;
}

const inputClass = 'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-invalid:border-red-600';

/**
 * /staff/donations: the donations ledger. The filter lives in the address (a filtered view can
 * be bookmarked or shared with a colleague); the totals and the CSV cover the same filter.
 */
export default function DonationsPage() {
  const [search, setSearch] = useSearchParams();
  const applied = filterOf(search);
  const filter = nonEmpty(applied);
  const list = useStaffDonations(filter);
  const totals = useDonationTotals(filter);
  const ids = { from: useId(), to: useId(), region: useId(), donor: useId(), donorHint: useId(), status: useId(), totals: useId() };
  const form = useForm<FilterValues>({ values: applied });
  const errors = form.formState.errors;
  const csv = useFileDownload({ failed: DONATIONS_TEXTS.downloadFailed });

  const submit = form.handleSubmit((values) => {
    csv.clearError();
    setSearch(new URLSearchParams(nonEmpty(values) as Record<string, string>), { replace: true });
  });

  function clear() {
    csv.clearError();
    setSearch(new URLSearchParams(), { replace: true });
  }

  // The file comes through the typed client (it needs the token header).
  const download = () => csv.download(() => exportDonationsCsv(filter), fileName(filter));

  // A filter the server refuses (a hand-edited address) is named in its own words.
  const listProblem = list.query.error ?? totals.error;
  const serverProblems = listProblem ? allErrorMessages(listProblem).filter((message) => message !== DONATIONS_TEXTS.totalsFailed) : [];

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{DONATIONS_TEXTS.title}</h1>
      <p className="text-slate-700">{DONATIONS_TEXTS.intro}</p>

      <form
        aria-label={DONATIONS_TEXTS.filters}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="font-semibold text-slate-800">
            {DONATIONS_TEXTS.from}
          </label>
          <input id={ids.from} type="date" className={inputClass} {...form.register('from')} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="font-semibold text-slate-800">
            {DONATIONS_TEXTS.to}
          </label>
          <input
            id={ids.to}
            type="date"
            className={inputClass}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${ids.to}-error` : undefined}
            {...form.register('to', {
              validate: (to, values) => !to || !values.from || to >= values.from || LEDGER_MESSAGES.toBeforeFrom,
            })}
          />
          {errors.to && (
            <p id={`${ids.to}-error`} className="text-sm text-red-800">
              {errors.to.message}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.region} className="font-semibold text-slate-800">
            {DONATIONS_TEXTS.region}
          </label>
          <select id={ids.region} className={inputClass} {...form.register('region')}>
            <option value="">{DONATIONS_TEXTS.anyRegion}</option>
            {REGIONS.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.donor} className="font-semibold text-slate-800">
            {DONATIONS_TEXTS.donor}
          </label>
          <input id={ids.donor} type="search" className={inputClass} aria-describedby={ids.donorHint} {...form.register('donor')} />
          <p id={ids.donorHint} className="text-sm text-slate-600">
            {DONATIONS_TEXTS.donorHint}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="font-semibold text-slate-800">
            {DONATIONS_TEXTS.status}
          </label>
          <select id={ids.status} className={inputClass} {...form.register('status')}>
            <option value="">{DONATIONS_TEXTS.anyStatus}</option>
            {DONATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DONATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="submit">{DONATIONS_TEXTS.apply}</Button>
          <Button variant="secondary" onClick={clear}>
            {DONATIONS_TEXTS.clear}
          </Button>
        </div>
      </form>

      {serverProblems.length > 0 && <FormMessage message={`${DONATIONS_TEXTS.badFilter} ${serverProblems.join(' ')}`} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <section aria-labelledby={ids.totals} className="flex min-w-0 flex-col">
          <h2 id={ids.totals} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {DONATIONS_TEXTS.totalsLabel}
          </h2>
          <div aria-live="polite">
            {totals.data ? (
              <DonationTotals totals={totals.data} status={statusFilter(filter.status)} />
            ) : (
              <p className="text-lg font-semibold text-slate-900">
                {totals.isError ? DONATIONS_TEXTS.totalsFailed : DONATIONS_TEXTS.totalsLoading}
              </p>
            )}
          </div>
        </section>
        <Button variant="secondary" onClick={() => void download()} disabled={csv.busy}>
          {csv.busy ? DONATIONS_TEXTS.downloading : DONATIONS_TEXTS.download}
        </Button>
      </div>
      <FormMessage message={csv.error} />

      <DonationsTable rows={list.rows} {...list.tableProps} rowActions={refundAction} />
    </div>
  );
}
