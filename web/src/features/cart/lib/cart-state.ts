import type { CatalogueRole, User } from '@onepair/contract';

/**
 * What the cart offers the person looking at it: the checkout form only to a receiver whose
 * application is approved and who holds no claim; everyone else learns why not and where to go.
 */
export type CartState = 'visitor' | 'donor' | 'not-applied' | 'waiting' | 'info-requested' | 'rejected' | 'claimed' | 'ready';

export function cartStateOf(role: CatalogueRole, user: User | null): CartState {
  if (role === 'visitor' || !user) return 'visitor';
  const donatee = user.account.donatee;
  // has_claimed stays true while a claim is active; a cancelled claim lets the recipient claim again.
  if (donatee.has_claimed) return 'claimed';
  if (!donatee.has_applied_for_account || donatee.application_status === 'not_submitted') {
    return role === 'donator' ? 'donor' : 'not-applied';
  }
  switch (donatee.application_status) {
    case 'submitted':
      return 'waiting';
    case 'info_requested':
      return 'info-requested';
    case 'rejected':
      return 'rejected';
    default:
      // 'approved', or a record from before reviews, where a submitted application was enough.
      return 'ready';
  }
}
