import type { Eligibility } from '@onepair/contract';

import { money } from '../../lib/format';

export function eligibilityVerdict(eligibility: Eligibility): string {
  if (eligibility.within_limit === null) return 'Cannot tell: the application lacks the income or the household size.';
  return eligibility.within_limit ? 'Within the income limit' : 'Above the income limit';
}

/** The hint beside an application: its yearly income against the limit for its household, with the guideline's year. */
export function EligibilityHint({ eligibility }: { eligibility: Eligibility }) {
  const tone =
    eligibility.within_limit === null
      ? 'bg-slate-50 text-slate-800'
      : eligibility.within_limit
        ? 'bg-emerald-50 text-emerald-900'
        : 'bg-amber-50 text-amber-900';
  return (
    <section aria-labelledby="eligibility-title" className={`rounded-2xl p-5 ${tone}`}>
      <h2 id="eligibility-title" className="text-lg font-bold">
        Eligibility hint
      </h2>
      <p className="mt-1 font-semibold" data-testid="eligibility-verdict">
        {eligibilityVerdict(eligibility)}
      </p>
      <p className="mt-1 text-sm">
        Yearly income {money(eligibility.yearly_income)} against a limit of {money(eligibility.yearly_limit)} for a household of{' '}
        {eligibility.household_size ?? 'unknown size'}: {eligibility.percent}% of the {eligibility.year} federal poverty guidelines.
      </p>
    </section>
  );
}
