/** The staff partners page's words, written once; tests use the same constants. */
import type { PartnerDecision } from '@onepair/contract';

export const STAFF_PARTNER_TEXTS = {
  title: 'Partner organisations',
  intro:
    'Clinics, schools, shelters and social services that ask for glasses for the people they help. Check each one before approving it.',
  status: 'Status',
  allStatuses: 'All',
  loading: 'Loading organisations',
  loadFailed: 'The organisations could not be loaded.',
  empty: 'No organisations with this status.',
  registered: (when: string) => `Registered ${when}.`,
  members: 'Members',
  noPassword: 'has not chosen a password yet',
  invitations: (count: number) => `${count} ${count === 1 ? 'colleague' : 'colleagues'} invited, not yet joined.`,
  decisionMessage: 'Message to the members',
  decisionMessageHint: 'Needed to turn down or suspend: the members read it.',
  lastMessage: 'Last message to the members',
  decided: (name: string, status: string) => `${name} is now: ${status}.`,
  decideFailed: 'The decision could not be saved. Try again.',
  buttons: { approve: 'Approve', reject: 'Turn down', suspend: 'Suspend' } satisfies Record<PartnerDecision, string>,
  working: 'Saving…',
} as const;
