import type { AccountType } from '@/session';

/** Texts of the sign-in and sign-up screens, written once for the screens and their tests. */
export const AUTH_TEXTS = {
  welcomeBack: 'Welcome Back',
  signIn: 'Sign In',
  loading: 'Loading...',
  needAccount: 'Need an Account?',
  getStarted: 'Get Started',
  signUp: 'Sign Up',
  haveAccount: 'Already have an Account?',
  chooseType: 'Choose Your Account Type',
  giver: 'Be a Giver',
  receiver: 'Be a Receiver',
  recipientNamesHint: 'As on your mail: your glasses are sent to this name.',
  donorNamesHint: 'Optional: your receipts are made out to this name (else to your username).',
  next: 'Next',
  submit: 'Submit',
  back: 'Back',
  donateeForm: 'Donatee Form',
  dependentQuestion: 'Are you a dependent?',
  // The spec's words, with its typo ('percription') fixed.
  prescriptionUpload: 'Upload a picture of your prescription',
  yes: 'Yes',
  no: 'No',
  // The Donatee Form's questions beyond the spec's (this product's addition).
  householdSize: 'People in your household',
  householdSizeHint: 'Count yourself and everyone who lives and shares income with you.',
  // /apply, the Donatee Form outside the sign-up wizard (this product's addition).
  applyTitle: 'Apply for a Free Pair',
  applyIntro:
    'Tell us a little about your situation and upload your prescription. Once your application is approved you can choose one pair from the catalogue.',
  alreadyApplied: 'Your application is in. You can choose your pair from the catalogue.',
  toCatalogue: 'Go to the catalogue',
  waitingForReview:
    'Your application is waiting for review. Once it is approved you can choose your pair from the catalogue; your account page shows where it stands.',
  sentBack: 'Our team has looked at your application. Change what they asked about and submit it again.',
  teamMessage: 'Message from our team',
  alreadyClaimed: 'You have claimed your pair of glasses, so there is nothing more to apply for. This is where your pair is:',
  claimedNoDetails: 'You have claimed your pair of glasses, so there is nothing more to apply for.',
  toAccount: 'Go to your account',
} as const;

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { donator: 'Donator', donatee: 'Donatee' };

export function moreInformationTitle(type: AccountType): string {
  return `Some More Information for the ${ACCOUNT_TYPE_NAMES[type]}`;
}

/** Sign-up steps: 3 for a donator (0-2), 4 for a donatee (0-3); dots count the steps after the first. */
export function progressDotCount(type: AccountType): number {
  return type === 'donator' ? 2 : 3;
}
