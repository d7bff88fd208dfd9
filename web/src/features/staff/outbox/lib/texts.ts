/** The outbox's words, written once; tests use the same constants. */
import type { OutboxStatus } from '@onepair/contract';

export const OUTBOX_TEXTS = {
  title: 'Outbox',
  intro: 'The e-mail OnePair sends to recipients. Without a mail server configured, messages wait here.',
  caption: 'Messages, newest first',
  empty: 'No messages yet.',
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  columns: { written: 'Written', to: 'To', message: 'Message', status: 'Status' },
  resend: 'Send again',
  resendTo: (to: string, subject: string) => `Send again to ${to}: ${subject}`,
  resending: 'Queuing…',
  queued: 'Queued again: the sender tries it on its next round.',
  resendFailed: 'It could not be queued again.',
} as const;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = { pending: 'Waiting', sent: 'Sent', failed: 'Failed' };
