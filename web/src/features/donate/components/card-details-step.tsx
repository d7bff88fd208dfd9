import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { MailIcon, PersonIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';

import { DONATE_TEXTS } from '../lib/texts';

export interface CardDetailsStepProps {
  onNext: () => void;
}

/**
 * Step 0: name on card, email and card number, all required. Payment is not processed: the values
 * live only in this step and are dropped when it is left (SPEC.md §2, §5).
 */
export function CardDetailsStep({ onNext }: CardDetailsStepProps) {
  const [nameOnCard, setNameOnCard] = useState('');
  const [email, setEmail] = useState('');
  const [cardNumber, setCardNumber] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNext();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="rounded-md bg-blue-50 p-3 text-sm text-blue-900">{DONATE_TEXTS.cardNote}</p>
      <TextField
        label={DONATE_TEXTS.nameOnCard}
        icon={<PersonIcon />}
        required
        autoComplete="cc-name"
        value={nameOnCard}
        onChange={(event) => setNameOnCard(event.target.value)}
      />
      <TextField
        label={DONATE_TEXTS.email}
        type="email"
        icon={<MailIcon />}
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={DONATE_TEXTS.cardNumber}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
      />
      <Button type="submit" fullWidth>
        {DONATE_TEXTS.next}
      </Button>
    </form>
  );
}
