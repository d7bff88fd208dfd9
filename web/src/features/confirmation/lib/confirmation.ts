import { CONFIRMATION_NUMBER_MAX, type Claim, type Donatee } from '@onepair/contract';

/** The bar fills in about ten seconds (0.1 % steps every millisecond, as browsers pace them). */
export const FILL_DURATION_MS = 10_000;
/** How often the bar moves. */
export const TICK_MS = 100;
/** The page returns home this long after the bar is full. */
export const RETURN_DELAY_MS = 1_000;

/**
 * A random whole number from 0 to 999999: what the page shows without a claim to confirm (a visit
 * from the address bar). A claim's own number is stored with it on the server.
 */
export function randomConfirmationNumber(random: () => number = Math.random): number {
  return Math.min(CONFIRMATION_NUMBER_MAX, Math.floor(random() * (CONFIRMATION_NUMBER_MAX + 1)));
}

/** The claim the page confirms: the signed-in recipient's active one, if the server sent its number. */
export function confirmedClaim(donatee: Donatee | null | undefined): (Claim & { confirmation_number: number }) | null {
  const claim = donatee?.claim;
  if (!donatee?.has_claimed || !claim || claim.status === 'cancelled' || typeof claim.confirmation_number !== 'number') return null;
  return claim as Claim & { confirmation_number: number };
}
