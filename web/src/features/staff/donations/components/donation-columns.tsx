import { regionName, type DonationStatus, type StaffDonationRow } from '@onepair/contract';
import type { ReactNode } from 'react';

import { columnsFor, type DataTableColumn } from '@/components/table/data-table';

import { DonationAmount } from '../../components/donation-amount';
import { dateTime } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { donationStatusLabel } from '../lib/donation-status';
import type { staffDonationsTexts } from '../texts';

const STATUS_STYLES: Record<DonationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-slate-200 text-slate-800',
  voided: 'bg-red-100 text-red-900',
};

const helper = columnsFor<StaffDonationRow>();

/** The columns, each with the name the visibility menu and the sort button use. */
function baseColumns(t: typeof staffDonationsTexts.t): DataTableColumn<StaffDonationRow>[] {
  return [
    helper.accessor('date', { id: 'date', header: t('date'), sortFn: 'alphanumeric', sortDescFirst: true }),
    helper.accessor('amount', {
      id: 'amount',
      header: t('amount'),
      sortFn: 'basic',
      sortDescFirst: true,
      cell: ({ row }) => <DonationAmount donation={row.original} />,
    }),
    helper.accessor((row) => row.donor?.username ?? '', {
      id: 'donor',
      header: t('donor'),
      sortFn: 'alphanumeric',
      cell: ({ row }) =>
        row.original.donor ? (
          <>
            {personLabel(row.original.donor)}
            <span className="block text-slate-600">{row.original.donor.email}</span>
          </>
        ) : (
          <span className="text-slate-600 italic">{t('erasedDonor')}</span>
        ),
    }),
    helper.accessor((row) => regionName(row.region), {
      id: 'region',
      header: t('region'),
      sortFn: 'alphanumeric',
    }),
    helper.accessor('status', {
      id: 'status',
      header: t('status'),
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => {
        const status = getValue() as DonationStatus;
        return (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>{donationStatusLabel(status)}</span>
        );
      },
    }),
    helper.accessor('donation_id', {
      id: 'donation_id',
      header: t('donationNumber'),
      sortFn: 'basic',
      sortDescFirst: true,
    }),
    helper.accessor('created_at', {
      id: 'created_at',
      header: t('recorded'),
      sortFn: 'alphanumeric',
      sortDescFirst: true,
      cell: ({ getValue }) => dateTime(getValue() as string),
    }),
  ];
}

/** Hidden at first: staff turn it on from the column chooser. */
export const INITIAL_DONATION_COLUMNS = { created_at: false };

/**
 * The ledger's columns, each with the name the column chooser and the sort buttons use, and a
 * last column for what staff can do with one donation (a refund), when given. The ledger itself
 * only reads; a screen that acts on a donation passes its buttons here. `t` is the screen's
 * `useTexts(staffDonationsTexts)`.
 */
export function donationColumns(
  t: typeof staffDonationsTexts.t,
  rowActions?: (donation: StaffDonationRow) => ReactNode,
): DataTableColumn<StaffDonationRow>[] {
  const all = baseColumns(t);
  if (rowActions) {
    all.push(
      helper.display({
        id: 'actions',
        header: t('actions'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row }) => rowActions(row.original),
      }),
    );
  }
  return all;
}
