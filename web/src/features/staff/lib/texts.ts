/** The staff console's words, written once; tests use the same constants. */
import type { DonationMethod } from '@onepair/contract';

export const STAFF_TEXTS = {
  consoleName: 'Staff console',
  navigationLabel: 'Staff',
  notAllowedTitle: 'Staff Only',
  notAllowedBody: 'This part of OnePair is for the charity’s staff. Your account does not have access to it.',
  backHome: 'Back to Home',
  dashboardTitle: 'Dashboard',
  applicationsWaiting: 'Applications waiting',
  claimsToShip: 'Claims to ship',
  supportWaiting: 'Questions waiting',
  openList: 'Open the list',
  summaryFailed: 'The counts could not be loaded.',
  retry: 'Try again',
} as const;

/** The console's sections, in navigation order. Later screens add an entry here. */
export const STAFF_SECTIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'applications', label: 'Applications' },
  { key: 'claims', label: 'Claims' },
  { key: 'catalogue', label: 'Catalogue' },
  { key: 'outbox', label: 'Outbox' },
  { key: 'people', label: 'People' },
  { key: 'audit', label: 'Audit log' },
  { key: 'donations', label: 'Donations' },
  { key: 'partners', label: 'Partners' },
  { key: 'reports', label: 'Reports' },
  { key: 'mail', label: 'Mail texts' },
  { key: 'setup', label: 'Going live' },
] as const;

/** How the money came, in staff's words. */
export const DONATION_METHOD_LABELS: Record<DonationMethod, string> = {
  card: 'Card',
  none: 'No payment taken',
  check: 'Check',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  daf: 'Donor-advised fund',
  in_kind: 'In kind',
  other: 'Other',
};
