import type { Partner } from '@onepair/contract';
import { useId, useState, type ReactNode } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';

import { useMyPartners } from '../api/partners';
import { PARTNER_KIND_LABELS, PARTNER_STATUS_LABELS } from '@/lib/partner-labels';

import { PARTNER_TEXTS as TEXTS } from '../lib/texts';

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

/** One organisation as its member sees it: where it stands, its details, its members, and adding a colleague. */
function OrganisationCard({ partner }: { partner: Partner }) {
  const place = [partner.city, [partner.state, partner.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const open = partner.status === 'pending' || partner.status === 'approved';
  return (
    <Card title={partner.name}>
      <p>
        <span className="font-semibold">{TEXTS.status}:</span> {PARTNER_STATUS_LABELS[partner.status]}.{' '}
        {TEXTS.statusExplained[partner.status]}
      </p>
      {partner.decision_message && partner.status !== 'approved' && (
        <div className="rounded-md bg-slate-100 p-3">
          <p className="font-semibold">{TEXTS.teamMessage}</p>
          <p className="whitespace-pre-wrap break-words">{partner.decision_message}</p>
        </div>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{TEXTS.details}</h3>
      <p className="break-words text-slate-800">
        {PARTNER_KIND_LABELS[partner.kind]}
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
      <h3 className="text-lg font-semibold text-slate-900">{TEXTS.members}</h3>
      <ul className="flex flex-col gap-1">
        {partner.members.map((member) => (
          <li key={member.id} className="break-words">
            {member.name} <span className="text-slate-600">({member.email})</span>
            {!member.has_password && <span className="block text-sm text-slate-600">{TEXTS.invitePending}</span>}
          </li>
        ))}
      </ul>
      {open && (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{TEXTS.inviteTitle}</h3>
          <p className="text-slate-700">{TEXTS.inviteIntro}</p>
          <InviteMemberForm partnerId={partner.id} />
        </>
      )}
    </Card>
  );
}

/**
 * /partner: the organisations the signed-in user acts for, or the form to register one. A user
 * whose every organisation was turned down may register again.
 */
export default function PartnerPage() {
  const partners = useMyPartners();
  const list = partners.data?.results ?? [];
  const mayRegister = list.every((partner) => partner.status === 'rejected');
  const [registered, setRegistered] = useState(false);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-8 sm:px-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{TEXTS.title}</h1>
        <p className="text-slate-700">{TEXTS.intro}</p>
      </header>
      {registered && <FormMessage tone="success" message={TEXTS.registered} />}
      {partners.isPending ? (
        <Spinner label={TEXTS.loading} />
      ) : partners.isError ? (
        <LoadError message={TEXTS.loadFailed} onRetry={() => void partners.refetch()} retrying={partners.isFetching} />
      ) : (
        <>
          {list.map((partner) => (
            <OrganisationCard key={partner.id} partner={partner} />
          ))}
          {mayRegister && (
            <Card title={TEXTS.registerTitle}>
              <p className="text-slate-700">{TEXTS.registerIntro}</p>
              <RegisterPartnerForm onRegistered={() => setRegistered(true)} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
