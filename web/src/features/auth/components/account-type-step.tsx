import { useTexts, type TextKey } from '@/i18n';
import type { AccountType } from '@/session';

import { authTexts } from '../texts';
import { StepHeading } from './step-heading';

type AuthKey = TextKey<typeof authTexts>;

export interface AccountTypeStepProps {
  selected: AccountType | null;
  onChoose: (type: AccountType) => void;
}

const CARDS: { type: AccountType; title: AuthKey; tagline: AuthKey; text: AuthKey; emoji: string }[] = [
  { type: 'donator', title: 'donator', tagline: 'giver', text: 'donatorText', emoji: '💙' },
  { type: 'donatee', title: 'donatee', tagline: 'receiver', text: 'donateeText', emoji: '👓' },
];

/** Step 1 'Choose Your Account Type': Donator ('Be a Giver') or Donatee ('Be a Receiver'). */
export function AccountTypeStep({ selected, onChoose }: AccountTypeStepProps) {
  const t = useTexts(authTexts);
  return (
    <div className="flex flex-col gap-4">
      <StepHeading className="text-center text-2xl font-bold text-slate-900">{t('chooseType')}</StepHeading>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {CARDS.map((card) => (
          <button
            key={card.type}
            type="button"
            onClick={() => onChoose(card.type)}
            aria-pressed={selected === card.type}
            className={`flex flex-col items-center gap-1 rounded-xl border-2 p-4 text-center transition-colors hover:border-blue-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
              selected === card.type ? 'border-blue-600 bg-blue-50' : 'border-slate-200 bg-white'
            }`}
          >
            <span aria-hidden="true" className="text-3xl">
              {card.emoji}
            </span>
            <span className="text-lg font-bold text-slate-900">{t(card.title)}</span>
            <span className="font-semibold text-blue-700">{t(card.tagline)}</span>
            <span className="text-sm text-slate-600">{t(card.text)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
