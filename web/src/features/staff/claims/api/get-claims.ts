import type { ClaimStatus } from '@onepair/contract';

import type { StaffClaimRow } from '../../lib/types';
import { useKeysetList } from '../../lib/use-keyset-list';

export const staffClaimsQueryKey = ['staff', 'claims'] as const;

/** Claims in one status, a page at a time ("claimed" is the list to ship). */
export function useStaffClaims(status: ClaimStatus) {
  return useKeysetList<StaffClaimRow>(staffClaimsQueryKey, '/api/staff/claims/', { status });
}
