import {
  DONATION_STATUSES,
  LEDGER_MESSAGES,
  REGIONS,
  isStaffGiftMethod,
  type DonationStatus,
  type StaffDonationRow,
} from '@onepair/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';

import { ActionLink } from '@/components/ui/action-link';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { allErrorMessages } from '@/lib/api-errors';
import { useFileDownload } from '@/lib/use-file-download';

import type { FormFilterDefinition } from '../../components/list-page/filter-field';
import { FilterForm, lastDayNotBeforeFirst } from '../../components/list-page/filter-form';
import { StaffListPage } from '../../components/list-page/staff-list-page';
import { useUrlFilters } from '../../lib/use-url-filters';
import { exportDonationsCsv, useDonationTotals, useStaffDonations, type DonationFilter } from '../api/get-donations';
import { donationStatusLabel } from '../lib/donation-status';
import { staffDonationsTexts } from '../texts';

import { donationColumns, INITIAL_DONATION_COLUMNS } from './donation-columns';
import { DonationTotals } from './donation-totals';
import { RefundButton } from './refund-button';

const FILTER_NAMES = ['from', 'to', 'region', 'donor', 'status'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

function donationFilters(t: typeof staffDonationsTexts.t): FormFilterDefinition<FilterName>[] {
  return [
    { name: 'from', label: t('from'), kind: 'date' },
    { name: 'to', label: t('to'), kind: 'date' },
    {
      name: 'region',
      label: t('region'),
      kind: 'select',
      anyLabel: t('anyRegion'),
      options: REGIONS.map((region) => ({ value: String(region.id), label: region.name })),
    },
    { name: 'donor', label: t('donor'), kind: 'search', hint: t('donorFilterHint') },
    {
      name: 'status',
      label: t('status'),
      kind: 'select',
      anyLabel: t('anyStatus'),
      options: DONATION_STATUSES.map((status) => ({ value: status, label: donationStatusLabel(status) })),
    },
  ];
}

/**
 * Every donation opens on its own page; a confirmed one paid on the site can be refunded here (a
 * gift staff recorded is corrected or voided on its page instead).
 */
function ledgerColumns(t: typeof staffDonationsTexts.t) {
  return donationColumns(t, (donation: StaffDonationRow) => (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={paths.staffDonation(donation.donation_id)}
        aria-label={t('openDonationLabel', { id: donation.donation_id })}
        className="inline-flex min-h-11 items-center px-2 font-semibold text-blue-800 underline"
      >
        {t('openDonation')}
      </Link>
      {donation.status === 'confirmed' && !isStaffGiftMethod(donation.method) && <RefundButton donation={donation} />}
    </div>
  ));
}

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
  const t = useTexts(staffDonationsTexts);
  // Made once per language, so the table keeps its columns from one render to the next.
  const fields = useMemo(() => donationFilters(t), [t]);
  const columns = useMemo(() => ledgerColumns(t), [t]);
  const filters = useUrlFilters(FILTER_NAMES);
  const filter: DonationFilter = filters.query;
  const list = useStaffDonations(filter);
  const totals = useDonationTotals(filter);
  const totalsId = useId();
  const csv = useFileDownload({ failed: t('downloadFailed') });

  // The file comes through the typed client (it needs the token header).
  const download = () => csv.download(() => exportDonationsCsv(filter), fileName(filter));

  // A filter the server refuses (a hand-edited address) is named in its own words.
  const listProblem = list.query.error ?? totals.error;
  const serverProblems = listProblem ? allErrorMessages(listProblem).filter((message) => message !== t('totalsFailed')) : [];

  return (
    <StaffListPage
      texts={{ title: t('ledgerTitle'), intro: t('ledgerIntro'), caption: t('tableCaption'), empty: t('noDonations') }}
      actions={<ActionLink to={paths.staffDonationsNew}>{t('recordGift')}</ActionLink>}
      filters={
        <FilterForm
          fields={fields}
          filters={filters}
          label={t('filtersLabel')}
          submitLabel={t('applyFilters')}
          clearLabel={t('clearFilters')}
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
        sortedNote: t('sortedNote'),
      }}
    >
      {serverProblems.length > 0 && <FormMessage message={t('badFilter', { problems: serverProblems.join(' ') })} />}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <section aria-labelledby={totalsId} className="flex min-w-0 flex-col">
          <h2 id={totalsId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('totalsLabel')}
          </h2>
          <div aria-live="polite">
            {totals.data ? (
              <DonationTotals totals={totals.data} status={statusFilter(filter.status)} />
            ) : (
              <p className="text-lg font-semibold text-slate-900">{totals.isError ? t('totalsFailed') : t('totalsLoading')}</p>
            )}
          </div>
        </section>
        <Button variant="secondary" onClick={() => void download()} disabled={csv.busy}>
          {csv.busy ? t('downloadingCsv') : t('downloadCsv')}
        </Button>
      </div>
      <FormMessage message={csv.error} />
    </StaffListPage>
  );
}
