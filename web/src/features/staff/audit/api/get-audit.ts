import type { AuditEntry } from '@onepair/contract';

import { useKeysetList } from '../../lib/use-keyset-list';

export const staffAuditQueryKey = ['staff', 'audit'] as const;

/** The filters the audit list takes, as the address keeps them; empty ones are left out. */
export interface AuditFilters {
  actor_username?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

/** Audit entries, newest first, a page at a time, narrowed by `filters`. */
export function useAudit(filters: AuditFilters) {
  return useKeysetList<AuditEntry>(staffAuditQueryKey, '/api/staff/audit/', { ...filters });
}
