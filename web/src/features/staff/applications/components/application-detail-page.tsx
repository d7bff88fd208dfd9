import { APPLICATION_STATUS_LABELS } from '@onepair/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { PARTNER_KIND_LABELS } from '@/lib/partner-labels';

import { dateTime, money } from '../../lib/format';
import type { StaffApplication } from '../../lib/types';
import { useStaffApplication } from '../api/get-application';

import { DecisionForm } from './decision-form';
import { EligibilityHint } from './eligibility-hint';
import { PrescriptionViewer } from './prescription-viewer';
import { personLabel } from '../../lib/person-label';
import { DUPLICATE_TEXTS } from '../lib/texts';

export const CHANGED_AFTER_APPROVAL = 'Back for review: the recipient changed their answers after the application was approved.';

function Answers({ application }: { application: StaffApplication }) {
  const address = application.shipping_address;
  const rows: [string, ReactNode][] = [
    ['Status', APPLICATION_STATUS_LABELS[application.status]],
    ...(application.partner
      ? ([['Applied through', `${application.partner.name} (${PARTNER_KIND_LABELS[application.partner.kind]})`]] as [string, ReactNode][])
      : []),
    ['Submitted', dateTime(application.submitted_at)],
    ['E-mail', application.email],
    ['Household size', application.household_size ?? 'Not given'],
    ['Monthly income', money(application.monthly_income)],
    ['Average household income', money(application.average_household_income)],
    ['Current bank balance', money(application.current_bank_balance)],
    ['Dependent', application.is_dependent ? 'Yes' : 'No'],
    ['Shipping address', [address.address, address.city, address.state, address.zip_code].filter(Boolean).join(', ') || 'Not given'],
  ];
  return (
    <Panel title="Answers" size="compact">
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/**
 * Others who may be the same person (same names and address, or same e-mail): a flag to look
 * at before deciding, never a refusal, so someone applying alone and through a clinic is noticed.
 */
function PossibleDuplicates({ application }: { application: StaffApplication }) {
  if (application.possible_duplicates.length === 0) return null;
  return (
    <Panel title={DUPLICATE_TEXTS.title} size="compact">
      <p className="mt-2 text-amber-900">{DUPLICATE_TEXTS.intro}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {application.possible_duplicates.map((other) => (
          <li key={other.donatee_id} className="break-words">
            <Link to={paths.staffApplication(other.donatee_id)} className="font-semibold text-blue-700 underline">
              {other.name}
            </Link>{' '}
            · {APPLICATION_STATUS_LABELS[other.status]} · {other.partner ? DUPLICATE_TEXTS.through(other.partner) : DUPLICATE_TEXTS.alone}
            {other.same_email && ` · ${DUPLICATE_TEXTS.sameEmail}`}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * The decision taken. When it was taken on this page, the keyboard's focus moves to it: the form
 * it replaces held the focus, which would otherwise fall back to the start of the page.
 */
function DecidedSection({ application, justDecided }: { application: StaffApplication; justDecided: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justDecided) heading.current?.focus();
  }, [justDecided]);
  return (
    <Panel title="Decision" size="compact" headingRef={heading}>
      <p className="mt-2" data-testid="decided-status">
        {APPLICATION_STATUS_LABELS[application.status]}
        {application.decided_at ? ` on ${dateTime(application.decided_at)}` : ''}
      </p>
      {application.decision_message && <p className="mt-1 text-slate-700">Message: {application.decision_message}</p>}
    </Panel>
  );
}

/** /staff/applications/:id: one application to review, and the decision on it. */
export default function ApplicationDetailPage() {
  const donateeId = Number(useParams().id);
  const application = useStaffApplication(donateeId);
  const [justDecided, setJustDecided] = useState(false);
  const back = (
    <Link to={paths.staffApplications} className="font-semibold text-blue-700 underline">
      Back to the applications
    </Link>
  );
  if (application.isPending) return <Spinner label="Loading the application" />;
  if (application.isError) {
    const missing = isApiError(application.error) && application.error.status === 404;
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-red-800">
          {missing ? 'There is no such application.' : 'The application could not be loaded.'}
        </p>
        {!missing && (
          <div>
            <Button variant="secondary" onClick={() => void application.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {back}
      </div>
    );
  }
  const data = application.data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Application of {personLabel(data)}</h1>
      {data.status === 'submitted' && data.review_reason === 'changed_after_approval' && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="review-reason">
          {CHANGED_AFTER_APPROVAL}
        </p>
      )}
      <Answers application={data} />
      <PossibleDuplicates application={data} />
      <EligibilityHint eligibility={data.eligibility} />
      <PrescriptionViewer application={data} />
      {data.status === 'submitted' ? (
        <DecisionForm donateeId={data.donatee_id} person={personLabel(data)} onDecided={() => setJustDecided(true)} />
      ) : (
        <DecidedSection application={data} justDecided={justDecided} />
      )}
    </div>
  );
}
