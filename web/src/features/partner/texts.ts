import type { ClientStage, PartnerKind, PartnerStatus, ShipTo } from '@onepair/contract';

import { defineTexts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/**
 * The words of the partner organisations' pages: registering one, its card, its members and
 * invitations, and its clients (the list, adding one, choosing a pair for one).
 */
export const partnerTexts = defineTexts('partner', english, { es: () => import('./locales/es.json') });

export type PartnerKey = TextKey<typeof partnerTexts>;

/** An organisation's kind, as this area names it (the staff console keeps its own English names). */
export const KIND_KEYS: Record<PartnerKind, PartnerKey> = {
  clinic: 'kindClinic',
  school: 'kindSchool',
  shelter: 'kindShelter',
  social_services: 'kindSocialServices',
  other: 'kindOther',
};

/** An organisation's status, in a word. */
export const STATUS_KEYS: Record<PartnerStatus, PartnerKey> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  suspended: 'statusSuspended',
};

/** What an organisation's status means for its members. */
export const STATUS_EXPLAINED_KEYS: Record<PartnerStatus, PartnerKey> = {
  pending: 'explainedPending',
  approved: 'explainedApproved',
  rejected: 'explainedRejected',
  suspended: 'explainedSuspended',
};

/** What a client's case waits for (the contract's `CLIENT_STAGE_LABELS`, in the page's language). */
export const STAGE_KEYS: Record<ClientStage, PartnerKey> = {
  review: 'stageReview',
  information: 'stageInformation',
  not_approved: 'stageNotApproved',
  choose_pair: 'stageChoosePair',
  shipping: 'stageShipping',
  delivery: 'stageDelivery',
  delivered: 'stageDelivered',
};

/** Where a client's pair ships. */
export const SHIP_TO_KEYS: Record<ShipTo, PartnerKey> = {
  client: 'shipToClientLabel',
  partner: 'shipToPartnerLabel',
};
