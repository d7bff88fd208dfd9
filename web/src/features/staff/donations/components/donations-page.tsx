import {
  DONATION_STATUSES,
  LEDGER_MESSAGES,
  REGIONS,
  isStaffGiftMethod,
  type DonationStatus,
  type StaffDonationRow,
} from '@onepair/contract';
import { useId } from 'react';
import { Link } from 'react-router';

import { ActionLink } from '@/components/ui/action-link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { allErrorMessages } from '@/lib/api-errors';
import { useFileDownload } from '@/lib/use-file-download';

import type { FilterDefinition } from '../../components/list-page/filter-field';
import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { useUrlFilters } from '../../lib/use-url-filters';
import { exportDonationsCsv, useDonationTotals, useStaffDonations, type DonationFilter } from '../api/get-donations';
import { DONATION_STATUS_LABELS, DONATIONS_TABLE_TEXTS, DONATIONS_TEXTS } from '../lib/texts';

import { donationColumns, INITIAL_DONATION_COLUMNS } from './donation-columns';
import { DonationTotals } from './donation-totals';
import { RefundButton } from './refund-button';

const FILTERS = [
  { name: 'from', label: DONATIONS_TEXTS.from, kind: 'date' },
  { name: 'to', label: DONATIONS_TEXTS.to, kind: 'date' },
  {
    name: 'region',
    label: DONATIONS_TEXTS.region,
    kind: 'select',
    anyLabel: DONATIONS_TEXTS.anyRegion,
    options: REGIONS.map((region) => ({ value: String(region.id), label: region.name })),
  },
  { name: 'donor', label: DONATIONS_TEXTS.donor, kind: 'search', hint: DONATIONS_TEXTS.donorHint },
  {
    name: 'status',
    label: DONATIONS_TEXTS.status,
    kind: 'select',
    anyLabel: DONATIONS_TEXTS.anyStatus,
    options: DONATION_STATUSES.map((status) => ({ value: status, label: DONATION_STATUS_LABELS[status] })),
  },
] as const satisfies ReadonlyArray<FilterDefinition>;
const FILTER_NAMES = FILTERS.map((filter) => filter.name);

/**
 * Every donation opens on its own page; a confirmed one paid on the site can be refunded here (a
 * gift staff recorded is corrected or voided on its page instead). One function for every
 * render, so the table keeps its columns.
 */
const columns = donationColumns((donation: StaffDonationRow) => (
  <div className="flex flex-wrap items-center gap-2">
    <Link
      to={paths.staffDonation(donation.donation_id)}
      aria-label={DONATIONS_TABLE_TEXTS.openLabel(donation.donation_id)}
      className="inline-flex min-h-11 items-center px-2 font-semibold text-blue-800 underline"
    >
      {DONATIONS_TABLE_TEXTS.open}
    </Link>
    {donation.status === 'confirmed' && !isStaffGiftMethod(donation.method) && <RefundButton donation={donation} />}
  </div>
));

/** The filter's status when it is one (the address may hold anything; the server refuses the rest). */
function statusFilter(value: string | undefined): DonationStatus | undefined {
  return DONATION_STATUSES.find((status) => status === value);
}

function fileName(filter: DonationFilter): string {
  const range = filter.from || filter.to ? `-${filter.from ?? 'start'}-to-${filter.to ?? 'now'}` : '';
  return `onepair-donations${range}-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * /staff/donations: the donations ledger. The filter lives in the address (a filtered view can
 * be bookmarked or shared with a colleague); the totals and the CSV cover the same filter.
 */
export default function DonationsPage() {
  const filters = useUrlFilters(FILTER_NAMES);
  const filter: DonationFilter = filters.query;
  const list = useStaffDonations(filter);
  const totals = useDonationTotals(filter);
  const totalsId = useId();
  const csv = useFileDownload({ failed: DONATIONS_TEXTS.downloadFailed });

  // The file comes through the typed client (it needs the token header).
  const download = () => csv.download(() => exportDonationsCsv(filter), fileName(filter));

  // A filter the server refuses (a hand-edited address) is named in its own words.
  const listProblem = list.query.error ?? totals.error;
  const serverProblems = listProblem ? allErrorMessages(listProblem).filter((message) => message !== DONATIONS_TEXTS.totalsFailed) : [];

  return (
    <StaffListPage
      texts={{ ...DONATIONS_TEXTS, ...DONATIONS_TABLE_TEXTS }}
      actions={<ActionLink to={paths.staffDonationsNew}>{DONATIONS_TEXTS.recordGift}</ActionLink>}
      filters={
        <FilterForm
          fields={FILTERS}
          filters={filters}
          label={DONATIONS_TEXTS.filters}
          submitLabel={DONATIONS_TEXTS.apply}
          clearLabel={DONATIONS_TEXTS.clear}
          validate={lastDayNotBeforeFirst(LEDGER_MESSAGES.toBeforeFrom)}
          onChange={csv.clearError}
        />
      }
      list={list}
      table={{
        columns,
        rowKey: 'donation_id',
        sortable: true,
        columnChooser: true,
        initialColumnVisibility: INITIAL_DONATION_COLUMNS,
        sortedNote: DONATIONS_TABLE_TEXTS.sortedNote,
      }}
    >
      {serverProblems.length > 0 && <FormMessage message={`${DONATIONS_TEXTS.badFilter} ${serverProblems.join(' ')}`} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <section aria-labelledby={totalsId} className="flex min-w-0 flex-col">
          <h2 id={totalsId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
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
    </StaffListPage>
  );
}
