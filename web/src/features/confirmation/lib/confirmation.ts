import { CONFIRMATION_NUMBER_MAX } from '@onepair/contract';

/** The bar fills in about ten seconds (0.1 % steps every millisecond, as browsers pace them). */
export const FILL_DURATION_MS = 10_000;
/** How often the bar moves. */
export const TICK_MS = 100;
/** The page returns home this long after the bar is full. */
export const RETURN_DELAY_MS = 1_000;

export const CONFIRMATION_TEXTS = {
  title: 'Thank You!',
  numberLabel: 'Your confirmation number',
  progressLabel: 'Returning to the home page',
  backToHome: 'Back to Home',
  viewProductMap: 'View Product Map',
} as const;

/** A random whole number from 0 to 999999. */
export function randomConfirmationNumber(random: () => number = Math.random): number {
  return Math.min(CONFIRMATION_NUMBER_MAX, Math.floor(random() * (CONFIRMATION_NUMBER_MAX + 1)));
}
