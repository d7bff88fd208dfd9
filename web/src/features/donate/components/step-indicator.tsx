import { useTexts } from '@/i18n';

import { donateTexts } from '../texts';

export interface StepIndicatorProps {
  steps: readonly string[];
  current: number;
}

/** "Step n of 3" with a dot per step; the current one is marked for screen readers. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const t = useTexts(donateTexts);
  return (
    <div className="mb-5">
      <p className="text-sm font-medium text-slate-600">{t('stepOf', { step: current + 1, total: steps.length })}</p>
      <ol className="mt-2 flex gap-2" aria-label={t('donationSteps')}>
        {steps.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined} className="flex-1">
            <span aria-hidden="true" className={`block h-2 rounded-full ${index <= current ? 'bg-blue-600' : 'bg-slate-200'}`} />
            <span className="sr-only">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
