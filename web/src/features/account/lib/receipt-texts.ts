/** Texts of the account page's receipts and yearly statements. */
export const RECEIPT_TEXTS = {
  title: 'Receipts',
  intro:
    'Every confirmed gift has a numbered receipt. Refunded gifts keep their receipt, marked void; ' +
    'a gift refunded in part gets a new receipt for the amount left.',
  loading: 'Loading your receipts',
  loadFailed: 'Your receipts could not be loaded.',
  retry: 'Try again',
  none: 'Your receipts appear here once a gift is confirmed.',
  receiptTitle: (number: number) => `Receipt No. ${number}`,
  date: 'Date',
  amount: 'Amount',
  void: 'Void',
  voided: (reason: string) => `Void: ${reason}`,
  replaces: (number: number) => `Replaces receipt No. ${number}, void since part of the gift was refunded.`,
  download: 'Download PDF',
  downloadLabel: (number: number) => `Download PDF of receipt No. ${number}`,
  downloading: 'Downloading…',
  downloadFailed: 'The download failed.',
  tryAgain: 'Please try again.',
  statementsTitle: 'Yearly statements',
  statementsIntro: 'All confirmed gifts of a year with their total, for your records.',
  statement: (year: number) => `Statement ${year}`,
  statementLabel: (year: number) => `Statement ${year}, download PDF`,
} as const;
