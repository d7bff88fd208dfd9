import type { DonationStatus } from '@onepair/contract';

import { staffDonationsTexts, type StaffDonationsKey } from '../texts';

const STATUS_KEYS: Record<DonationStatus, StaffDonationsKey> = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  refunded: 'statusRefunded',
  voided: 'statusVoided',
};

/** A donation's status, in staff's words. */
export const donationStatusLabel = (status: DonationStatus): string => staffDonationsTexts.t(STATUS_KEYS[status]);
