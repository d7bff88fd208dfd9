/** Words of the donor pieces shared by the home, donation and account pages. */
export const DONOR_TEXTS = {
  impactOfTotal: (total: string, pairs: string) => `Your ${total} provides ${pairs}.`,
  impactOfAmount: (amount: string, pairs: string) => `${amount} provides ${pairs}.`,
  pairs: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'pair' : 'pairs'} of glasses`,
  /** Less than a pair: what part of one it pays for ("about 2/5 of a pair"), rather than "0 pairs". */
  shareOfTotal: (total: string, share: string) => `Your ${total} pays for ${share} of glasses.`,
  shareOfAmount: (amount: string, share: string) => `${amount} pays for ${share} of glasses.`,
  share: (share: { numerator: number; denominator: number; exact: boolean } | null) =>
    share ? `${share.exact ? '' : 'about '}${share.numerator}/${share.denominator} of a pair` : 'part of a pair',
  costPerPair: (cost: string) => `One pair costs us ${cost}.`,
  goalLabel: (period: 'month' | 'year') => `Fundraising goal this ${period}`,
  goalRaised: (raised: string, goal: string, period: 'month' | 'year') => `${raised} raised of our ${goal} goal this ${period}`,
  publicNameTitle: 'How public lists show you',
  publicNameIntro: 'The map and the top-donor lists show your public name, or "Anonymous" if you prefer. Staff still see who gave.',
  showPublicName: 'Show my public name',
  showAnonymous: 'Show me as "Anonymous"',
  publicNameLabel: 'Public name',
  save: 'Save choice',
  saving: 'Saving…',
  saved: (shown: string) => `Saved. Public lists now show you as "${shown}".`,
  saveFailed: 'Your choice could not be saved. Please try again.',
  nameRequired: 'Enter the name to show, or choose to appear as Anonymous.',
} as const;
