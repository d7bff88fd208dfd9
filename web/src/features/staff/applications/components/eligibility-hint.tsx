import type { Eligibility } from '@onepair/contract';

import { useTexts } from '@/i18n';

import { money } from '../../lib/format';
import { staffApplicationsTexts } from '../texts';

export function eligibilityVerdict(eligibility: Eligibility): string {
  if (eligibility.within_limit === null) return staffApplicationsTexts.t('verdictUnknown');
  return staffApplicationsTexts.t(eligibility.within_limit ? 'verdictWithin' : 'verdictAbove');
}

/** The hint beside an application: its yearly income against the limit for its household, with the guideline's year. */
export function EligibilityHint({ eligibility }: { eligibility: Eligibility }) {
  const t = useTexts(staffApplicationsTexts);
  const tone =
    eligibility.within_limit === null
      ? 'bg-slate-50 text-slate-800'
      : eligibility.within_limit
        ? 'bg-emerald-50 text-emerald-900'
        : 'bg-amber-50 text-amber-900';
  return (
    <section aria-labelledby="eligibility-title" className={`rounded-2xl p-5 ${tone}`}>
      <h2 id="eligibility-title" className="text-lg font-bold">
        {t('eligibilityHint')}
      </h2>
      <p className="mt-1 font-semibold" data-testid="eligibility-verdict">
        {eligibilityVerdict(eligibility)}
      </p>
      <p className="mt-1 text-sm">
        {t('eligibilityFigures', {
          income: money(eligibility.yearly_income),
          limit: money(eligibility.yearly_limit),
          household: eligibility.household_size ?? t('unknownSize'),
          percent: eligibility.percent,
          year: eligibility.year,
        })}
      </p>
    </section>
  );
}
