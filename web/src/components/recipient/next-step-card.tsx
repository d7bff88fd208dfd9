import { recipientNextStep, type Donatee } from '@onepair/contract';
import { useLocation } from 'react-router';

import { donateeProgress } from '@/components/claim/donatee-progress';
import { ActionLink } from '@/components/ui/action-link';
import { useTexts } from '@/i18n';

import { NEXT_STEPS } from './next-step-texts';
import { recipientTexts } from './texts';

export interface NextStepCardProps {
  donatee: Donatee;
  /** The card's heading level: a page's first section, or a section under the page's own heading. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

/** A signed-in recipient's next step, in words, with the link that takes it (none to the page it is on). */
export function NextStepCard({ donatee, headingLevel: Heading = 'h2', className = '' }: NextStepCardProps) {
  const t = useTexts(recipientTexts);
  const progress = donateeProgress(donatee);
  const step = recipientNextStep({
    has_applied_for_account: donatee.has_applied_for_account,
    has_claimed: donatee.has_claimed,
    application_status: progress.applicationStatus,
    claim: progress.claim,
  });
  const words = NEXT_STEPS[step];
  // A link to the page the card is on would lead nowhere: the page itself shows the step.
  const { pathname } = useLocation();
  const link = words.link && words.link.to !== pathname ? words.link : undefined;
  return (
    <section
      aria-labelledby="next-step-title"
      data-testid="next-step"
      data-step={step}
      className={`rounded-2xl bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('yourNextStep')}</p>
      <Heading id="next-step-title" className="mt-1 text-2xl font-bold text-slate-900">
        {t(words.title)}
      </Heading>
      <p className="mt-2 text-slate-700">{t(words.text)}</p>
      {link && (
        <ActionLink to={link.to} className="mt-4">
          {t(link.label)}
        </ActionLink>
      )}
    </section>
  );
}
