import { EDITABLE_APPLICATION_STATUSES } from '@onepair/contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { ClaimTimeline } from '@/components/claim/claim-timeline';
import { donateeProgress } from '@/components/claim/donatee-progress';
import { FormContainer } from '@/components/ui/form-container';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { useSession } from '@/session';

import { useSubmitApplication } from '../api/update-donatee';
import { authTexts } from '../texts';

import { DonateeFormStep } from './donatee-form-step';

const LINK = 'font-semibold text-blue-700 underline';

/** A page that only tells where the application stands, with the way on. */
function StatusNote({ children }: { children: ReactNode }) {
  const t = useTexts(authTexts);
  return (
    <FormContainer className="min-h-[50vh]">
      <div className="flex flex-col items-center gap-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('applyTitle')}</h1>
        {children}
      </div>
    </FormContainer>
  );
}

/**
 * /apply: the Donatee Form on its own, for a signed-in user who has not applied yet (someone who
 * left the sign-up wizard before its last step, or a donor who needs glasses too), or whose
 * application staff sent back (rejected, or more information needed): then it starts with the
 * answers given and shows what staff wrote. Anyone else learns where they stand: waiting for
 * review, free to choose a pair, or with a pair already claimed.
 */
export default function ApplyPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const application = useSubmitApplication();
  const t = useTexts(authTexts);
  if (!user) return null;

  const donatee = user.account.donatee;
  const progress = donateeProgress(donatee);
  // Older servers send no status: an application sent counts as one that may be used.
  const status = progress.applicationStatus ?? (donatee.has_applied_for_account ? 'approved' : 'not_submitted');
  const sentBack = status !== 'not_submitted' && EDITABLE_APPLICATION_STATUSES.includes(status);

  // While the form is being sent the refreshed user may already say "submitted": keep the form until it is done.
  if (!application.isPending && donatee.has_claimed) {
    return (
      <StatusNote>
        <p role="status" className="text-slate-700">
          {progress.claim ? t('alreadyClaimed') : t('claimedNoDetails')}
        </p>
        {progress.claim && (
          <div className="w-full">
            <ClaimTimeline claim={progress.claim} />
          </div>
        )}
        <Link to={paths.account} className={LINK}>
          {t('toAccount')}
        </Link>
      </StatusNote>
    );
  }
  if (!application.isPending && status === 'submitted') {
    return (
      <StatusNote>
        <p role="status" className="text-slate-700">
          {t('waitingForReview')}
        </p>
        <Link to={paths.account} className={LINK}>
          {t('toAccount')}
        </Link>
      </StatusNote>
    );
  }
  if (!application.isPending && status === 'approved') {
    return (
      <StatusNote>
        <p role="status" className="text-slate-700">
          {t('alreadyApplied')}
        </p>
        <Link to={paths.home} className={LINK}>
          {t('toCatalogue')}
        </Link>
      </StatusNote>
    );
  }

  return (
    <FormContainer className="min-h-[70vh]">
      <div className="flex flex-col gap-4">
        <h1 className="text-center text-2xl font-bold text-slate-900">{t('applyTitle')}</h1>
        <p className="text-center text-slate-700">{sentBack ? t('sentBack') : t('applyIntro')}</p>
        {sentBack && progress.decisionMessage && (
          <div className="rounded-md bg-slate-50 p-3">
            <p className="text-sm font-semibold text-slate-700">{t('teamMessage')}</p>
            <p className="mt-1 text-slate-900" data-testid="decision-message">
              {progress.decisionMessage}
            </p>
          </div>
        )}
        <DonateeFormStep
          initial={sentBack ? donatee : undefined}
          busy={application.isPending}
          error={application.error}
          onSubmit={(form) => application.submit(donatee.donatee_id, form, () => navigate(paths.account), { first: !sentBack })}
        />
      </div>
    </FormContainer>
  );
}
