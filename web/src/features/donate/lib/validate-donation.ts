import { MESSAGES, isValidAmount } from '@onepair/contract';

/** The typed amount as a number, or null when it is not a valid donation amount (> 0, cents at most). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return isValidAmount(amount) ? amount : null;
}

/**
 * The message that stops a donation before it is sent (SPEC.md §5), or null when it may go:
 * the amount is checked first, then that the user has an account with a donator record.
 */
export function donationProblem(amountText: string, donatorId: number | null | undefined): string | null {
  if (parseAmount(amountText) === null) return MESSAGES.invalidDonationAmount;
  if (!donatorId) return MESSAGES.mustBeLoggedInToDonate;
  return null;
}
