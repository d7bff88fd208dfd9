import type { PartnerKind, PartnerStatus } from '@onepair/contract';

import type { TextKey } from '@/i18n';

import { staffTexts } from '../texts';

type StaffKey = TextKey<typeof staffTexts>;

const KIND_KEYS: Record<PartnerKind, StaffKey> = {
  clinic: 'partnerKindClinic',
  school: 'partnerKindSchool',
  shelter: 'partnerKindShelter',
  social_services: 'partnerKindSocialServices',
  other: 'partnerKindOther',
};

const STATUS_KEYS: Record<PartnerStatus, StaffKey> = {
  pending: 'partnerStatusPending',
  approved: 'partnerStatusApproved',
  rejected: 'partnerStatusRejected',
  suspended: 'partnerStatusSuspended',
};

/** An organisation's kind, in the console's words (the partner pages have their own, in both languages). */
export const partnerKindLabel = (kind: PartnerKind): string => staffTexts.t(KIND_KEYS[kind]);

/** Where an organisation's review stands, in the console's words. */
export const partnerStatusLabel = (status: PartnerStatus): string => staffTexts.t(STATUS_KEYS[status]);
