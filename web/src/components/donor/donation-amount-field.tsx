import { MESSAGES, isValidAmount } from '@onepair/contract';

import { FormTextField } from '@/components/form/form';

/** The typed amount as a number, or null when it is not a valid donation amount (> 0, cents at most). */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return isValidAmount(amount) ? amount : null;
}

export interface DonationAmountFieldProps {
  label: string;
  /** Called as the donor types, after the form has taken the value. */
  onChange?: () => void;
}

/**
 * A donation's amount in dollars, bound to the value `amount` of the surrounding Form: the rule
 * the server checks too (`isValidAmount`), with the contract's one message, which the field shows
 * in the page's language.
 */
export function DonationAmountField({ label, onChange }: DonationAmountFieldProps) {
  return (
    <FormTextField
      name="amount"
      label={label}
      type="number"
      inputMode="decimal"
      min="0.01"
      step="0.01"
      options={{ validate: (text: string) => parseAmount(text) !== null || MESSAGES.invalidDonationAmount, onChange }}
    />
  );
}
