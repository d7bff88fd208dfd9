/** The audit log's words, written once; tests use the same constants. */
import type { AUDIT_TARGET_TYPES } from '@onepair/contract';

export const AUDIT_TEXTS = {
  title: 'Audit log',
  intro: 'Every change staff make, with who made it, when, and the record before and after. Entries are never changed or removed.',
  filters: 'Filter the log',
  actor: 'Staff username',
  action: 'Action (e.g. claim.ship)',
  targetType: 'Record type',
  anyType: 'Any',
  targetId: 'Record id',
  from: 'From (day)',
  to: 'To (day)',
  apply: 'Apply filters',
  clear: 'Clear',
  caption: 'Audit entries, newest first',
  empty: 'No entries match these filters.',
  fromAfterTo: 'The first day must not be after the last day.',
  columns: { at: 'When', actor: 'Who', action: 'Action', target: 'Record', change: 'Change' },
} as const;

export const TARGET_TYPE_LABELS: Record<(typeof AUDIT_TARGET_TYPES)[number], string> = {
  glasses: 'Catalogue item',
  application: 'Application',
  claim: 'Claim',
  user: 'User',
  donation: 'Donation',
  outbox: 'Mail',
  claim_message: 'Support message',
  account: 'Account',
  mail_template: 'Mail text',
  partner: 'Partner organisation',
};
