import { useId } from 'react';

import { useTexts } from '@/i18n';
import { formatMoney } from '@/lib/format-number';

import { useGoal } from './get-goal';
import { donorTexts } from './texts';

/**
 * The fundraising goal of this month or year as a progress bar; nothing at all when no goal is
 * configured or it cannot be read (it encourages; nobody needs it to give).
 */
export function GoalProgress({ className = '' }: { className?: string }) {
  const t = useTexts(donorTexts);
  const query = useGoal();
  const labelId = useId();
  const goal = query.data?.goal;
  if (!goal) return null;
  const percent = goal.amount > 0 ? Math.min(100, Math.round((goal.raised / goal.amount) * 100)) : 0;
  const amounts = { raised: formatMoney(goal.raised), goal: formatMoney(goal.amount) };
  const text = goal.period === 'year' ? t('goalRaisedYear', amounts) : t('goalRaisedMonth', amounts);
  return (
    <section className={`rounded-xl bg-white p-4 shadow-sm ${className}`} aria-labelledby={labelId} data-testid="goal-progress">
      <h2 id={labelId} className="text-base font-semibold text-slate-900">
        {goal.period === 'year' ? t('goalLabelYear') : t('goalLabelMonth')}
      </h2>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${text}`}
        className="mt-2 h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {text} ({percent}%)
      </p>
    </section>
  );
}
