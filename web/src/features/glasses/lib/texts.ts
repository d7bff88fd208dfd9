/** Texts of the catalogue screens, written once for screens and tests. */
export const CATALOGUE_TEXTS = {
  title: 'Glasses Catalogue',
  confirmTitle: 'Confirm Your Selection',
  confirm: 'Confirm',
  cancel: 'Cancel',
  loading: 'Loading...',
  shippingTitle: 'Where should we send your pair?',
  shippingIntro: 'Your account does not have a full shipping address yet. Add what is missing: it is saved to your account.',
  donate: 'Donate',
  claim: 'Claim',
  onTheirWay: 'Your Glasses Are on Their Way!',
  contactSupport: 'Contact Support',
  thanks: 'Thank you for being part of OnePair.',
  toAccountAddress: 'Your new pair is being prepared and will be sent to the address on your account.',
  donorsThanks: 'This was made possible by the generosity of our donors, who believe everyone deserves to see clearly.',
  notFound: 'Glasses not found!',
  fits: 'Fits your prescription',
  onlyFitting: 'Show only frames that fit my prescription',
  noneFit: 'None of the frames in the catalogue fits your prescription at the moment.',
  showAll: 'Show all frames',
  addFiguresBefore: "Add your prescription's figures on",
  addFiguresLink: 'your account page',
  addFiguresAfter: 'to see which frames fit you.',
  waitingForReview: 'Your application is waiting for review: you can claim a pair once it is approved.',
  chooseYourPair: 'Choose your pair.',
  chooseYourPairText: 'Your application is approved: pick the frame you like, and we make it with your prescription.',
  applicationSentBack: 'Your application was sent back: see what the team wrote and send it again before claiming a pair.',
  seeYourAccount: 'See your account',
  seeYourApplication: 'See your application',
  previous: 'Previous',
  next: 'Next',
} as const;

/** What the on-their-way panel says before the address, by where the pair is. */
export function deliveryLead(status: string | undefined): string {
  if (status === 'shipped') return 'Your new pair is on its way to:';
  if (status === 'delivered') return 'Your new pair was delivered to:';
  return 'Your new pair is being prepared and will be sent to:';
}
