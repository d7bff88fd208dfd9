/** Texts of the account page's receipts and yearly statements. */
export const RECEIPT_TEXTS = {
  title: 'Receipts',
  intro:
    'Every gift the charity received (paid by card or recorded by staff) has a numbered receipt. ' +
    'A gift recorded without a payment has none. Refunded gifts keep their receipt, marked void; ' +
    'a gift refunded in part gets a new receipt for the amount left.',
  loading: 'Loading your receipts',
  loadFailed: 'Your receipts could not be loaded.',
  retry: 'Try again',
  none: 'Your receipts appear here once a gift is received.',
  withoutPayment: 'A gift recorded without a payment (no card was charged) has no receipt: it shows in your donation history only.',
  showMore: 'Show more receipts',
  loadingMore: 'Loading more receipts…',
  loadMoreFailed: 'More receipts could not be loaded. Please try again.',
  receiptTitle: (number: number) => `Receipt No. ${number}`,
  date: 'Date',
  amount: 'Amount',
  void: 'Void',
  voided: (reason: string) => `Void: ${reason}`,
  replaces: (number: number) => `Replaces receipt No. ${number}, which is now void.`,
  download: 'Download PDF',
  downloadLabel: (number: number) => `Download PDF of receipt No. ${number}`,
  downloading: 'Downloading…',
  downloadFailed: 'The download failed.',
  tryAgain: 'Please try again.',
  statementsTitle: 'Yearly statements',
  statementsIntro: 'All received gifts of a year with their total, for your records.',
  statement: (year: number) => `Statement ${year}`,
  statementLabel: (year: number) => `Statement ${year}, download PDF`,
} as const;
