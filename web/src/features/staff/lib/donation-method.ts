import type { DonationMethod } from '@onepair/contract';

import type { TextKey } from '@/i18n';

import { staffTexts } from '../texts';

const METHOD_KEYS: Record<DonationMethod, TextKey<typeof staffTexts>> = {
  card: 'methodCard',
  none: 'methodNone',
  check: 'methodCheck',
  cash: 'methodCash',
  bank_transfer: 'methodBankTransfer',
  daf: 'methodDaf',
  in_kind: 'methodInKind',
  other: 'methodOther',
};

/** How the money came, in staff's words. */
export const donationMethodLabel = (method: DonationMethod): string => staffTexts.t(METHOD_KEYS[method]);
