import { formatDollars } from '@onepair/contract';
import { useId } from 'react';

import { TRANSPARENCY_TEXTS, monthName } from '../lib/texts';

export interface MonthBar {
  month: string;
  money: number;
}

const WIDTH = 600;
const HEIGHT = 240;
const AXIS = 24;

/**
 * Money confirmed per month as plain SVG bars: a picture with its title and description for
 * screen readers, each bar named with its month and amount; the table beside it has the data.
 */
export function MoneyChart({ bars }: { bars: readonly MonthBar[] }) {
  const titleId = useId();
  const descriptionId = useId();
  const highest = Math.max(...bars.map((bar) => bar.money), 0);
  const slot = bars.length > 0 ? WIDTH / bars.length : WIDTH;
  const barWidth = Math.max(4, Math.min(60, slot * 0.7));
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm">
      <figcaption className="mb-2 font-semibold text-slate-900">{TRANSPARENCY_TEXTS.chartTitle}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{TRANSPARENCY_TEXTS.chartTitle}</title>
        <desc id={descriptionId}>{TRANSPARENCY_TEXTS.chartDescription(bars.length)}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#475569" strokeWidth={1} />
        {bars.map((bar, index) => {
          const height = highest > 0 ? Math.max(1, (bar.money / highest) * (HEIGHT - 10)) : 0;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.month} data-testid="chart-bar">
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx={3} fill="#2563eb">
                <title>{`${monthName(bar.month)}: ${formatDollars(bar.money)}`}</title>
              </rect>
              {bars.length <= 12 && (
                <text x={x + barWidth / 2} y={HEIGHT + 16} textAnchor="middle" fontSize={12} fill="#334155">
                  {bar.month.slice(2)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
