/** The claims list's words, written once; tests use the same constants. */
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@onepair/contract';

/** A status, or every status (`?status=all`). */
export type StatusChoice = ClaimStatus | 'all';

export const CLAIMS_TEXTS = {
  title: 'Claims',
  status: 'Status',
  allStatuses: 'All statuses',
  onlyWaiting: 'Only claims with a question waiting',
  caption: (status: StatusChoice, supportWaiting: boolean) => {
    const base =
      status === 'all' ? 'All claims' : status === 'claimed' ? 'Claims to ship' : `Claims: ${CLAIM_STATUS_LABELS[status].toLowerCase()}`;
    return supportWaiting ? `${base} with a question waiting, oldest first` : `${base}, oldest first`;
  },
  empty: 'No claims in this status.',
  emptyWaiting: 'No questions are waiting.',
  shipSelected: 'Ship the selected claims',
  questionWaiting: 'Question waiting',
  /** The conversation's button: 'Answer' while a question waits, else 'Messages', with the count. */
  conversation: (waiting: boolean, count: number) => `${waiting ? 'Answer' : 'Messages'} (${count})`,
  conversationFor: (username: string, waiting: boolean, count: number) => `${waiting ? 'Answer' : 'Messages with'} ${username} (${count})`,
  columns: {
    select: 'Select',
    recipient: 'Recipient',
    frame: 'Frame',
    shipTo: 'Ship to',
    claimed: 'Claimed',
    status: 'Status',
    actions: 'Actions',
  },
  selectClaim: (username: string) => `Select the claim of ${username}`,
  noFrame: 'None named',
  frame: (id: number) => `Frame ${id}`,
  ship: 'Ship',
  shipClaim: (username: string) => `Ship the claim of ${username}`,
  pickFrame: 'Pick a frame',
  pickFrameFor: (username: string) => `Pick a frame for ${username}`,
  cancel: 'Cancel',
  cancelClaim: (username: string) => `Cancel the claim of ${username}`,
} as const;
