import { formatDollars } from '@onepair/contract';
import { useId } from 'react';

import { useTexts } from '@/i18n';

import { monthName, shortMonthName } from '../lib/months';
import { transparencyTexts } from '../texts';

export interface MonthBar {
  month: string;
  money: number;
}

/**
 * Money confirmed per month as a bar for each month, each labelled with its month and its
 * amount. Drawn with HTML rather than a scaled picture, so that its words keep their size on a
 * phone (14 px, never the few pixels a 600-wide drawing shrinks them to at 360 px) and a long
 * run of months adds rows rather than thinner bars. The table beside it has every figure.
 */
export function MoneyChart({ bars }: { bars: readonly MonthBar[] }) {
  const t = useTexts(transparencyTexts);
  const titleId = useId();
  const descriptionId = useId();
  const highest = Math.max(...bars.map((bar) => bar.money), 0);
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <figcaption id={titleId} className="mb-1 font-semibold text-slate-900">
        {t('chartTitle')}
      </figcaption>
      <p id={descriptionId} className="mb-3 text-sm text-slate-600">
        {t('chartDescription', { months: bars.length })}
      </p>
      <ol className="flex flex-col gap-1.5">
        {bars.map((bar) => {
          const share = highest > 0 ? Math.max(0.5, (bar.money / highest) * 100) : 0;
          return (
            <li
              key={bar.month}
              data-testid="chart-bar"
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]"
            >
              <span className="text-slate-700">
                <span className="sm:hidden">{shortMonthName(bar.month)}</span>
                <span className="hidden sm:inline">{monthName(bar.month)}</span>
              </span>
              <span className="flex min-w-0 items-center gap-2">
                <span aria-hidden="true" className="h-5 shrink-0 rounded bg-blue-600" style={{ width: `calc(${share}% * 0.7)` }} />
                <span data-testid="chart-value" className="font-medium whitespace-nowrap text-slate-900">
                  {formatDollars(bar.money)}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
