import type { ClaimStatus } from '@onepair/contract';

import { defineTexts, type Texts, type TextKey } from '@/i18n';

import english from './locales/en.json';

/** The words of a recipient's claim: its timeline, "Contact Support" and the conversation with staff. */
export const claimTexts = defineTexts('claim', english, { es: () => import('./locales/es.json') });

export type ClaimTextKey = TextKey<typeof claimTexts>;

/** Each status of a claim as a step of its timeline says it. */
export const CLAIM_STATUS_KEYS: Record<ClaimStatus, ClaimTextKey> = {
  claimed: 'statusClaimed',
  shipped: 'statusShipped',
  delivered: 'statusDelivered',
  cancelled: 'statusCancelled',
};

/**
 * The title of staff's dialog on a claim's conversation, named after the recipient (or plain
 * "Contact Support" without one), with the `t` of `useTexts(claimTexts)`.
 */
export function supportDialogTitle(t: Texts<ClaimTextKey>['t'], username?: string | null): string {
  return username ? t('staffDialogTitle', { username }) : t('contactSupport');
}
