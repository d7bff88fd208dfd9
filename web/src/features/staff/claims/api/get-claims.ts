import type { ClaimStatus } from '@onepair/contract';

import type { StaffClaimRow } from '../../lib/types';
import { useKeysetList } from '../../lib/use-keyset-list';

export const staffClaimsQueryKey = ['staff', 'claims'] as const;

export interface StaffClaimsFilter {
  /** One status ("claimed" is the list to ship), or every status when left out. */
  status?: ClaimStatus;
  /** Only claims whose conversation waits for staff (the recipient wrote last). */
  supportWaiting?: boolean;
  /** Only the clients of this partner organisation. */
  partnerId?: number;
}

/** Claims, a page at a time, oldest first. */
export function useStaffClaims({ status, supportWaiting = false, partnerId }: StaffClaimsFilter) {
  return useKeysetList<StaffClaimRow>(staffClaimsQueryKey, '/api/staff/claims/', {
    status,
    support: supportWaiting ? 'waiting' : undefined,
    partner: partnerId === undefined ? undefined : String(partnerId),
  });
}
