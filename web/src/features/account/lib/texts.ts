import { formatDollars } from '@onepair/contract';

/** Texts of the account screen, written once for the screen and its tests. */
export const ACCOUNT_TEXTS = {
  title: 'Account Overview',
  subtitle: 'Manage your account details and preferences.',
  save: 'Save Details',
  logout: 'Logout',
  saved: 'Your details have been saved.',
  saveFailed: 'Your details could not be saved.',
  checkFields: 'Please check the fields and try again.',
  tryLater: 'Please try again in a moment.',
  donatorDetails: 'Donator Details',
  donationStatus: 'Donation Status',
  activeDonator: 'Active Donator',
  inactiveDonator: 'Inactive Donator',
  totalDonated: 'Total Donated',
  donationHistory: 'Donation History',
  noDonations: 'No Donations Yet',
  donateeDetails: 'Donatee Details',
  appliedForAccount: 'Applied for Account',
  claimed: 'Claimed',
  monthlyIncome: 'Monthly Income',
  householdIncome: 'Avg Household Income',
  bankBalance: 'Current Bank Balance',
  dependent: 'Dependent',
  prescription: 'Prescription',
  viewPrescription: 'View prescription',
  notAvailable: 'N/A',
  yes: 'Yes',
  no: 'No',
  // The link to /apply, the application outside the sign-up wizard (this product's addition).
  applyLink: 'Need glasses yourself? Apply for a free pair',
} as const;

export function yesNo(value: boolean | null | undefined): string {
  return value ? ACCOUNT_TEXTS.yes : ACCOUNT_TEXTS.no;
}

/** '$' amounts, or 'N/A' when empty (the Donatee Details). */
export function moneyOrNotAvailable(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatDollars(value) : ACCOUNT_TEXTS.notAvailable;
}
