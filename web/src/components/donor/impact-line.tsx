import { DEFAULT_COST_PER_PAIR, pairsProvided, shareOfPair } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { useTexts } from '@/i18n';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { formatCount, formatMoney } from '@/lib/format-number';

import { donorTexts } from './texts';

/** The configured cost of one pair, or the contract's default while it loads or when the server does not say. */
export function useCostPerPair(): number {
  const query = useQuery(clientConfigQueryOptions());
  const cost = query.data?.cost_per_pair;
  return typeof cost === 'number' && cost > 0 ? cost : DEFAULT_COST_PER_PAIR;
}

export interface ImpactLineProps {
  amount: number;
  /** `total`: what the donor's total provides (account page); `amount`: what a typed gift would (donation form). */
  kind: 'total' | 'amount';
  className?: string;
}

/**
 * "$50.00 provides 2 pairs of glasses. One pair costs us $25.00." Less than a pair says what part
 * of one it pays for ("$10.00 pays for 2/5 of a pair of glasses."), rather than "0 pairs"; nothing
 * yet says only the cost. Read out as the amount changes.
 */
export function ImpactLine({ amount, kind, className = '' }: ImpactLineProps) {
  const t = useTexts(donorTexts);
  const cost = useCostPerPair();
  const whole = pairsProvided(amount, cost);
  const money = formatMoney(amount);
  let impact = '';
  if (whole > 0) {
    const values = { amount: money, count: whole, pairs: formatCount(whole) };
    impact = kind === 'total' ? t('impactOfTotal', values) : t('impactOfAmount', values);
  } else if (amount > 0) {
    const part = shareOfPair(amount, cost);
    const fraction = part && `${part.numerator}/${part.denominator}`;
    const share = !part ? t('sharePart') : part.exact ? t('shareExact', { fraction: fraction! }) : t('shareAbout', { fraction: fraction! });
    impact = kind === 'total' ? t('shareOfTotal', { amount: money, share }) : t('shareOfAmount', { amount: money, share });
  }
  return (
    <p className={`text-slate-700 ${className}`} aria-live="polite" data-testid="impact-line">
      {impact && `${impact} `}
      <span className="text-slate-600">{t('costPerPair', { cost: formatMoney(cost) })}</span>
    </p>
  );
}
