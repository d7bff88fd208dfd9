import {
  PARTNER_DECISION_MESSAGE_MAX_LENGTH,
  PARTNER_DECISION_RULES,
  PARTNER_DECISIONS,
  PARTNER_STATUSES,
  type Partner,
  type PartnerDecision,
  type PartnerStatus,
} from '@onepair/contract';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { LabelledField } from '@/components/form/labelled-field';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { FocusedNotice } from '@/components/ui/focused-notice';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { fieldErrors, formError } from '@/lib/api-errors';
import { useCharacterLimitHint } from '@/lib/character-limit';

import { partnerKindLabel, partnerStatusLabel } from '../../lib/partner-labels';
import { FilterField, type FilterDefinition } from '../../components/list-page/filter-field';
import { dateTime } from '../../lib/format';
import { useDecidePartner, useStaffPartners } from '../api/partners';
import { staffPartnersTexts, type StaffPartnersKey } from '../texts';

const DECISION_KEYS: Record<PartnerDecision, StaffPartnersKey> = { approve: 'approve', reject: 'reject', suspend: 'suspend' };

/** One organisation: its details and members, and the decisions its status allows, with a message. */
function PartnerCard({ partner, onDecided }: { partner: Partner; onDecided: (notice: string) => void }) {
  const t = useTexts(staffPartnersTexts);
  const characterLimitHint = useCharacterLimitHint();
  const titleId = useId();
  const decide = useDecidePartner(partner.id);
  const [message, setMessage] = useState('');
  const allowed = PARTNER_DECISIONS.filter((decision) => PARTNER_DECISION_RULES[decision].from.includes(partner.status));
  const problems = decide.isError ? fieldErrors(decide.error) : {};
  const messageError = problems.message?.[0];
  const otherError = decide.isError
    ? (problems.decision?.[0] ?? (messageError ? undefined : (formError(decide.error) ?? t('decideFailed'))))
    : undefined;
  const place = [partner.city, [partner.state, partner.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  function send(decision: PartnerDecision) {
    decide.mutate(
      { decision, ...(message.trim() && { message: message.trim() }) },
      {
        onSuccess: (changed) => {
          setMessage('');
          onDecided(t('decided', { name: changed.name, status: partnerStatusLabel(changed.status) }));
        },
      },
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
        {partner.name}
      </h2>
      <p className="break-words text-slate-800">
        <span className="font-semibold">{partnerStatusLabel(partner.status)}</span> · {partnerKindLabel(partner.kind)}
        <br />
        {partner.address}, {place}
        <br />
        {partner.phone}
        {partner.website && (
          <>
            {' · '}
            {partner.website}
          </>
        )}
        <br />
        <span className="text-slate-600">{t('registered', { when: dateTime(partner.created_at) })}</span>
      </p>
      {partner.decision_message && (
        <p className="break-words whitespace-pre-wrap text-slate-700">
          <span className="font-semibold">{t('lastMessage')}:</span> {partner.decision_message}
        </p>
      )}
      <div>
        <h3 className="font-semibold text-slate-800">{t('members')}</h3>
        <ul>
          {partner.members.map((member) => (
            <li key={member.id} className="break-words">
              {member.name} ({member.email}){!member.has_password && <span className="text-slate-600"> · {t('noPassword')}</span>}
            </li>
          ))}
        </ul>
        {partner.invitations.length > 0 && <p className="text-slate-700">{t('invitations', { count: partner.invitations.length })}</p>}
      </div>
      {allowed.length > 0 && (
        <div className="flex flex-col gap-3">
          <LabelledField
            label={t('decisionMessage')}
            error={messageError}
            hint={t('decisionMessageHint', { limit: characterLimitHint(PARTNER_DECISION_MESSAGE_MAX_LENGTH) })}
          >
            {(control) => (
              <textarea
                {...control}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                rows={2}
                maxLength={PARTNER_DECISION_MESSAGE_MAX_LENGTH}
                className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600"
              />
            )}
          </LabelledField>
          <div className="flex flex-wrap gap-3">
            {allowed.map((decision) => (
              <Button
                key={decision}
                type="button"
                variant={decision === 'approve' ? 'primary' : 'secondary'}
                disabled={decide.isPending}
                aria-busy={(decide.isPending && decide.variables?.decision === decision) || undefined}
                onClick={() => send(decision)}
              >
                {decide.isPending && decide.variables?.decision === decision ? t('working') : t(DECISION_KEYS[decision])}
              </Button>
            ))}
          </div>
        </div>
      )}
      {otherError && <FormMessage message={otherError} />}
    </section>
  );
}

/**
 * /staff/partners: organisations to review, filtered by status (kept in the address). A decision
 * may take its organisation out of the filter: what was decided is said above the list.
 */
export default function PartnersPage() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = (PARTNER_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as PartnerStatus) : undefined;
  const partners = useStaffPartners(status);
  const [notice, setNotice] = useState<string>();
  const t = useTexts(staffPartnersTexts);
  const statusFilter = useMemo(
    (): FilterDefinition => ({
      name: 'status',
      label: t('status'),
      kind: 'select',
      anyLabel: t('allStatuses'),
      options: PARTNER_STATUSES.map((each) => ({ value: each, label: partnerStatusLabel(each) })),
    }),
    [t],
  );
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="text-slate-700">{t('intro')}</p>
      <FocusedNotice message={notice} />
      <div className="sm:w-72">
        <FilterField
          field={statusFilter}
          value={status ?? ''}
          onChange={(value) => setParams(value ? { status: value } : {}, { replace: true })}
        />
      </div>
      {partners.isPending ? (
        <Spinner label={t('loading')} />
      ) : partners.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void partners.refetch()} retrying={partners.isFetching} />
      ) : partners.data.results.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        partners.data.results.map((partner) => <PartnerCard key={partner.id} partner={partner} onDecided={setNotice} />)
      )}
    </div>
  );
}
