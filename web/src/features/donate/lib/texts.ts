/** Words of the donation flow; the error messages live in MESSAGES (contract/). */
export const DONATE_TEXTS = {
  title: 'Make a Donation',
  cardStepTitle: 'Card Details',
  cardNote: 'This is a demonstration: no card is charged, and card details are neither stored nor sent.',
  nameOnCard: 'Name on Card',
  email: 'Email',
  cardNumber: 'Card Number',
  next: 'Next',
  amountStepTitle: 'Amount and Region',
  quickAmounts: 'Quick amounts',
  customAmount: 'Custom Amount ($)',
  region: 'Region',
  donate: 'Donate',
  processing: 'Processing...',
  back: 'Back',
  thankYou: 'Thank You',
  continueToAccount: 'Continue to Account',
} as const;

export const DONATION_STEPS = ['Card Details', 'Amount and Region', 'Thank You'] as const;
