import type { InvitationToJoin, Partner } from '@onepair/contract';
import { useId, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { FocusedNotice } from '@/components/ui/focused-notice';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';
import { formError } from '@/lib/api-errors';
import { formatDay } from '@/lib/format-date';

import { useAnswerInvitation, useMyPartners } from '../api/partners';
import { KIND_KEYS, partnerTexts, STATUS_EXPLAINED_KEYS, STATUS_KEYS } from '../texts';

import { ClientsSection } from './clients-section';
import { InviteMemberForm } from './invite-member-form';
import { RegisterPartnerForm } from './register-partner-form';

function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-xl font-semibold break-words text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One organisation as its member sees it: where it stands, its details, its clients, its members, and inviting a colleague. */
function OrganisationCard({ partner, onNotice }: { partner: Partner; onNotice: (notice: string) => void }) {
  const t = useTexts(partnerTexts);
  const place = [partner.city, [partner.state, partner.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Card title={partner.name}>
      <p>
        <span className="font-semibold">{t('statusLabel')}</span> {t(STATUS_KEYS[partner.status])}.{' '}
        {t(STATUS_EXPLAINED_KEYS[partner.status])}
      </p>
      {partner.decision_message && (
        <div className="rounded-md bg-slate-100 p-3">
          <p className="font-semibold">{t('teamMessage')}</p>
          <p className="break-words whitespace-pre-wrap">{partner.decision_message}</p>
        </div>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{t('details')}</h3>
      <p className="break-words text-slate-800">
        {t(KIND_KEYS[partner.kind])}
        <br />
        {partner.address}
        <br />
        {place}
        <br />
        {partner.phone}
        {partner.website && (
          <>
            <br />
            {partner.website}
          </>
        )}
      </p>
      {(partner.status === 'approved' || partner.status === 'suspended') && <ClientsSection partner={partner} onNotice={onNotice} />}
      <h3 className="text-lg font-semibold text-slate-900">{t('members')}</h3>
      <ul className="flex flex-col gap-1">
        {partner.members.map((member) => (
          <li key={member.id} className="break-words">
            {member.name} <span className="text-slate-600">({member.email})</span>
            {!member.has_password && <span className="block text-sm text-slate-600">{t('invitePending')}</span>}
          </li>
        ))}
      </ul>
      {partner.invitations.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{t('invitedList')}</h3>
          <ul className="flex flex-col gap-1">
            {partner.invitations.map((invitation) => (
              <li key={invitation.email} className="break-words">
                {invitation.email} <span className="text-sm text-slate-600">({formatDay(invitation.invited_at)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{t('inviteTitle')}</h3>
      {partner.status === 'approved' ? (
        <>
          <p className="text-slate-700">{t('inviteIntro')}</p>
          <InviteMemberForm partnerId={partner.id} />
        </>
      ) : (
        <p className="text-slate-700">{t('inviteLater')}</p>
      )}
    </Card>
  );
}

/** The invitations waiting for the signed-in user, each to accept or decline. */
function Invitations({ invitations, onAnswered }: { invitations: InvitationToJoin[]; onAnswered: (notice: string) => void }) {
  const t = useTexts(partnerTexts);
  const answer = useAnswerInvitation();
  return (
    <Card title={t('invitationsTitle')}>
      <ul className="flex flex-col gap-4">
        {invitations.map((invitation) => (
          <li key={invitation.partner_id} className="flex flex-col gap-2">
            <p className="break-words">
              <span className="font-semibold">{invitation.name}</span> · {t(KIND_KEYS[invitation.kind])} ·{' '}
              {[invitation.city, invitation.state].filter(Boolean).join(', ')}
              <br />
              <span className="text-slate-700">
                {invitation.invited_by
                  ? t('invitedBy', { who: invitation.invited_by, when: formatDay(invitation.invited_at) })
                  : t('invitedOn', { when: formatDay(invitation.invited_at) })}
              </span>
            </p>
            <div className="flex flex-wrap gap-3">
              {(['accept', 'decline'] as const).map((choice) => (
                <Button
                  key={choice}
                  variant={choice === 'accept' ? 'primary' : 'secondary'}
                  disabled={answer.isPending}
                  aria-label={t(choice === 'accept' ? 'acceptNamed' : 'declineNamed', { name: invitation.name })}
                  onClick={() =>
                    answer.mutate(
                      { partnerId: invitation.partner_id, answer: choice },
                      {
                        onSuccess: () => onAnswered(t(choice === 'accept' ? 'joined' : 'declined', { name: invitation.name })),
                      },
                    )
                  }
                >
                  {answer.isPending && answer.variables?.partnerId === invitation.partner_id && answer.variables.answer === choice
                    ? t('saving')
                    : t(choice)}
                </Button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {answer.isError && <FormMessage message={formError(answer.error) ?? t('answerFailed')} />}
    </Card>
  );
}

/**
 * /partner: the organisations the signed-in user acts for, the invitations waiting for them, and
 * the form to register one (folded away once they have an organisation; none while one waits
 * for review). What an action did is said in a notice that takes the focus, since the control
 * that did it may be gone.
 */
export default function PartnerPage() {
  const t = useTexts(partnerTexts);
  const partners = useMyPartners();
  const list = partners.data?.results ?? [];
  const invitations = partners.data?.invitations ?? [];
  const mayRegister = !list.some((partner) => partner.status === 'pending');
  const [notice, setNotice] = useState<string>();
  const register = (
    <Card title={t('registerTitle')}>
      <p className="text-slate-700">{t('registerIntro')}</p>
      <RegisterPartnerForm onRegistered={() => setNotice(t('registered'))} />
    </Card>
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <FocusedNotice message={notice} />
      {partners.isPending ? (
        <Spinner label={t('loading')} />
      ) : partners.isError ? (
        <LoadError message={t('loadFailed')} onRetry={() => void partners.refetch()} retrying={partners.isFetching} />
      ) : (
        <>
          {invitations.length > 0 && <Invitations invitations={invitations} onAnswered={setNotice} />}
          {list.map((partner) => (
            <OrganisationCard key={partner.id} partner={partner} onNotice={setNotice} />
          ))}
          {mayRegister &&
            (list.length === 0 ? (
              register
            ) : (
              <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
                <summary className="cursor-pointer font-semibold text-blue-800">{t('registerAnother')}</summary>
                <div className="mt-4">{register}</div>
              </details>
            ))}
        </>
      )}
    </div>
  );
}
