import { APPLICATION_STATUS_LABELS } from '@onepair/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';

import { Facts } from '@/components/ui/facts';
import { Spinner } from '@/components/ui/spinner';
import { Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';

import { RecordLoadError } from '../../components/record-load-error';
import { partnerKindLabel } from '../../lib/partner-labels';
import { dateTime, money } from '../../lib/format';
import type { StaffApplication } from '../../lib/types';
import { useStaffApplication } from '../api/get-application';

import { DecisionForm } from './decision-form';
import { EligibilityHint } from './eligibility-hint';
import { PrescriptionViewer } from './prescription-viewer';
import { personLabel } from '../../lib/person-label';
import { staffApplicationsTexts } from '../texts';

function Answers({ application }: { application: StaffApplication }) {
  const t = useTexts(staffApplicationsTexts);
  const address = application.shipping_address;
  const partner = application.partner;
  const rows: [string, ReactNode][] = [
    [t('answerStatus'), APPLICATION_STATUS_LABELS[application.status]],
    ...(partner
      ? [[t('answerPartner'), t('answerPartnerValue', { name: partner.name, kind: partnerKindLabel(partner.kind) })] as [string, ReactNode]]
      : []),
    [t('answerSubmitted'), dateTime(application.submitted_at)],
    [t('answerEmail'), application.email],
    [t('answerHouseholdSize'), application.household_size ?? t('notGiven')],
    [t('answerMonthlyIncome'), money(application.monthly_income)],
    [t('answerAverageIncome'), money(application.average_household_income)],
    [t('answerBankBalance'), money(application.current_bank_balance)],
    [t('answerDependent'), t(application.is_dependent ? 'yes' : 'no')],
    [t('answerAddress'), [address.address, address.city, address.state, address.zip_code].filter(Boolean).join(', ') || t('notGiven')],
  ];
  return (
    <Panel title={t('answersTitle')} size="compact">
      <Facts rows={rows} />
    </Panel>
  );
}

/**
 * Others who may be the same person (same names and address, or same e-mail): a flag to look
 * at before deciding, never a refusal, so someone applying alone and through a clinic is noticed.
 */
function PossibleDuplicates({ application }: { application: StaffApplication }) {
  const t = useTexts(staffApplicationsTexts);
  if (application.possible_duplicates.length === 0) return null;
  return (
    <Panel title={t('duplicatesTitle')} size="compact">
      <p className="mt-2 text-amber-900">{t('duplicatesIntro')}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {application.possible_duplicates.map((other) => (
          <li key={other.donatee_id} className="break-words">
            <Link to={paths.staffApplication(other.donatee_id)} className="font-semibold text-blue-700 underline">
              {other.name}
            </Link>{' '}
            · {APPLICATION_STATUS_LABELS[other.status]} ·{' '}
            {other.partner ? t('appliedThrough', { partner: other.partner }) : t('appliedAlone')}
            {other.same_email && ` · ${t('sameEmail')}`}
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
  const t = useTexts(staffApplicationsTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justDecided) heading.current?.focus();
  }, [justDecided]);
  return (
    <Panel title={t('decisionTitle')} size="compact" headingRef={heading}>
      <p className="mt-2" data-testid="decided-status">
        {application.decided_at
          ? t('decidedOn', { status: APPLICATION_STATUS_LABELS[application.status], date: dateTime(application.decided_at) })
          : APPLICATION_STATUS_LABELS[application.status]}
      </p>
      {application.decision_message && (
        <p className="mt-1 text-slate-700">{t('decisionMessage', { message: application.decision_message })}</p>
      )}
    </Panel>
  );
}

/** /staff/applications/:id: one application to review, and the decision on it. */
export default function ApplicationDetailPage() {
  const donateeId = Number(useParams().id);
  const application = useStaffApplication(donateeId);
  const [justDecided, setJustDecided] = useState(false);
  const t = useTexts(staffApplicationsTexts);
  const back = (
    <Link to={paths.staffApplications} className="font-semibold text-blue-700 underline">
      {t('backToList')}
    </Link>
  );
  if (application.isPending) return <Spinner label={t('loading')} />;
  if (application.isError) {
    return <RecordLoadError query={application} missingMessage={t('noSuchApplication')} failedMessage={t('loadFailed')} back={back} />;
  }
  const data = application.data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('applicationOf', { person: personLabel(data) })}</h1>
      {data.status === 'submitted' && data.review_reason === 'changed_after_approval' && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900" data-testid="review-reason">
          {t('changedAfterApproval')}
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
