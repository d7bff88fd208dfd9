/** How the partner area and the staff console name an organisation's kind and status. */
import type { PartnerKind, PartnerStatus } from '@onepair/contract';

export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = {
  clinic: 'Clinic',
  school: 'School',
  shelter: 'Shelter',
  social_services: 'Social services',
  other: 'Other',
};

export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
  suspended: 'Suspended',
};
