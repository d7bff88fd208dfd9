import type { OutboxMessage } from '@onepair/contract';

import { useKeysetList } from '../../lib/use-keyset-list';

export const staffOutboxQueryKey = ['staff', 'outbox'] as const;

/** The mail the server wrote, newest first, a page at a time. */
export function useOutbox() {
  return useKeysetList<OutboxMessage>(staffOutboxQueryKey, '/api/staff/outbox/');
}
