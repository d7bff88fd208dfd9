/** The application queue's words, written once; tests use the same constants. */
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@onepair/contract';

export const APPLICATIONS_TEXTS = {
  title: 'Applications',
  status: 'Status',
  caption: (status: ApplicationStatus) => `Applications: ${APPLICATION_STATUS_LABELS[status].toLowerCase()}, oldest first`,
  empty: 'No applications in this status.',
  notGiven: 'Not given',
  columns: { applicant: 'Applicant', status: 'Status', submitted: 'Submitted', household: 'Household', income: 'Monthly income' },
} as const;
