/** Texts of the catalogue screens, written once for screens and tests. */
export const CATALOGUE_TEXTS = {
  title: 'Glasses Catalogue',
  confirmTitle: 'Confirm Your Selection',
  confirm: 'Confirm',
  cancel: 'Cancel',
  donate: 'Donate',
  claim: 'Claim',
  onTheirWay: 'Your Glasses Are on Their Way!',
  contactSupport: 'Contact Support',
  notFound: 'Glasses not found!',
  previous: 'Previous',
  next: 'Next',
} as const;
