export const EXPLORER_TEXTS = {
  title: 'API Explorer',
  intro: 'Try every endpoint of the OnePair API from the browser. Calls are sent with your sign-in token, if you have one.',
  staffHint:
    'Most endpoints need a staff sign-in. Sign in as admin: the password is the server’s ADMIN_PASSWORD setting, or the one it printed when it first started.',
  signIn: 'Sign in',
  back: 'Back',
  next: 'Next',
  send: 'Send',
  sending: 'Sending...',
  body: 'Body (JSON)',
  id: 'Id',
  invalidJson: 'Not valid JSON, so it cannot be sent',
  status: 'Status',
  noContent: '(no content)',
  unreachable: 'No response: the server could not be reached.',
} as const;
