import { DEFAULT_INCOME_GUIDELINE, type IncomeGuideline } from '@onepair/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { NextStepCard } from '@/components/recipient/next-step-card';
import { ActionLink } from '@/components/ui/action-link';
import { paths } from '@/config/paths';
import { clientConfigQueryOptions, usePrescriptionMaxAgeMonths } from '@/lib/client-config';
import { useSession } from '@/session';

import { GET_GLASSES_TEXTS as TEXTS } from '../lib/texts';

import { IncomeLimitsTable } from './income-limits-table';

/** The income line from the server's settings, or the contract's default while they load or from an older server. */
function useIncomeGuideline(): IncomeGuideline {
  const sent = useQuery(clientConfigQueryOptions()).data?.income_guideline;
  if (!sent) return DEFAULT_INCOME_GUIDELINE;
  return { year: sent.year, basePerYear: sent.base_per_year, perExtraPersonPerYear: sent.per_extra_person_per_year, percent: sent.percent };
}

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
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5 px-3 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900">{TEXTS.title}</h1>
        <p className="mt-2 text-lg text-slate-700">{TEXTS.intro}</p>
      </header>
      {donatee && <NextStepCard donatee={donatee} />}
      <Section id="who-qualifies" title={TEXTS.whoTitle}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          <li>{TEXTS.incomeRule(guideline.percent, guideline.year)}</li>
          <li>{TEXTS.prescriptionRule(maxAgeMonths)}</li>
          <li>{TEXTS.onePairRule}</li>
        </ul>
        <IncomeLimitsTable guideline={guideline} />
      </Section>
      <Section id="what-to-prepare" title={TEXTS.prepareTitle}>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          {TEXTS.prepare.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="how-long" title={TEXTS.timeTitle}>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
          {TEXTS.time.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Section>
      {!donatee && (
        <Section id="apply" title={TEXTS.applyTitle}>
          <p className="mt-2 text-slate-700">{TEXTS.applyText}</p>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            {userInfo.loggedIn ? (
              <ActionLink to={paths.apply}>{TEXTS.applySignedIn}</ActionLink>
            ) : (
              <>
                <ActionLink to={paths.signUpRecipient}>{TEXTS.applyVisitor}</ActionLink>
                <span className="text-slate-700">
                  {TEXTS.haveAccount}{' '}
                  <Link to={paths.login} className="font-semibold text-blue-700 underline">
                    {TEXTS.signIn}
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
