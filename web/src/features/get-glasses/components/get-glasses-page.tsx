import { DEFAULT_INCOME_GUIDELINE, type IncomeGuideline } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { NextStepCard } from '@/components/recipient/next-step-card';
import { ActionLink } from '@/components/ui/action-link';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { usePrescriptionMaxAgeMonths } from '@/lib/prescription-max-age';
import { useSession } from '@/session';

import { getGlassesTexts } from '../texts';

import { IncomeLimitsTable } from './income-limits-table';

/** The income line from the server's settings, or the contract's default while they load or from an older server. */
function useIncomeGuideline(): IncomeGuideline {
  const sent = useQuery(clientConfigQueryOptions()).data?.income_guideline;
  if (!sent) return DEFAULT_INCOME_GUIDELINE;
  return { year: sent.year, basePerYear: sent.base_per_year, perExtraPersonPerYear: sent.per_extra_person_per_year, percent: sent.percent };
}

/** What to prepare, in order. */
const PREPARE = ['preparePrescription', 'prepareHousehold', 'prepareAddress'] as const;
/** How long it takes, step by step. */
const TIME = ['timeApply', 'timeReview', 'timeShip'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /get-glasses: the way in for people who need glasses. It says who qualifies (the income limit
 * by household, a recent prescription, one pair a person), what to prepare and how long it
 * takes, then leads a visitor to the recipient's sign-up. A signed-in recipient sees their next
 * step first.
 */
export default function GetGlassesPage() {
  const { role, userInfo } = useSession();
  const guideline = useIncomeGuideline();
  const maxAgeMonths = usePrescriptionMaxAgeMonths();
  const donatee = role === 'donatee' ? userInfo.account?.donatee : undefined;
  const t = useTexts(getGlassesTexts);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-3 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </header>
      {donatee && <NextStepCard donatee={donatee} />}
      <Section id="who-qualifies" title={t('whoTitle')}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          <li>{t('incomeRule', { percent: guideline.percent, year: String(guideline.year) })}</li>
          <li>{t('prescriptionRule', { months: maxAgeMonths })}</li>
          <li>{t('onePairRule')}</li>
        </ul>
        <IncomeLimitsTable guideline={guideline} />
      </Section>
      <Section id="what-to-prepare" title={t('prepareTitle')}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          {PREPARE.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
      </Section>
      <Section id="how-long" title={t('timeTitle')}>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {TIME.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ol>
      </Section>
      {!donatee && (
        <Section id="apply" title={t('applyTitle')}>
          <p className="mt-2 text-slate-700">{t('applyText')}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            {userInfo.loggedIn ? (
              <ActionLink to={paths.apply}>{t('applySignedIn')}</ActionLink>
            ) : (
              <>
                <ActionLink to={paths.signUpRecipient}>{t('applyVisitor')}</ActionLink>
                <span className="text-slate-700">
                  {t('haveAccount')}{' '}
                  <Link to={paths.login} className="font-semibold text-blue-700 underline">
                    {t('signIn')}
                  </Link>
                </span>
              </>
            )}
          </div>
        </Section>
      )}
    </div>
  );
}
