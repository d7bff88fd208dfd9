/** The application queue's words, written once; tests use the same constants. */
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@onepair/contract';

export const APPLICATIONS_TEXTS = {
  title: 'Applications',
  status: 'Status',
  caption: (status: ApplicationStatus) => `Applications: ${APPLICATION_STATUS_LABELS[status].toLowerCase()}, oldest first`,
  empty: 'No applications in this status.',
  notGiven: 'Not given',
  alone: 'Alone',
  columns: {
    applicant: 'Applicant',
    partner: 'Applied through',
    status: 'Status',
    submitted: 'Submitted',
    household: 'Household',
    income: 'Monthly income',
  },
} as const;

/** The decision on one application. */
export const DECISION_TEXTS = {
  labels: {
    approve: 'Approve',
    reject: 'Reject (give the reason)',
    request_info: 'Ask for information (say what is needed)',
  },
  chooseDecision: 'Choose a decision.',
  messageLabel: 'Message to the recipient',
  messageRequired: 'Write the recipient a message: the reason, or the information you need.',
  messageNeeded: 'Required: the recipient reads the reason, or what information is needed.',
  messageOptional: 'Required when rejecting or asking for information; optional when approving.',
  send: 'Send the decision',
  confirmTitle: 'Approve this application?',
  confirmApproval: (person: string) => `Approve the application of ${person}?`,
  keepReviewing: 'Keep reviewing',
  approve: 'Approve',
  approving: 'Approving…',
  failed: 'The decision could not be sent. Please try again.',
} as const;

/** Approving several applications from the queue. */
export const BULK_TEXTS = {
  select: (person: string) => `Select the application of ${person}`,
  selectColumn: 'Select',
  eligibility: 'Eligibility hint',
  within: 'Within the limit',
  above: 'Above the limit',
  unknown: 'Cannot tell',
  approveSelected: (count: number) => `Approve selected (${count})`,
  confirmTitle: (count: number) => `Approve ${count} ${count === 1 ? 'application' : 'applications'}?`,
  confirmIntro: 'Each person is mailed that they may now choose a pair:',
  listLabel: 'The applications to approve',
  keep: 'Keep reviewing',
  confirm: (count: number) => `Approve ${count}`,
  approving: 'Approving…',
  failed: 'The applications could not be approved. Please try again.',
  approved: (count: number) => `${count} ${count === 1 ? 'application' : 'applications'} approved.`,
  refused: (person: string, why: string) => `${person}: not approved. ${why}`,
} as const;

export const DUPLICATE_TEXTS = {
  title: 'Possible duplicates',
  intro: 'These people may be the same person: the same names and address, or the same e-mail. Check before deciding.',
  through: (partner: string) => `applied through ${partner}`,
  alone: 'applied alone',
  sameEmail: 'same e-mail',
} as const;
