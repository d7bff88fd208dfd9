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
  recordGift: 'Record a gift',
} as const;

export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  refunded: 'Refunded',
  voided: 'Void',
};

export const DONATIONS_TABLE_TEXTS = {
  caption: 'Donations, newest first',
  sortedNote: 'Sorting orders the donations loaded so far; load more to sort more of them.',
  erasedDonor: 'Erased account',
  empty: 'No donations match this filter.',
  actions: 'Actions',
  open: 'Open',
  openLabel: (id: number) => `Open donation ${id}`,
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
    voided: 'Void, recorded by mistake',
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

/** The form that records a gift received outside the site, and corrects one. */
export const GIFT_FORM_TEXTS = {
  newTitle: 'Record a gift',
  newIntro:
    'For money that reached the charity outside the site: a check in the mail, cash at an event, a bank transfer or a donor-advised fund. The gift counts at once and the donor is mailed a numbered receipt.',
  backToLedger: 'Back to the donations',
  donor: 'Donor',
  existingDonor: 'Someone with an account',
  newDonor: 'Someone new',
  search: 'Find the donor',
  searchHint: 'Part of their name, username or e-mail address',
  searchButton: 'Search',
  searching: 'Searching…',
  searchFailed: 'The search failed. Try again.',
  noMatches: 'Nobody matches. Check the spelling, or record the gift for someone new.',
  found: (count: number) => (count === 1 ? '1 person found.' : `${count} people found.`),
  chooseDonor: 'Choose the donor',
  donorRequired: 'Choose the donor, or record the gift for someone new.',
  donorName: 'Donor’s name',
  donorNameRequired: 'Enter the donor’s name.',
  donorEmail: 'Donor’s e-mail address',
  donorEmailRequired: 'Enter the donor’s e-mail address: the receipt goes there.',
  donorEmailHint:
    'If an account has this address, the gift goes to it. If not, the donor gets an account without a password and a link to choose one.',
  amount: 'Amount (USD)',
  amountRequired: 'Enter the amount.',
  amountInvalid: 'Enter an amount in dollars, such as 25 or 25.50.',
  date: 'Date received',
  dateHint: 'The day the money arrived; it may be in the past.',
  region: 'Region',
  method: 'How it came',
  reference: 'Check number or reference',
  referenceHint: 'Optional. Kept for staff; not printed on the receipt.',
  note: 'Note for staff',
  record: 'Record the gift',
  recording: 'Recording…',
  recorded: (receipt: number | undefined) =>
    receipt === undefined ? 'The gift is recorded.' : `The gift is recorded. Receipt No. ${receipt} is on its way to the donor.`,
  failed: 'The gift could not be recorded.',
} as const;

/** One donation's page, where staff correct or void a gift they recorded. */
export const GIFT_PAGE_TEXTS = {
  title: (id: number) => `Donation ${id}`,
  back: 'Back to the donations',
  missing: 'There is no such donation.',
  loading: 'Loading the donation',
  loadFailed: 'The donation could not be loaded.',
  details: 'Details',
  donor: 'Donor',
  erasedDonor: 'Erased account',
  withoutLogin: 'No password chosen yet',
  amount: 'Amount',
  date: 'Date',
  region: 'Region',
  method: 'How it came',
  reference: 'Reference',
  note: 'Note',
  tribute: 'Tribute',
  status: 'Status',
  receipt: 'Receipt',
  noReceipt: 'None',
  receiptNumber: (number: number, void_: boolean) => `No. ${number}${void_ ? ' (void)' : ''}`,
  recorded: 'Recorded',
  none: '—',
  correctTitle: 'Correct the gift',
  correctIntro: 'A new amount or date replaces the receipt: the donor is mailed the new one and the old one is marked void.',
  save: 'Save the correction',
  saving: 'Saving…',
  saved: 'The correction is saved.',
  saveFailed: 'The correction could not be saved.',
  voidTitle: 'Void the gift',
  voidIntro: 'For a gift recorded by mistake, or a check that bounced. It stops counting in every total and its receipt is marked void.',
  voidReason: 'Why is it void?',
  voidReasonHint: 'The donor sees this reason on their receipt.',
  voidReasonRequired: 'Say why the gift is void.',
  voidButton: 'Void the gift',
  voidConfirmTitle: 'Void this gift?',
  voidConfirmExplain: (amount: string) =>
    `The gift of ${amount} stops counting in every total and its receipt is marked void. This cannot be undone.`,
  voidKeep: 'Keep the gift',
  voidConfirm: 'Yes, void it',
  voiding: 'Voiding…',
  voidFailed: 'The gift could not be voided.',
  voided: 'The gift is void.',
  notChangeable: 'This donation was paid on the site: refund it from the donations list instead.',
} as const;
