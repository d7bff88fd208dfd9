/** Texts of the forgotten-password pages and the sign-in form's link to them, for the pages and their tests. */
export const PASSWORD_TEXTS = {
  forgotLink: 'Forgot your password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  sendLink: 'Send the link',
  sending: 'Sending...',
  linkSent:
    'If an account uses that address, we have sent a link to it. The link works for one hour. Check your spam folder if nothing arrives.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
  passwordHint: 'Use a long password that is hard to guess, such as a few unrelated words.',
  savePassword: 'Save the new password',
  saving: 'Saving...',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign in',
  linkInvalid: 'This link is not valid any more: it may have been used already or be more than an hour old.',
  askNewLink: 'Ask for a new link',
} as const;
