import type { ApplicationStatus, Donatee, ReviewReason } from '@onepair/contract';

import type { ClaimWithReason } from './claim-timeline';

/** What the recipient's record says of the review and the claim; older servers send none of it. */
export interface DonateeProgress {
  applicationStatus: ApplicationStatus | null;
  decisionMessage: string | null;
  reviewReason: ReviewReason | null;
  claim: ClaimWithReason | null;
}

export function donateeProgress(donatee: Donatee | null | undefined): DonateeProgress {
  const record = (donatee ?? {}) as Partial<Record<'application_status' | 'decision_message' | 'review_reason' | 'claim', unknown>>;
  return {
    applicationStatus: (record.application_status as ApplicationStatus | undefined) ?? null,
    decisionMessage: (record.decision_message as string | null | undefined) ?? null,
    reviewReason: (record.review_reason as ReviewReason | null | undefined) ?? null,
    claim: (record.claim as ClaimWithReason | null | undefined) ?? null,
  };
}
