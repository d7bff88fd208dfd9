import { EDITABLE_APPLICATION_STATUSES, type ApplicationStatus, type ReviewReason } from '@onepair/contract';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { Panel } from '@/components/ui/panel';
import { useTexts } from '@/i18n';

import { accountTexts, type AccountKey } from '../texts';

/** The words of each status (as the contract's APPLICATION_STATUS_LABELS say them in English). */
const STATUS_KEYS: Record<ApplicationStatus, AccountKey> = {
  not_submitted: 'statusNotSubmitted',
  submitted: 'statusSubmitted',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  info_requested: 'statusInfoRequested',
};

export interface ApplicationStatusPanelProps {
  status: ApplicationStatus;
  message: string | null;
  /** Why the application waits for review again without a new submission (absent from older servers). */
  reviewReason?: ReviewReason | null;
}

/** Where the recipient's application stands, what staff wrote with their decision, and the way to answer it. */
export function ApplicationStatusPanel({ status, message, reviewReason = null }: ApplicationStatusPanelProps) {
  const t = useTexts(accountTexts);
  // Sent back by staff; an application never sent is offered on the account page itself.
  const canResubmit = status !== 'not_submitted' && EDITABLE_APPLICATION_STATUSES.includes(status);
  return (
    <Panel
      title={
        <>
          {t('applicationTitle')}: <span data-testid="application-status">{t(STATUS_KEYS[status])}</span>
        </>
      }
    >
      {status === 'submitted' && reviewReason === 'changed_after_approval' && (
        <p className="mt-2 font-semibold text-slate-900" data-testid="review-reason">
          {t('changedAfterApproval')}
        </p>
      )}
      {status === 'submitted' && <p className="mt-2 text-slate-700">{t('applicationWaiting')}</p>}
      {message && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-700">{t('decisionMessage')}</p>
          <p className="mt-1 text-slate-900" data-testid="decision-message">
            {message}
          </p>
        </div>
      )}
      {canResubmit && (
        <p className="mt-3">
          <Link to={paths.apply} className="font-semibold text-blue-700 underline">
            {t('editApplication')}
          </Link>
        </p>
      )}
    </Panel>
  );
}
