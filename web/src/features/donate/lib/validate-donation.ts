import { isValidAmount } from '@onepair/contract';

/** The typed amount as a number, or null when it is not a valid donation amount (> 0, cents at most). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return isValidAmount(amount) ? amount : null;
}
