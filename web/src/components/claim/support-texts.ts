import { CONTACT_SUPPORT_TEXTS } from './contact-support-texts';

/** The words of "Contact Support", written once for the screens and their tests. */
export const SUPPORT_TEXTS = {
  ...CONTACT_SUPPORT_TEXTS,
  staffDialogTitle: (username: string) => `Conversation with ${username}`,
  recipientIntro: 'Ask us anything about your pair. Staff will answer by e-mail and here.',
  staffIntro: 'Your answer is shown to the recipient here and sent to them by e-mail.',
  messages: 'Messages',
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
  empty: 'No messages yet',
  you: 'You',
  staff: (name: string) => `${name} (OnePair staff)`,
  recipient: (name: string) => `${name} (recipient)`,
  messageLabel: 'Your message',
  newMessage: 'New message',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Your message was sent. Staff will answer by e-mail and here.',
  staffSent: 'Your answer was sent.',
  sendFailed: 'Your message was not sent.',
  tooMany: 'You have sent many messages in a short time. Wait a minute, then send it again.',
  close: 'Close',
} as const;
