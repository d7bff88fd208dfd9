/** The donations ledger's words, written once; tests use the same constants. */
import type { DonationStatus } from '@onepair/contract';

import { money } from '../../lib/format';

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

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
};

export const DONATIONS_TABLE_TEXTS = {
  caption: 'Donations, newest first',
  sortedNote: 'Sorting orders the donations loaded so far; load more to sort more of them.',
  erasedDonor: 'Erased account',
  empty: 'No donations match this filter.',
  actions: 'Actions',
  columns: { date: 'Date', amount: 'Amount', donor: 'Donor', region: 'Region', status: 'Status', number: 'Number', recorded: 'Recorded' },
} as const;

const donations = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'donation' : 'donations'}`;

export const DONATION_TOTALS_TEXTS = {
  byStatus: 'Totals by status',
  /** Each status in words that say whether the money arrived. */
  statuses: {
    confirmed: 'Received (confirmed)',
    pending: 'Pending, not received yet',
    refunded: 'Refunded, given back',
  } satisfies Record<DonationStatus, string>,
  amount: (count: number, total: number) => `${money(total)} from ${donations(count)}`,
  inAll: (count: number, total: number) => `${donations(count)}, ${money(total)} in all`,
} as const;

export const REFUND_TEXTS = {
  refund: 'Refund',
  refundLabel: (id: number) => `Refund donation ${id}`,
  title: 'Refund this donation?',
  explain: (amount: string, donor: string) =>
    `${amount} from ${donor} goes back to the card it was paid with (or is marked refunded when nothing was charged). It then stops counting in every total. This cannot be undone.`,
  erasedDonor: 'an erased account',
  confirm: 'Yes, refund it',
  keep: 'Keep the donation',
  refunding: 'Refunding…',
  failed: 'The donation could not be refunded.',
} as const;
