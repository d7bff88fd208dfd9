import { APPLICATION_STATUS_LABELS, EDITABLE_APPLICATION_STATUSES, type ApplicationStatus, type ReviewReason } from '@onepair/contract';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { Panel } from '@/components/ui/panel';

export const APPLICATION_STATUS_TEXTS = {
  title: 'Your application',
  message: 'Message from our team',
  edit: 'Edit and submit your application again',
  waiting: 'Our team will look at it soon; their decision will show here.',
  changedAfterApproval: 'You changed your details after approval, so the charity will review your application again.',
} as const;

export interface ApplicationStatusPanelProps {
  status: ApplicationStatus;
  message: string | null;
  /** Why the application waits for review again without a new submission (absent from older servers). */
  reviewReason?: ReviewReason | null;
}

/** Where the recipient's application stands, what staff wrote with their decision, and the way to answer it. */
export function ApplicationStatusPanel({ status, message, reviewReason = null }: ApplicationStatusPanelProps) {
  // Sent back by staff; an application never sent is offered on the account page itself.
  const canResubmit = status !== 'not_submitted' && EDITABLE_APPLICATION_STATUSES.includes(status);
  return (
    <Panel
      title={
        <>
          {APPLICATION_STATUS_TEXTS.title}: <span data-testid="application-status">{APPLICATION_STATUS_LABELS[status]}</span>
        </>
      }
    >
      {status === 'submitted' && reviewReason === 'changed_after_approval' && (
        <p className="mt-2 font-semibold text-slate-900" data-testid="review-reason">
          {APPLICATION_STATUS_TEXTS.changedAfterApproval}
        </p>
      )}
      {status === 'submitted' && <p className="mt-2 text-slate-700">{APPLICATION_STATUS_TEXTS.waiting}</p>}
      {message && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-700">{APPLICATION_STATUS_TEXTS.message}</p>
          <p className="mt-1 text-slate-900" data-testid="decision-message">
            {message}
          </p>
        </div>
      )}
      {canResubmit && (
        <p className="mt-3">
          <Link to={paths.apply} className="font-semibold text-blue-700 underline">
            {APPLICATION_STATUS_TEXTS.edit}
          </Link>
        </p>
      )}
    </Panel>
  );
}
