import { useTexts } from '@/i18n';
import type { AccountType } from '@/session';

import { authTexts } from '../texts';

/** Sign-up steps: 3 for a donator (0-2), 4 for a donatee (0-3); dots count the steps after the first. */
export function progressDotCount(type: AccountType): number {
  return type === 'donator' ? 2 : 3;
}

export interface ProgressDotsProps {
  total: number;
  /** 1-based. */
  current: number;
}

/** Sign-up progress: 2 dots for a donator, 3 for a donatee. */
export function ProgressDots({ total, current }: ProgressDotsProps) {
  const t = useTexts(authTexts);
  return (
    <div role="group" aria-label={t('stepOf', { current, total })} className="flex justify-center gap-2" data-testid="progress-dots">
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          data-testid="progress-dot"
          data-active={index + 1 === current}
          className={`h-2.5 w-2.5 rounded-full ${index + 1 <= current ? 'bg-blue-600' : 'bg-slate-300'}`}
        />
      ))}
    </div>
  );
}
