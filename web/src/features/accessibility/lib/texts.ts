/** Words of the accessibility statement. */
export const ACCESSIBILITY_TEXTS = {
  title: 'Accessibility',
  intro:
    'Many people who use OnePair see poorly: that is why they need glasses. We want every page to work for them, with a screen reader, with the keyboard alone, with large text and on a small phone.',
  testedTitle: 'What we test',
  tested: [
    'The pages are checked against the Web Content Accessibility Guidelines (WCAG 2.1, levels A and AA) with the axe checker, on a phone 360 pixels wide and on a desktop screen.',
    'The public pages, signing in, the account, giving and applying fit a screen 320 pixels wide, as a page zoomed to 400 % does, without scrolling sideways or cutting text off.',
    'The same pages still work with the browser’s text size at 200 %.',
    'Forms and buttons work with the keyboard alone, and the place of the keyboard is always shown.',
    'The thank-you page after a claim does not move for people whose device asks for reduced motion.',
  ],
  limitsTitle: 'What we know is not perfect yet',
  limits: [
    'The map shows where gifts go as pictures of a map. The list of regions under it gives the same figures as text.',
    'Receipts and yearly statements are PDF files without the structure screen readers use; your account page lists the same gifts.',
    'After a claim, the thank-you page returns to the home page by itself after about ten seconds, unless your device asks for reduced motion.',
  ],
  reportTitle: 'Tell us about a problem',
  reportIntro: 'If something on this site is hard to use, please tell us what page it was and what happened. We will answer and fix it.',
  writeTo: 'Write to',
  noAddress: 'If you have claimed a pair, use “Contact Support” on your account page: our team reads every message.',
} as const;
