import { formatDollars } from '@onepair/contract';

/** Texts of the account screen, written once for the screen and its tests. */
export const ACCOUNT_TEXTS = {
  title: 'Account Overview',
  subtitle: 'Manage your account details and preferences.',
  save: 'Save Details',
  logout: 'Logout',
  saved: 'Your details have been saved.',
  language: 'Language of our e-mails',
  languageHint: 'We write to you in this language.',
  namesHint: 'As on your mail: a pair of glasses is sent to this name, and receipts are made out to it.',
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
  // The history shows the newest donations first and loads older ones on demand.
  showMoreDonations: 'Show more donations',
  loadingMoreDonations: 'Loading older donations…',
  moreDonationsFailed: 'Older donations could not be loaded. Please try again.',
  allDonationsShown: 'That is every donation.',
  donationsShown: (count: number) => `Showing ${count} donations.`,
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
  partnerLink: 'Your organisation',
  partnerLinkHint: 'For clinics, schools, shelters and social services that ask for glasses for the people they help.',
  // The prescription on file, and replacing it before a pair ships (this product's addition).
  prescriptionTitle: 'Your prescription',
  rightEye: 'Right eye',
  leftEye: 'Left eye',
  examDate: 'Eye exam',
  currentFile: 'Picture',
  openCurrentFile: 'Open the picture on file',
  notGiven: 'Not given',
  noFile: 'None sent',
  replacePrescription: 'Update your prescription',
  newPicture: 'A new picture of your prescription',
  savePrescription: 'Save prescription',
  cancel: 'Cancel',
  prescriptionSaved: 'Your prescription has been updated.',
  prescriptionSaveFailed: 'Your prescription could not be saved.',
  prescriptionLocked: 'Your pair has shipped, so the prescription can no longer be changed.',
  prescriptionViaApplication: 'To change your prescription, edit your application and submit it again.',
} as const;

export function yesNo(value: boolean | null | undefined): string {
  return value ? ACCOUNT_TEXTS.yes : ACCOUNT_TEXTS.no;
}

/** '$' amounts, or 'N/A' when empty (the Donatee Details). */
export function moneyOrNotAvailable(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatDollars(value) : ACCOUNT_TEXTS.notAvailable;
}
