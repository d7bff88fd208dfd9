/** The claims list's words, written once; tests use the same constants. */
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@onepair/contract';

/** A status, or every status (`?status=all`). */
export type StatusChoice = ClaimStatus | 'all';

export const CLAIMS_TEXTS = {
  clientOf: (partner: string) => `Client of ${partner}`,
  onlyPartner: (partner: string) => `Client of ${partner}: show only its clients`,
  partnerFilter: (partner: string | undefined) => (partner ? `Only the clients of ${partner}.` : "Only one organisation's clients."),
  everyPartner: 'Show every claim',
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

/** "Ship many" and the packing slips. */
export const SHIP_MANY_TEXTS = {
  open: 'Ship many',
  title: 'Ship many claims',
  max: 100,
  linesLabel: 'Lines to ship',
  linesHint: 'One claim a line: claim id, carrier, tracking number (paste from a spreadsheet, or pick a .csv file).',
  fileLabel: 'Or read a .csv file:',
  previewLabel: 'What each line will do',
  linePreview: (line: number, claimId: number, person: string | undefined, tracking: string) =>
    `Line ${line}: ship claim ${claimId}${person ? ` to ${person}` : ' (not in the list shown; the server checks it)'} with ${tracking}`,
  lineError: (line: number, error: string) => `Line ${line}: ${error}`,
  fixLines: (count: number) => `Correct ${count === 1 ? 'the line' : `the ${count} lines`} marked above first.`,
  tooMany: 'At most 100 lines at once.',
  cancel: 'Cancel',
  confirm: (count: number) => `Ship ${count} ${count === 1 ? 'claim' : 'claims'}`,
  shipping: 'Shipping…',
  failed: 'Nothing was shipped: the request failed. Please try again.',
  unreadable: 'The file could not be read: paste its lines instead.',
  shipped: (shipped: number, total: number) => `${shipped} of ${total} shipped.`,
  resultsLabel: 'What happened to each line',
  lineShipped: (claimId: number, person: string) => `Claim ${claimId}${person ? ` (${person})` : ''}: shipped.`,
  lineRefused: (claimId: number, why: string) => `Claim ${claimId}: not shipped. ${why}`,
  close: 'Done',
  packingSlips: (count: number) => `Packing slips (${count})`,
  packingSlip: 'Packing slip',
  packingSlipFor: (person: string) => `Packing slip for ${person}`,
  slipsFailed: 'The packing slips could not be made.',
} as const;
