import { DEFAULT_COST_PER_PAIR, formatDollars, pairsProvided, shareOfPair } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';

import { clientConfigQueryOptions } from '@/lib/client-config';

import { DONOR_TEXTS } from './texts';

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
 * of one it pays for ("$10.00 pays for 2/5 of a pair of glasses."); nothing yet says only the cost.
 * Read out as the amount changes.
 */
export function ImpactLine({ amount, kind, className = '' }: ImpactLineProps) {
  const cost = useCostPerPair();
  const whole = pairsProvided(amount, cost);
  const money = formatDollars(amount);
  const total = `total of ${money}`;
  let impact = '';
  if (whole > 0) {
    const pairs = DONOR_TEXTS.pairs(whole);
    impact = kind === 'total' ? DONOR_TEXTS.impactOfTotal(total, pairs) : DONOR_TEXTS.impactOfAmount(money, pairs);
  } else if (amount > 0) {
    const share = DONOR_TEXTS.share(shareOfPair(amount, cost));
    impact = kind === 'total' ? DONOR_TEXTS.shareOfTotal(total, share) : DONOR_TEXTS.shareOfAmount(money, share);
  }
  return (
    <p className={`text-slate-700 ${className}`} aria-live="polite" data-testid="impact-line">
      {impact && `${impact} `}
      <span className="text-slate-600">{DONOR_TEXTS.costPerPair(formatDollars(cost))}</span>
    </p>
  );
}
