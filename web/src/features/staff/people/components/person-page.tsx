import { APPLICATION_STATUS_LABELS, CLAIM_STATUS_LABELS, type PeopleAction, type StaffPerson } from '@onepair/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Facts } from '@/components/ui/facts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTexts } from '@/i18n';
import { allErrorMessages } from '@/lib/api-errors';
import { useSession } from '@/session';

import { RecordLoadError } from '../../components/record-load-error';
import { DonationAmount } from '../../components/donation-amount';
import { Section } from '../../components/detail-sections';
import { dateTime, money } from '../../lib/format';
import { personLabel } from '../../lib/person-label';
import { usePerson } from '../api/get-people';
import { useChangeAccess } from '../api/person-actions';
import { staffPeopleTexts, type StaffPeopleKey } from '../texts';

/** Each change: its button, the question before it (for the ones that take access away) and the button that confirms. */
const ACTIONS: Record<
  PeopleAction,
  { label: StaffPeopleKey; done: StaffPeopleKey; confirm?: StaffPeopleKey; confirmLabel?: StaffPeopleKey }
> = {
  deactivate: {
    label: 'deactivate',
    done: 'doneDeactivate',
    confirm: 'deactivateConfirm',
    confirmLabel: 'deactivateConfirmLabel',
  },
  reactivate: { label: 'reactivate', done: 'doneReactivate' },
  'grant-staff': { label: 'grantStaff', done: 'doneGrantStaff' },
  'revoke-staff': { label: 'revokeStaff', done: 'doneRevokeStaff', confirm: 'revokeStaffConfirm', confirmLabel: 'revokeStaffConfirmLabel' },
};

function AccessSection({ person }: { person: StaffPerson }) {
  const t = useTexts(staffPeopleTexts);
  const { user } = useSession();
  const change = useChangeAccess(person.id);
  const [asking, setAsking] = useState<PeopleAction | null>(null);
  const [done, setDone] = useState<PeopleAction | null>(null);
  const available: PeopleAction[] = [person.is_active ? 'deactivate' : 'reactivate', person.is_staff ? 'revoke-staff' : 'grant-staff'];
  const run = (action: PeopleAction) => {
    setAsking(null);
    setDone(null);
    change.mutate(action, { onSuccess: () => setDone(action) });
  };
  const asked = asking ? ACTIONS[asking] : null;
  return (
    <Section id="access-title" title={t('access')}>
      <Facts
        rows={[
          [t('factStatus'), person.is_active ? t('active') : t('deactivated')],
          [t('factRole'), person.is_staff ? t('staff') : t('member')],
        ]}
      />
      {user?.id === person.id ? (
        <p className="mt-3 text-slate-700">{t('yourself')}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {available.map((action) => (
            <Button
              key={action}
              variant={ACTIONS[action].confirm ? 'secondary' : 'primary'}
              disabled={change.isPending}
              onClick={() => (ACTIONS[action].confirm ? setAsking(action) : run(action))}
            >
              {t(ACTIONS[action].label)}
            </Button>
          ))}
        </div>
      )}
      <div role="status" className="mt-2 text-green-800">
        {done && !change.isPending ? t(ACTIONS[done].done) : ''}
      </div>
      {change.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {allErrorMessages(change.error).join(' ')}
        </p>
      )}
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={t('askTitle', { action: asked ? t(asked.label) : '', person: personLabel(person) })}
      >
        <p className="text-slate-800">{asked?.confirm && t(asked.confirm)}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => asking && run(asking)}>{asked?.confirmLabel && t(asked.confirmLabel)}</Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {t('cancel')}
          </Button>
        </div>
      </Modal>
    </Section>
  );
}

/** /staff/people/:id: one user, what they did with OnePair, and their access. */
export default function PersonPage() {
  const t = useTexts(staffPeopleTexts);
  const userId = Number(useParams().id);
  const person = usePerson(userId);
  const back = (
    <Link to={paths.staffPeople} className="font-semibold text-blue-700 underline">
      {t('back')}
    </Link>
  );
  if (person.isPending) return <Spinner label={t('loading')} />;
  if (person.isError) {
    return <RecordLoadError query={person} missingMessage={t('missing')} failedMessage={t('failed')} back={back} />;
  }
  const data = person.data;
  const address = data.shipping_address;
  const { application, claim, donations } = data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{personLabel(data)}</h1>
      <Section id="details-title" title={t('details')}>
        <Facts
          rows={[
            [t('factEmail'), data.email || '—'],
            [t('factJoined'), dateTime(data.date_joined)],
            [t('factPhone'), address.phone_number || '—'],
            [
              t('factAddress'),
              [address.address, address.city, address.state, address.zip_code].filter(Boolean).join(', ') || t('addressNotGiven'),
            ],
          ]}
        />
      </Section>
      <AccessSection person={data} />
      <Section id="donations-title" title={t('donations')}>
        <p className="mt-2 text-slate-800">{t('donationCount', { count: donations.count, total: money(donations.confirmed_total) })}</p>
        {donations.recent.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('noDonations')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {donations.recent.map((donation) => (
              <li key={donation.donation_id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
                <span>{donation.date}</span>
                <span className="text-right font-semibold">
                  <DonationAmount donation={donation} />
                </span>
                <span className="text-slate-700">{donation.status}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="application-title" title={t('application')}>
        <Facts
          rows={[
            [t('factStatus'), APPLICATION_STATUS_LABELS[application.status]],
            [t('factSubmitted'), dateTime(application.submitted_at)],
            [t('factDecided'), dateTime(application.decided_at)],
            [t('factMessage'), application.decision_message ?? '—'],
          ]}
        />
        {application.status !== 'not_submitted' && (
          <p className="mt-3">
            <Link to={paths.staffApplication(application.donatee_id)} className="font-semibold text-blue-700 underline">
              {t('openApplication')}
            </Link>
          </p>
        )}
      </Section>
      <Section id="claim-title" title={t('claim')}>
        {claim ? (
          <Facts
            rows={[
              [t('factStatus'), CLAIM_STATUS_LABELS[claim.status]],
              [t('factClaimed'), dateTime(claim.claimed_at)],
              [t('factShipped'), dateTime(claim.shipped_at)],
              [t('factCarrier'), claim.carrier ? `${claim.carrier} ${claim.tracking_number ?? ''}` : '—'],
              [t('factReason'), claim.reason ?? '—'],
            ]}
          />
        ) : (
          <p className="mt-2 text-slate-700">{t('noClaim')}</p>
        )}
      </Section>
    </div>
  );
}
