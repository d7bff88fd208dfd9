import { DEFAULT_COST_PER_PAIR, formatDollars, pairsProvided } from '@onepair/contract';
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

/** "$50.00 provides 2 pairs of glasses. One pair costs us $25.00." Read out as the amount changes. */
export function ImpactLine({ amount, kind, className = '' }: ImpactLineProps) {
  const cost = useCostPerPair();
  const pairs = DONOR_TEXTS.pairs(pairsProvided(amount, cost));
  const money = formatDollars(amount);
  return (
    <p className={`text-slate-700 ${className}`} aria-live="polite" data-testid="impact-line">
      {kind === 'total' ? DONOR_TEXTS.impactOfTotal(`total of ${money}`, pairs) : DONOR_TEXTS.impactOfAmount(money, pairs)}{' '}
      <span className="text-slate-600">{DONOR_TEXTS.costPerPair(formatDollars(cost))}</span>
    </p>
  );
}
