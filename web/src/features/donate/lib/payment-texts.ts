/** Words of paying through the provider's checkout (the donation form with PAYMENT_PROVIDER=stripe). */
export const PAYMENT_TEXTS = {
  checkoutNote: 'You pay on Stripe’s secure page; this site never sees your card.',
  monthly: 'Give this amount every month',
  monthlyHint: 'You can change or cancel a monthly gift from your account page at any time.',
  coverFee: 'Cover the processing fee',
  coverFeeHint: (fee: string, total: string) => `Adds ${fee}, so you pay ${total} and OnePair receives your whole gift.`,
  coverFeeHintNoAmount: 'Adds the card processing fee to your payment, so OnePair receives your whole gift.',
  continueToPayment: 'Continue to payment',
  continueToMonthlyPayment: 'Continue to monthly payment',
  redirecting: 'Opening the payment page…',
  checkoutFailed: 'The payment could not be started. Nothing was charged; please try again.',
  loading: 'Loading the donation form…',
  confirmingTitle: 'Thank you!',
  confirming: 'We are confirming your payment with the payment processor…',
  waiting: 'Waiting for the confirmation',
  confirmingSlow: 'This is taking longer than usual. You can leave this page: your gift is confirmed as soon as the processor tells us.',
  confirmed: (amount: string) => `Your gift of ${amount} is confirmed. Thank you for helping someone see clearly.`,
  confirmedMonthly: (amount: string) =>
    `Your monthly gift of ${amount} is set up and its first month is confirmed. You can change or cancel it from your account.`,
  processing:
    'Your bank payment has started. Bank payments take a few days to arrive; once yours does, your gift is confirmed and its receipt comes to you by e-mail. You can leave this page.',
  processingMonthly:
    'Your bank payment for the first month has started. Bank payments take a few days to arrive; once it does, your monthly gift begins and its receipt comes to you by e-mail. You can leave this page.',
  refunded: 'This gift was refunded.',
  notRecorded:
    'This payment did not go through, so no gift was recorded: the bank declined it, or the payment page closed before it was paid. You can give again from the donation form.',
  stateFailed: 'We could not check your payment just now.',
  retry: 'Try again',
  missingSession: 'This page needs the payment it is about; start again from the donation form.',
  cancelledTitle: 'Payment cancelled',
  cancelled: 'You left the payment page before paying: nothing was charged and no gift was recorded.',
  backToForm: 'Back to the donation form',
  continueToAccount: 'Continue to Account',
} as const;

/** How often the thank-you page asks whether the payment was confirmed, and for how long at most. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_POLL_LIMIT = 40;
