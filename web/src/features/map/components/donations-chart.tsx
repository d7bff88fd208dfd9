import { formatDollars } from '@onepair/contract';
import { useId } from 'react';

import { useTexts } from '@/i18n';

import { axisTicks, niceMax, shortDollars } from '../lib/chart-scale';
import { mapTexts } from '../texts';

export interface ChartBar {
  id: number;
  label: string;
  value: number;
}

export interface DonationsChartProps {
  bars: readonly ChartBar[];
  width?: number;
  height?: number;
}

const MARGIN = { top: 24, right: 12, bottom: 36, left: 52 };

/**
 * The 'Donations by Region' bar chart (500x300), drawn as SVG. The picture is for the eye; screen
 * readers get the same numbers from the table beside it.
 */
export function DonationsChart({ bars, width = 500, height = 300 }: DonationsChartProps) {
  const t = useTexts(mapTexts);
  const titleId = useId();
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const max = niceMax(Math.max(0, ...bars.map((bar) => bar.value)));
  const slot = bars.length ? plotWidth / bars.length : plotWidth;
  const barWidth = Math.min(64, slot * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.max(0, value) / max) * plotHeight;

  return (
    <figure aria-labelledby={titleId} className="m-0">
      <h2 id={titleId} className="mb-2 text-xl font-bold text-slate-900">
        {t('chartTitle')}
      </h2>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className="h-auto w-full max-w-[500px]"
        aria-hidden="true"
        data-testid="donations-chart"
      >
        {axisTicks(max).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="#475569">
              {shortDollars(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = MARGIN.left + slot * index + (slot - barWidth) / 2;
          const top = y(bar.value);
          return (
            <g key={bar.id} data-testid="chart-bar" data-value={bar.value}>
              <rect x={x} y={top} width={barWidth} height={MARGIN.top + plotHeight - top} rx="3" fill="#2563eb" />
              <text x={x + barWidth / 2} y={top - 6} textAnchor="middle" fontSize="12" fontWeight="600" fill="#0f172a">
                {barLabel(bar.value)}
              </text>
              <text x={x + barWidth / 2} y={height - MARGIN.bottom + 18} textAnchor="middle" fontSize="12" fill="#334155">
                {bar.label}
              </text>
            </g>
          );
        })}
        <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} stroke="#64748b" />
      </svg>
      <table className="sr-only">
        <caption>{t('chartTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('region')}</th>
            <th scope="col">{t('totalDonated')}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.id}>
              <th scope="row">{bar.label}</th>
              <td>{formatDollars(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Amounts with their cents, as everywhere else, unless too wide for a bar (100 px at most). */
function barLabel(value: number): string {
  return value < 100_000 ? formatDollars(value) : shortDollars(value);
}
