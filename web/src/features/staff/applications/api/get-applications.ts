import type { ApplicationStatus } from '@onepair/contract';

import { useKeysetList } from '../../lib/use-keyset-list';
import type { StaffApplicationRow } from '../../lib/types';

export const staffApplicationsQueryKey = ['staff', 'applications'] as const;

/** The review queue in one status, oldest submission first, a page at a time. */
export function useStaffApplications(status: ApplicationStatus) {
  return useKeysetList<StaffApplicationRow>([...staffApplicationsQueryKey, 'list'], '/api/staff/applications/', { status });
}
