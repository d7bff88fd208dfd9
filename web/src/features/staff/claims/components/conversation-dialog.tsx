import { useQueryClient } from '@tanstack/react-query';

import { SupportConversation } from '@/components/claim/support-conversation';
import { claimTexts, supportDialogTitle } from '@/components/claim/texts';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/i18n';

import { staffSummaryQueryKey } from '../../dashboard/api/get-summary';
import type { StaffClaimRow } from '../../lib/types';
import { staffClaimsQueryKey } from '../api/get-claims';
import { personLabel } from '../../lib/person-label';

export interface ConversationDialogProps {
  claim: StaffClaimRow | null;
  onClose: () => void;
}

/**
 * A claim's support conversation, for staff to read and answer. An answer means the claim no
 * longer waits: the list's markers and the dashboard's count are read again.
 */
export function ConversationDialog({ claim, onClose }: ConversationDialogProps) {
  const queryClient = useQueryClient();
  const t = useTexts(claimTexts);
  return (
    <Modal open={claim !== null} onClose={onClose} title={supportDialogTitle(t, claim ? personLabel(claim) : null)}>
      {claim && (
        <SupportConversation
          key={claim.id}
          claimId={claim.id}
          viewer="staff"
          onClose={onClose}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: staffClaimsQueryKey });
            void queryClient.invalidateQueries({ queryKey: staffSummaryQueryKey });
          }}
        />
      )}
    </Modal>
  );
}
