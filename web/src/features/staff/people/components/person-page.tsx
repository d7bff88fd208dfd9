import { APPLICATION_STATUS_LABELS, CLAIM_STATUS_LABELS, type PeopleAction, type StaffPerson } from '@onepair/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { allErrorMessages } from '@/lib/api-errors';
import { useSession } from '@/session';

import { DonationAmount } from '../../components/donation-amount';
import { Facts, Section } from '../../components/detail-sections';
import { dateTime, money } from '../../lib/format';
import { usePerson } from '../api/get-people';
import { useChangeAccess } from '../api/person-actions';
import { personLabel } from '../../lib/person-label';

export const PERSON_TEXTS = {
  back: 'Back to People',
  missing: 'There is no such user.',
  failed: 'This user could not be loaded.',
  retry: 'Try again',
  details: 'Details',
  access: 'Access',
  donations: 'Donations',
  application: 'Application',
  claim: 'Claim',
  noDonations: 'No donations yet.',
  noClaim: 'No claim yet.',
  yourself: 'This is you: another staff member changes your access.',
  cancel: 'Cancel',
  done: {
    deactivate: 'Deactivated. Their sessions have ended and they cannot sign in.',
    reactivate: 'Reactivated. They can sign in again.',
    'grant-staff': 'They are now staff.',
    'revoke-staff': 'They are no longer staff.',
  },
} as const;

/** Each change: its button, the question before it (for the ones that take access away) and the button that confirms. */
const ACTIONS: Record<PeopleAction, { label: string; confirm?: string; confirmLabel?: string }> = {
  deactivate: {
    label: 'Deactivate',
    confirm: 'They are signed out everywhere at once and cannot sign in until someone reactivates them.',
    confirmLabel: 'Deactivate now',
  },
  reactivate: { label: 'Reactivate' },
  'grant-staff': { label: 'Make staff' },
  'revoke-staff': { label: 'Remove staff access', confirm: 'They lose the staff console at once.', confirmLabel: 'Remove staff access' },
};

function AccessSection({ person }: { person: StaffPerson }) {
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
    <Section id="access-title" title={PERSON_TEXTS.access}>
      <Facts
        rows={[
          ['Status', person.is_active ? 'Active' : 'Deactivated'],
          ['Role', person.is_staff ? 'Staff' : 'Member'],
        ]}
      />
      {user?.id === person.id ? (
        <p className="mt-3 text-slate-700">{PERSON_TEXTS.yourself}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {available.map((action) => (
            <Button
              key={action}
              variant={ACTIONS[action].confirm ? 'secondary' : 'primary'}
              disabled={change.isPending}
              onClick={() => (ACTIONS[action].confirm ? setAsking(action) : run(action))}
            >
              {ACTIONS[action].label}
            </Button>
          ))}
        </div>
      )}
      <div role="status" className="mt-2 text-green-800">
        {done && !change.isPending ? PERSON_TEXTS.done[done] : ''}
      </div>
      {change.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {allErrorMessages(change.error).join(' ')}
        </p>
      )}
      <Modal open={asking !== null} onClose={() => setAsking(null)} title={`${asked?.label ?? ''}: ${personLabel(person)}?`}>
        <p className="text-slate-800">{asked?.confirm}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => asking && run(asking)}>{asked?.confirmLabel}</Button>
          <Button variant="secondary" onClick={() => setAsking(null)}>
            {PERSON_TEXTS.cancel}
          </Button>
        </div>
      </Modal>
    </Section>
  );
}

/** /staff/people/:id: one user, what they did with OnePair, and their access. */
export default function PersonPage() {
  const userId = Number(useParams().id);
  const person = usePerson(userId);
  const back = (
    <Link to={paths.staffPeople} className="font-semibold text-blue-700 underline">
      {PERSON_TEXTS.back}
    </Link>
  );
  if (person.isPending) return <Spinner label="Loading this user" />;
  if (person.isError) {
    const missing = isApiError(person.error) && person.error.status === 404;
    return (
      <div className="flex flex-col gap-3">
        <p role="alert" className="text-red-800">
          {missing ? PERSON_TEXTS.missing : PERSON_TEXTS.failed}
        </p>
        {!missing && (
          <div>
            <Button variant="secondary" onClick={() => void person.refetch()}>
              {PERSON_TEXTS.retry}
            </Button>
          </div>
        )}
        {back}
      </div>
    );
  }
  const data = person.data;
  const address = data.shipping_address;
  const { application, claim, donations } = data;
  return (
    <div className="flex flex-col gap-4">
      {back}
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{personLabel(data)}</h1>
      <Section id="details-title" title={PERSON_TEXTS.details}>
        <Facts
          rows={[
            ['E-mail', data.email || '—'],
            ['Joined', dateTime(data.date_joined)],
            ['Phone', address.phone_number || '—'],
            ['Address', [address.address, address.city, address.state, address.zip_code].filter(Boolean).join(', ') || 'Not given'],
          ]}
        />
      </Section>
      <AccessSection person={data} />
      <Section id="donations-title" title={PERSON_TEXTS.donations}>
        <p className="mt-2 text-slate-800">
          {donations.count} {donations.count === 1 ? 'donation' : 'donations'}, {money(donations.confirmed_total)} confirmed
        </p>
        {donations.recent.length === 0 ? (
          <p className="mt-2 text-slate-700">{PERSON_TEXTS.noDonations}</p>
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
      <Section id="application-title" title={PERSON_TEXTS.application}>
        <Facts
          rows={[
            ['Status', APPLICATION_STATUS_LABELS[application.status]],
            ['Submitted', dateTime(application.submitted_at)],
            ['Decided', dateTime(application.decided_at)],
            ['Message', application.decision_message ?? '—'],
          ]}
        />
        {application.status !== 'not_submitted' && (
          <p className="mt-3">
            <Link to={paths.staffApplication(application.donatee_id)} className="font-semibold text-blue-700 underline">
              Open the application
            </Link>
          </p>
        )}
      </Section>
      <Section id="claim-title" title={PERSON_TEXTS.claim}>
        {claim ? (
          <Facts
            rows={[
              ['Status', CLAIM_STATUS_LABELS[claim.status]],
              ['Claimed', dateTime(claim.claimed_at)],
              ['Shipped', dateTime(claim.shipped_at)],
              ['Carrier', claim.carrier ? `${claim.carrier} ${claim.tracking_number ?? ''}` : '—'],
              ['Reason', claim.reason ?? '—'],
            ]}
          />
        ) : (
          <p className="mt-2 text-slate-700">{PERSON_TEXTS.noClaim}</p>
        )}
      </Section>
    </div>
  );
}
