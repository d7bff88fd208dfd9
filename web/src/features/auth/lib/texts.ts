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
  next: 'Next',
  submit: 'Submit',
  back: 'Back',
  donateeForm: 'Donatee Form',
  dependentQuestion: 'Are you a dependent?',
  prescriptionUpload: 'Upload a picture of your percription',
  yes: 'Yes',
  no: 'No',
  // /apply, the Donatee Form outside the sign-up wizard (this product's addition).
  applyTitle: 'Apply for a Free Pair',
  applyIntro:
    'Tell us a little about your situation and upload your prescription. Once you have applied you can choose one pair from the catalogue.',
  alreadyApplied: 'Your application is in. You can choose your pair from the catalogue.',
  toCatalogue: 'Go to the catalogue',
} as const;

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = { donator: 'Donator', donatee: 'Donatee' };

export function moreInformationTitle(type: AccountType): string {
  return `Some More Information for the ${ACCOUNT_TYPE_NAMES[type]}`;
}

/** Sign-up steps: 3 for a donator (0-2), 4 for a donatee (0-3); dots count the steps after the first. */
export function progressDotCount(type: AccountType): number {
  return type === 'donator' ? 2 : 3;
}
